import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { type AuthenticatedUser, CurrentUser, ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { SetPermissionsDto } from './dto/set-permissions.dto.js';
import { PermissionService } from './permission.service.js';

/** Permission lists feed the Usuários form and Configurações > Permissões Padrão. */
@Controller()
export class PermissionController {
  constructor(private readonly permissions: PermissionService) {}

  @Get('permissions')
  @RequirePermission('user', 'config')
  list() {
    return this.permissions.permissions();
  }

  @Patch('setDefaultPermissions/:userTypeId')
  @RequirePermission('config_update')
  async setDefaults(
    @Param('userTypeId', ParseIdPipe) userTypeId: number,
    @Body() dto: SetPermissionsDto,
    @CurrentUser() actor: AuthenticatedUser,
  ) {
    await this.permissions.setDefaults(userTypeId, dto.permissions, actor);
    return { status: true };
  }

  @Get('userTypes')
  @RequirePermission('user', 'config')
  userTypes() {
    return this.permissions.userTypes();
  }

  @Get('permissionUserTypes')
  @RequirePermission('user', 'config')
  defaults() {
    return this.permissions.defaults();
  }
}
