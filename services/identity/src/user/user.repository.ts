import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, UserPermissionRow, UserRow, UserSnapshotV1 } from '@treina/contracts';
import {
  applyListQuery,
  createEnvelope,
  insertOutboxMessages,
  type ListQuery,
  notFound,
  type Page,
  recordHistory,
  type SessionUserState,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { PermissionEntity } from '../permission/permission.entity.js';
import { UserPermissionEntity } from './user-permission.entity.js';
import { USER_DEFAULT_SORT, USER_LIST_COLUMNS, USER_NOT_FOUND } from './user-list.columns.js';
import { UserTypeEntity } from '../permission/user-type.entity.js';
import { UserEntity } from './user.entity.js';

/** A transaction's handle: the outbox transaction's manager, or the event's inbox transaction's. */
export type UserTx = EntityManager;
export type NewUserRow = Pick<
  UserEntity,
  'nome' | 'email' | 'senha_hash' | 'status' | 'id_tipo_usuario' | 'id_aluno' | 'deve_trocar_senha'
>;
export type UserChanges = Partial<Omit<UserEntity, 'id_usuario'>>;
/** What a log-in checks of an account. */
export type UserCredentials = Pick<UserEntity, 'id_usuario' | 'nome' | 'senha_hash' | 'status'>;

/** Every column, the password hash too (the entity leaves it out unless asked). */
const ALL_USER_COLUMNS = {
  id_usuario: true,
  nome: true,
  email: true,
  senha_hash: true,
  status: true,
  id_tipo_usuario: true,
  id_aluno: true,
  session_version: true,
  deve_trocar_senha: true,
  revision: true,
  criado_em: true,
  atualizado_em: true,
} as const;

/**
 * A user with the names of its permissions (`permissions`, in id order) and its session
 * version (`sessionVersion`): the columns the session check and the user events share.
 */
function userWithPermissions(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  return manager
    .createQueryBuilder()
    .from(UserEntity, 'u')
    .leftJoin(UserPermissionEntity, 'up', 'up.id_usuario = u.id_usuario')
    .leftJoin(PermissionEntity, 'p', 'p.id_permissao = up.id_permissao')
    .select(['u.id_usuario AS id_usuario', 'u.nome AS nome', 'u.email AS email', 'u.status AS status'])
    .addSelect(['u.id_tipo_usuario AS id_tipo_usuario', 'u.id_aluno AS id_aluno', 'u.session_version AS "sessionVersion"'])
    .addSelect(`COALESCE(array_agg(p.nome ORDER BY p.id_permissao) FILTER (WHERE p.nome IS NOT NULL), '{}')`, 'permissions')
    .groupBy('u.id_usuario');
}

/** The user as the Usuários list shows it. */
function userRows(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  return manager
    .createQueryBuilder()
    .from(UserEntity, 'u')
    .innerJoin(UserTypeEntity, 't', 't.id_tipo_usuario = u.id_tipo_usuario')
    .select(['u.id_usuario AS id_usuario', 'u.nome AS nome', 'u.email AS email', 'u.status AS status'])
    .addSelect(['u.id_tipo_usuario AS id_tipo_usuario', 't.nome AS nome_tipo_usuario', 'u.id_aluno AS id_aluno']);
}

/**
 * The user aggregate in the database: the account and its own permissions. A method given a
 * manager runs on that transaction; one without reads outside any.
 */
@Injectable()
export class UserRepository {
  constructor(private readonly dataSource: DataSource) {}

  // ---- reads ----

  async page(query: ListQuery): Promise<Page<UserRow>> {
    const qb = applyListQuery(userRows(this.dataSource.manager), query, USER_LIST_COLUMNS, USER_DEFAULT_SORT);
    const [rows, total] = await Promise.all([qb.getRawMany<UserRow>(), query.page ? qb.getCount() : Promise.resolve(-1)]);
    return { rows, total: total < 0 ? rows.length : total };
  }

  /** The user as the list shows it, else a 404. */
  async row(id: number, manager: UserTx = this.dataSource.manager): Promise<UserRow> {
    const row = await userRows(manager).where('u.id_usuario = :id', { id }).getRawOne<UserRow>();
    if (!row) throw notFound(USER_NOT_FOUND);
    return row;
  }

  /** The account's changes, permissions, log-ins, log-outs and password resets, newest first. */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'user', id, query, {
      exists: (manager) => manager.existsBy(UserEntity, { id_usuario: id }),
      notFoundMessage: USER_NOT_FOUND,
    });
  }

  /** The user as identity's events carry it: data, type name, permission names, session version, revision. */
  async snapshot(manager: UserTx, id: number): Promise<UserSnapshotV1> {
    const row = await userWithPermissions(manager)
      .innerJoin(UserTypeEntity, 't', 't.id_tipo_usuario = u.id_tipo_usuario')
      .addSelect(['t.nome AS nome_tipo_usuario', 'u.revision AS revision'])
      .addGroupBy('t.nome')
      .where('u.id_usuario = :id', { id })
      .getRawOne<UserSnapshotV1 & { permissions: string[] | null }>();
    if (!row) throw notFound(USER_NOT_FOUND);
    return { ...row, id_aluno: row.id_aluno ?? null, permissions: row.permissions ?? [] };
  }

  /** Queues a snapshot of every user in the outbox, in one transaction (a replay's source); answers how many. */
  queueSnapshotsOfAll(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const ids = await manager.find(UserEntity, { select: { id_usuario: true }, order: { id_usuario: 'ASC' } });
      const envelopes = [];
      for (const { id_usuario } of ids) {
        envelopes.push(createEnvelope('identity.user.updated.v1', await this.snapshot(manager, id_usuario), 'identity'));
      }
      await insertOutboxMessages(manager, envelopes);
      return envelopes.length;
    });
  }

  /** What the session guard checks of a user; null when there is none. */
  async sessionState(userId: number): Promise<SessionUserState | null> {
    const row = await userWithPermissions(this.dataSource.manager)
      .where('u.id_usuario = :userId', { userId })
      .getRawOne<SessionUserState & { permissions: string[] | null }>();
    return row ? { ...row, permissions: row.permissions ?? [] } : null;
  }

  /** Whether the user must change a password someone else set. */
  async mustChangePassword(userId: number): Promise<boolean> {
    const user = await this.dataSource.manager.findOne(UserEntity, {
      where: { id_usuario: userId },
      select: { id_usuario: true, deve_trocar_senha: true },
    });
    return user?.deve_trocar_senha ?? false;
  }

  /** The account a log-in names (e-mail already folded to lower case). */
  credentials(email: string): Promise<UserCredentials | null> {
    return this.dataSource.manager.findOne(UserEntity, {
      where: { email },
      select: { id_usuario: true, nome: true, senha_hash: true, status: true },
    });
  }

  exists(id: number): Promise<boolean> {
    return this.dataSource.manager.exists(UserEntity, { where: { id_usuario: id } });
  }

  emailExists(email: string): Promise<boolean> {
    return this.dataSource.manager.exists(UserEntity, { where: { email } });
  }

  /** The user, outside any transaction (or on the given one). */
  byId(id: number, manager: UserTx = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id_usuario: id } });
  }

  /** The active user with this e-mail, as stored. */
  activeByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource.manager.findOne(UserEntity, { where: { email, status: true } });
  }

  /** The user holding this e-mail (compared in lower case). */
  emailOwner(manager: UserTx, email: string): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { email: email.toLowerCase() } });
  }

  /** The user's own permissions, in id order. */
  permissionsOf(userId: number): Promise<UserPermissionRow[]> {
    return this.dataSource.manager
      .createQueryBuilder(UserPermissionEntity, 'up')
      .innerJoin(PermissionEntity, 'p', 'p.id_permissao = up.id_permissao')
      .select(['p.id_permissao AS id_permissao', 'p.nome AS nome_permissao'])
      .where('up.id_usuario = :userId', { userId })
      .orderBy('p.id_permissao')
      .getRawMany<UserPermissionRow>();
  }

  // ---- writes, on the caller's transaction ----

  /** Inserts the account; answers its id. */
  async insert(manager: UserTx, user: NewUserRow): Promise<number> {
    return (await manager.save(manager.create(UserEntity, user))).id_usuario;
  }

  /** The user with every column, locked until the transaction ends; else a 404. */
  async lock(manager: UserTx, id: number): Promise<UserEntity> {
    const user = await manager.findOne(UserEntity, {
      where: { id_usuario: id },
      lock: { mode: 'pessimistic_write' },
      select: ALL_USER_COLUMNS,
    });
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  }

  /** These users, locked until the transaction ends. */
  lockMany(manager: UserTx, ids: number[]): Promise<UserEntity[]> {
    return manager.find(UserEntity, { where: { id_usuario: In(ids) }, lock: { mode: 'pessimistic_write' } });
  }

  /** The user linked to this student, or holding this e-mail, locked until the transaction ends. */
  lockWhere(manager: UserTx, where: { id_aluno: number } | { email: string }): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where, lock: { mode: 'pessimistic_write' } });
  }

  /** Writes a user loaded from this repository with its fields changed. */
  async save(manager: UserTx, user: UserEntity): Promise<void> {
    await manager.save(user);
  }

  /** Writes these fields of the user. */
  async update(manager: UserTx, id: number, changes: UserChanges): Promise<void> {
    await manager.update(UserEntity, { id_usuario: id }, changes);
  }

  async clearPermissions(manager: UserTx, userId: number): Promise<void> {
    await manager.delete(UserPermissionEntity, { id_usuario: userId });
  }

  /** Adds these permission ids (distinct, known) to the user's. */
  async addPermissions(manager: UserTx, userId: number, permissionIds: number[]): Promise<void> {
    if (!permissionIds.length) return;
    await manager.insert(
      UserPermissionEntity,
      permissionIds.map((id_permissao) => ({ id_usuario: userId, id_permissao })),
    );
  }
}
