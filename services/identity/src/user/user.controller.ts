import { Body, Controller, Delete, Get, Param, Patch, Query, Req, Res } from '@nestjs/common';
import type { AuditHistoryItem, UserRow } from '@treina/contracts';
import {
  Authenticated,
  type AuthenticatedUser,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  ListQueryPipe,
  type Page,
  ParseIdListPipe,
  ParseIdPipe,
  RequirePermission,
} from '@treina/nest-platform';
import type { Request, Response } from 'express';
import { assertMayReadPermissionsOf } from '../access.js';
import { SetPermissionsDto } from '../permission/dto/set-permissions.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { USER_LIST_COLUMNS } from './user-list.columns.js';
import { UserCommands } from './user.commands.js';
import { UserQueries } from './user.queries.js';
import { SessionRenewal } from './session-renewal.js';

@Controller()
export class UserController {
  constructor(
    private readonly queries: UserQueries,
    private readonly users: UserCommands,
    private readonly sessions: SessionRenewal,
  ) {}

  /** GET /api/user: the Usuários list, whole or paged (`page`, `sort`, `q`, `filter.*`). */
  @Get('user')
  @RequirePermission('user')
  @ListEndpoint()
  list(@Query(new ListQueryPipe(USER_LIST_COLUMNS)) query: ListQuery): Promise<Page<UserRow>> {
    return this.queries.list(query);
  }

  /** GET /api/user/{id}/history: who changed the account and its sessions' events, newest first (permission `audit`). */
  @Get('user/:id/history')
  @RequirePermission('audit')
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.queries.history(id, query);
  }

  /** PATCH /api/user/{id}: managers change anyone; every user their own name and password. */
  @Patch('user/:id')
  @Authenticated({ duringPasswordChange: true })
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateUserDto,
    @CurrentUser() actor: AuthenticatedUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { row, ownSessionRenewed } = await this.users.update(id, dto, actor);
    // Changing one's own password ends every session, this one included: hand it a new one.
    if (ownSessionRenewed) await this.sessions.renew(request, response, id);
    // The answer carries a truthy `status`; the user (whose own `status` may be false) goes beside it.
    return { status: true, user: row };
  }

  /** DELETE /api/users?usersIds=1,2: deactivates. */
  @Delete('users')
  @RequirePermission('user_delete')
  async deactivate(@Query('usersIds', ParseIdListPipe) usersIds: number[], @CurrentUser() actor: AuthenticatedUser) {
    await this.users.deactivate(usersIds, actor);
    return { status: true };
  }

  /** A user's own permissions are theirs to read; anyone else's need `user`. */
  @Get('getUserPermissions/:userId')
  @Authenticated()
  permissionsOf(@Param('userId', ParseIdPipe) userId: number, @CurrentUser() actor: AuthenticatedUser) {
    assertMayReadPermissionsOf(actor, userId);
    return this.queries.permissionsOf(userId);
  }

  @Patch('setUserPermissions/:userId')
  @RequirePermission('user_update')
  async setPermissions(
    @Param('userId', ParseIdPipe) userId: number,
    @Body() dto: SetPermissionsDto,
    @CurrentUser() actor: AuthenticatedUser,
  ) {
    await this.users.setPermissions(userId, dto.permissions, actor);
    return { status: true };
  }
}
