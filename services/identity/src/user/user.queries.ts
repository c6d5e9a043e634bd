import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, UserRow } from '@treina/contracts';
import { applyListQuery, type ListQuery, notFound, type Page, recordHistory } from '@treina/nest-platform';
import { DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { USER_DEFAULT_SORT, USER_LIST_COLUMNS, USER_NOT_FOUND } from './user-list.columns.js';
import { UserTypeEntity } from './user-type.entity.js';
import { UserEntity } from './user.entity.js';

/** The read side of users: the Usuários list and one user as it shows them. */
@Injectable()
export class UserQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** GET /api/user/{id}/history: the account's changes, permissions, log-ins (with the address), log-outs and password resets. */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'user', id, query, {
      exists: (manager) => manager.existsBy(UserEntity, { id_usuario: id }),
      notFoundMessage: USER_NOT_FOUND,
    });
  }

  async list(query: ListQuery): Promise<Page<UserRow>> {
    const qb = applyListQuery(this.baseQuery(this.dataSource.manager), query, USER_LIST_COLUMNS, USER_DEFAULT_SORT);
    const [rows, total] = await Promise.all([qb.getRawMany<UserRow>(), query.page ? qb.getCount() : Promise.resolve(-1)]);
    return { rows, total: total < 0 ? rows.length : total };
  }

  async row(id: number, manager: EntityManager = this.dataSource.manager): Promise<UserRow> {
    const row = await this.baseQuery(manager).where('u.id_usuario = :id', { id }).getRawOne<UserRow>();
    if (!row) throw notFound(USER_NOT_FOUND);
    return row;
  }

  private baseQuery(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
    return manager
      .createQueryBuilder()
      .from(UserEntity, 'u')
      .innerJoin(UserTypeEntity, 't', 't.id_tipo_usuario = u.id_tipo_usuario')
      .select(['u.id_usuario AS id_usuario', 'u.nome AS nome', 'u.email AS email', 'u.status AS status'])
      .addSelect(['u.id_tipo_usuario AS id_tipo_usuario', 't.nome AS nome_tipo_usuario', 'u.id_aluno AS id_aluno']);
  }
}
