import { Injectable } from '@nestjs/common';
import { type EventType, type UserRow, type UserSnapshotV1 } from '@treina/contracts';
import {
  type AuditActor,
  type AuthenticatedUser,
  ApiException,
  badRequest,
  conflict,
  fieldChanges,
  forbidden,
  HIDDEN_VALUE,
  notFound,
  OutboxService,
  type OutboxTransaction,
  PASSWORD_CHANGE_REQUIRED,
} from '@treina/nest-platform';
import { type EntityManager, In } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher.js';
import { DefaultPermissionEntity, PermissionEntity, UserPermissionEntity } from '../permission/permission.entity.js';
import type { RegisterUserDto } from './dto/register-user.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { EMAIL_TAKEN, USER_NOT_FOUND } from './user-list.columns.js';
import { UserTypeEntity } from './user-type.entity.js';
import { loadUserSnapshot } from './user-snapshot.js';
import { UserQueries } from './user.queries.js';
import { UserEntity } from './user.entity.js';

export interface NewUser {
  nome: string;
  email: string;
  senha: string;
  id_tipo_usuario: number;
  permissions?: number[];
  id_aluno?: number | null;
  /** Whether the user must change this password first; by default when someone (an `actor`) sets it for them. */
  deve_trocar_senha?: boolean;
}

/** What a user's history records of the account (never the password: a new one shows as '(oculto)'). */
const AUDITED_FIELDS = ['nome', 'email', 'status', 'id_tipo_usuario', 'permissions'] as const satisfies ReadonlyArray<keyof UserSnapshotV1>;
const PASSWORD_CHANGED = { campo: 'senha', de: HIDDEN_VALUE, para: HIDDEN_VALUE };

/** The write side of users: registration, changes, deactivation, permissions and sessions, each with its event. */
@Injectable()
export class UserCommands {
  constructor(
    private readonly outbox: OutboxService,
    private readonly hasher: PasswordHasher,
    private readonly queries: UserQueries,
  ) {}

  /** The full user as identity's events carry it. */
  snapshot(manager: EntityManager, id: number): Promise<UserSnapshotV1> {
    return loadUserSnapshot(manager, id);
  }

  async register(dto: RegisterUserDto, actor: AuditActor): Promise<UserRow> {
    return this.outbox.transaction((tx) => this.createIn(tx, dto, actor));
  }

  /** Creates a user inside a caller's transaction and records `identity.user.created.v1`; `actor` null: the system (a student's login, the seed). */
  async createIn(tx: OutboxTransaction, input: NewUser, actor: AuditActor | null): Promise<UserRow> {
    const { manager } = tx;
    await this.assertUserType(manager, input.id_tipo_usuario);
    await this.assertEmailFree(manager, input.email);
    const senha_hash = await this.hasher.hash(input.senha);
    const saved = await manager.save(
      manager.create(UserEntity, {
        nome: input.nome,
        email: input.email.toLowerCase(),
        senha_hash,
        status: true,
        id_tipo_usuario: input.id_tipo_usuario,
        id_aluno: input.id_aluno ?? null,
        deve_trocar_senha: input.deve_trocar_senha ?? actor !== null,
      }),
    );
    const permissionIds = input.permissions ?? (await this.defaultPermissionIds(manager, input.id_tipo_usuario));
    await this.writePermissions(manager, saved.id_usuario, permissionIds);
    const snapshot = await this.snapshot(manager, saved.id_usuario);
    tx.publish('identity.user.created.v1', snapshot);
    tx.audit({
      actor,
      entidade: 'user',
      id_entidade: saved.id_usuario,
      acao: 'create',
      alteracoes: fieldChanges(null, snapshot, AUDITED_FIELDS),
    });
    return this.queries.row(saved.id_usuario, manager);
  }

