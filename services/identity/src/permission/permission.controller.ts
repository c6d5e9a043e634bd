import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { Authenticated, type AuthenticatedUser, CurrentUser, ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { assertMayReadPermissionsOf } from '../access.js';
import { UserCommands } from '../user/user.commands.js';
import { UserQueries } from '../user/user.queries.js';
import { SetPermissionsDto } from './dto/set-permissions.dto.js';
import { PermissionService } from './permission.service.js';

/** Permission lists feed the Usuários form and Configurações > Permissões Padrão. */
@Controller()
export class PermissionController {
  constructor(
    private readonly permissions: PermissionService,
    private readonly users: UserCommands,
    private readonly userQueries: UserQueries,
  ) {}

  @Get('permissions')
  @RequirePermission('user', 'config')
  list() {
    return this.permissions.permissions();
  }

  /** A user's own permissions are theirs to read; anyone else's need `user`. */
  @Get('getUserPermissions/:userId')
  @Authenticated()
  ofUser(@Param('userId', ParseIdPipe) userId: number, @CurrentUser() actor: AuthenticatedUser) {
    assertMayReadPermissionsOf(actor, userId);
    return this.userQueries.permissionsOf(userId);
  }

  @Patch('setUserPermissions/:userId')
  @RequirePermission('user_update')
  async setForUser(@Param('userId', ParseIdPipe) userId: number, @Body() dto: SetPermissionsDto, @CurrentUser() actor: AuthenticatedUser) {
    await this.users.setPermissions(userId, dto.permissions, actor);
    return { status: true };
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
