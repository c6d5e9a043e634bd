import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, UserPermissionRow, UserRow } from '@treina/contracts';
import { type ListQuery, notFound, type Page } from '@treina/nest-platform';
import { USER_NOT_FOUND } from './user-list.columns.js';
import { UserRepository } from './user.repository.js';

/** The read side of users: the Usuários list, one user as it shows them, their history and permissions. */
@Injectable()
export class UserQueries {
  constructor(private readonly users: UserRepository) {}

  /** GET /api/user/{id}/history: the account's changes, permissions, log-ins (with the address), log-outs and password resets. */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return this.users.history(id, query);
  }

  list(query: ListQuery): Promise<Page<UserRow>> {
    return this.users.page(query);
  }

  row(id: number): Promise<UserRow> {
    return this.users.row(id);
  }

  /** GET /api/getUserPermissions/{id}: the user's own permissions (404 for no such user). */
  async permissionsOf(userId: number): Promise<UserPermissionRow[]> {
    if (!(await this.users.exists(userId))) throw notFound(USER_NOT_FOUND);
    return this.users.permissionsOf(userId);
  }
}