  /**
   * PATCH /api/user/{id}. Holders of `user_update` change anything; anyone else
   * only their own name and password (Meu Perfil). Returns whether the caller's
   * own sessions were renewed (their password changed), so a new cookie is due.
   */
  async update(id: number, dto: UpdateUserDto, actor: AuthenticatedUser): Promise<{ row: UserRow; ownSessionRenewed: boolean }> {
    const mayManage = actor.permissions.includes('user_update');
    const isSelf = actor.id_usuario === id;
    // A session held to change its password does that and nothing else.
    if (actor.mustChangePassword && (!isSelf || dto.senha === undefined)) throw forbidden(PASSWORD_CHANGE_REQUIRED);
    if (!mayManage && !isSelf) throw forbidden();
    if (!mayManage && (dto.email !== undefined || dto.id_tipo_usuario !== undefined || dto.status !== undefined)) {
      throw forbidden('Você só pode alterar o seu nome e a sua senha.');
    }
    if (isSelf && dto.status === false) throw conflict('Você não pode desativar o seu próprio usuário.');

    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const user = await this.lockUser(manager, id);
      const before = await this.snapshot(manager, id);
      let endSessions = false;
      if (dto.nome !== undefined) user.nome = dto.nome;
      if (dto.email !== undefined && dto.email !== user.email) {
        await this.assertEmailFree(manager, dto.email, id);
        user.email = dto.email;
      }
      if (dto.id_tipo_usuario !== undefined && dto.id_tipo_usuario !== user.id_tipo_usuario) {
        await this.assertUserType(manager, dto.id_tipo_usuario);
        user.id_tipo_usuario = dto.id_tipo_usuario;
      }
      if (dto.senha !== undefined) {
        user.senha_hash = await this.hasher.hash(dto.senha);
        // One's own password is one's own; a password someone else set must be changed at the next log-in.
        user.deve_trocar_senha = !isSelf;
        endSessions = true;
      }
      let event: EventType = 'identity.user.updated.v1';
      if (dto.status === false && user.status) {
        user.status = false;
        endSessions = true;
        event = 'identity.user.deactivated.v1';
        await manager.delete(UserPermissionEntity, { id_usuario: id });
      } else if (dto.status === true) {
        user.status = true;
      }
      if (endSessions) user.session_version += 1;
      user.revision += 1;
      await manager.save(user);
      const after = await this.snapshot(manager, id);
      tx.publish(event, after);
      const alteracoes = [...fieldChanges(before, after, AUDITED_FIELDS), ...(dto.senha !== undefined ? [PASSWORD_CHANGED] : [])];
      tx.audit({ actor, entidade: 'user', id_entidade: id, acao: 'update', alteracoes });
      return { row: await this.queries.row(id, manager), ownSessionRenewed: isSelf && endSessions };
    });
  }

  /** DELETE /api/users: deactivation, never deletion (SPEC section 4). */
  async deactivate(ids: number[], actor: AuthenticatedUser): Promise<void> {
    if (ids.includes(actor.id_usuario)) throw conflict('Você não pode desativar o seu próprio usuário.');
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const users = await manager.find(UserEntity, { where: { id_usuario: In(ids) }, lock: { mode: 'pessimistic_write' } });
      if (users.length !== ids.length) throw notFound(USER_NOT_FOUND);
      for (const user of users) {
        if (!user.status) continue;
        const before = await this.snapshot(manager, user.id_usuario);
        await manager.delete(UserPermissionEntity, { id_usuario: user.id_usuario });
        user.status = false;
        user.session_version += 1;
        user.revision += 1;
        await manager.save(user);
        const after = await this.snapshot(manager, user.id_usuario);
        tx.publish('identity.user.deactivated.v1', after);
        // DELETE /api/users deactivates: the history calls it a delete, with what it took away.
        tx.audit({
          actor,
          entidade: 'user',
          id_entidade: user.id_usuario,
          acao: 'delete',
          alteracoes: fieldChanges(before, after, AUDITED_FIELDS),
        });
      }
    });
  }

  async setPermissions(id: number, permissionIds: number[], actor: AuditActor): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const user = await this.lockUser(manager, id);
      const before = await this.snapshot(manager, id);
      if (!user.status && permissionIds.length) throw conflict('Não é possível dar permissões a um usuário inativo.');
      await manager.delete(UserPermissionEntity, { id_usuario: id });
      await this.writePermissions(manager, id, permissionIds);
      user.revision += 1;
      await manager.save(user);
      const after = await this.snapshot(manager, id);
      tx.publish('identity.user.updated.v1', after);
      tx.audit({ actor, entidade: 'user', id_entidade: id, acao: 'update', alteracoes: fieldChanges(before, after, AUDITED_FIELDS) });
    });
  }

  /** Ends every open session of the user (logout, recorded in their history). */
  async endSessions(user: AuditActor): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      await this.endSessionsIn(tx, user.id_usuario);
      tx.audit({ actor: user, entidade: 'user', id_entidade: user.id_usuario, acao: 'logout', alteracoes: [] });
    });
  }

  /** Inside a caller's transaction; with a new password hash, also sets it (password reset). */
  async endSessionsIn(tx: OutboxTransaction, id: number, newPasswordHash?: string): Promise<void> {
    const user = await this.lockUser(tx.manager, id);
    if (newPasswordHash) {
      user.senha_hash = newPasswordHash;
      user.deve_trocar_senha = false;
    }
    user.session_version += 1;
    user.revision += 1;
    await tx.manager.save(user);
    tx.publish('identity.user.updated.v1', await this.snapshot(tx.manager, id));
  }

  async defaultPermissionIds(manager: EntityManager, userType: number): Promise<number[]> {
    const rows = await manager.find(DefaultPermissionEntity, { where: { id_tipo_usuario: userType } });
    return rows.map((row) => row.id_permissao);
  }

  async writePermissions(manager: EntityManager, userId: number, permissionIds: number[]): Promise<void> {
    const ids = [...new Set(permissionIds)];
    if (!ids.length) return;
    const known = await manager.count(PermissionEntity, { where: { id_permissao: In(ids) } });
    if (known !== ids.length) throw badRequest('A lista de permissões contém uma permissão inexistente.');
    await manager.insert(
      UserPermissionEntity,
      ids.map((id_permissao) => ({ id_usuario: userId, id_permissao })),
    );
  }

  private async lockUser(manager: EntityManager, id: number): Promise<UserEntity> {
    const user = await manager.findOne(UserEntity, {
      where: { id_usuario: id },
      lock: { mode: 'pessimistic_write' },
      select: {
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
      },
    });
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  }

  private async assertUserType(manager: EntityManager, id: number): Promise<void> {
    if (!(await manager.exists(UserTypeEntity, { where: { id_tipo_usuario: id } }))) {
      throw new ApiException(400, 'Tipo de usuário inválido.', [{ field: 'id_tipo_usuario', message: 'Tipo de usuário inválido.' }]);
    }
  }

  private async assertEmailFree(manager: EntityManager, email: string, exceptId?: number): Promise<void> {
    const existing = await manager.findOne(UserEntity, { where: { email: email.toLowerCase() } });
    if (existing && existing.id_usuario !== exceptId) throw conflict(EMAIL_TAKEN);
  }
}
