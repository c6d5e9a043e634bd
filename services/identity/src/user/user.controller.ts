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
import { SessionIssuer } from '../auth/session-issuer.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { USER_LIST_COLUMNS } from './user-list.columns.js';
import { UserCommands } from './user.commands.js';
import { UserQueries } from './user.queries.js';

@Controller()
export class UserController {
  constructor(
    private readonly queries: UserQueries,
    private readonly users: UserCommands,
    private readonly sessions: SessionIssuer,
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
    if (ownSessionRenewed) setSessionCookie(request, response, await this.sessions.issue(id));
    // SPEC: the answer carries a truthy `status`; the user (whose own `status` may be false) goes beside it.
    return { status: true, user: row };
  }

  /** DELETE /api/users?usersIds=1,2: deactivates. */
  @Delete('users')
  @RequirePermission('user_delete')
  async deactivate(@Query('usersIds', ParseIdListPipe) usersIds: number[], @CurrentUser() actor: AuthenticatedUser) {
    await this.users.deactivate(usersIds, actor);
    return { status: true };
  }
}
