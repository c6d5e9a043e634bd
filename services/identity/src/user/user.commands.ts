import { Injectable } from '@nestjs/common';
import { type EventType, type UserRow, type UserSnapshotV1 } from '@treina/contracts';
import {
  type AuditActor,
  type AuthenticatedUser,
  ApiException,
  badRequest,
  conflict,
  fieldChanges,
  HIDDEN_VALUE,
  notFound,
  OutboxService,
  type OutboxTransaction,
} from '@treina/nest-platform';
import { assertMayReceivePermissions, assertMayUpdateUser, mayDeactivate, NOT_YOURSELF } from '../access.js';
import { PasswordHasher } from './password-hasher.js';
import { PermissionRepository } from '../permission/permission.repository.js';
import type { RegisterUserDto } from './dto/register-user.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { EMAIL_TAKEN, USER_NOT_FOUND } from './user-list.columns.js';
import { UserRepository, type UserTx } from './user.repository.js';

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
    private readonly users: UserRepository,
    private readonly permissions: PermissionRepository,
  ) {}

  /** The full user as identity's events carry it. */
  snapshot(manager: UserTx, id: number): Promise<UserSnapshotV1> {
    return this.users.snapshot(manager, id);
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
    const id = await this.users.insert(manager, {
      nome: input.nome,
      email: input.email.toLowerCase(),
      senha_hash,
      status: true,
      id_tipo_usuario: input.id_tipo_usuario,
      id_aluno: input.id_aluno ?? null,
      deve_trocar_senha: input.deve_trocar_senha ?? actor !== null,
    });
    const permissionIds = input.permissions ?? (await this.defaultPermissionIds(manager, input.id_tipo_usuario));
    await this.writePermissions(manager, id, permissionIds);
    const snapshot = await this.snapshot(manager, id);
    tx.publish('identity.user.created.v1', snapshot);
    tx.audit({
      actor,
      entidade: 'user',
      id_entidade: id,
      acao: 'create',
      alteracoes: fieldChanges(null, snapshot, AUDITED_FIELDS),
    });
    return this.users.row(id, manager);
  }

  /**
   * PATCH /api/user/{id}. Holders of `user_update` change anything; anyone else
   * only their own name and password (Meu Perfil). Returns whether the caller's
   * own sessions were renewed (their password changed), so a new cookie is due.
   */
  async update(id: number, dto: UpdateUserDto, actor: AuthenticatedUser): Promise<{ row: UserRow; ownSessionRenewed: boolean }> {
    assertMayUpdateUser(actor, id, dto);
    const isSelf = actor.id_usuario === id;

    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const user = await this.users.lock(manager, id);
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
        await this.users.clearPermissions(manager, id);
      } else if (dto.status === true) {
        user.status = true;
      }
      if (endSessions) user.session_version += 1;
      user.revision += 1;
      await this.users.save(manager, user);
      const after = await this.snapshot(manager, id);
      tx.publish(event, after);
      const alteracoes = [...fieldChanges(before, after, AUDITED_FIELDS), ...(dto.senha !== undefined ? [PASSWORD_CHANGED] : [])];
      tx.audit({ actor, entidade: 'user', id_entidade: id, acao: 'update', alteracoes });
      return { row: await this.users.row(id, manager), ownSessionRenewed: isSelf && endSessions };
    });
  }

  /** DELETE /api/users: deactivation, never deletion. */
  async deactivate(ids: number[], actor: AuthenticatedUser): Promise<void> {
    if (ids.some((id) => !mayDeactivate(actor, { id_usuario: id }))) throw conflict(NOT_YOURSELF);
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const users = await this.users.lockMany(manager, ids);
      if (users.length !== ids.length) throw notFound(USER_NOT_FOUND);
      for (const user of users) {
        if (!user.status) continue;
        const before = await this.snapshot(manager, user.id_usuario);
        await this.users.clearPermissions(manager, user.id_usuario);
        user.status = false;
        user.session_version += 1;
        user.revision += 1;
        await this.users.save(manager, user);
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
      const user = await this.users.lock(manager, id);
      const before = await this.snapshot(manager, id);
      assertMayReceivePermissions(user, permissionIds);
      await this.users.clearPermissions(manager, id);
      await this.writePermissions(manager, id, permissionIds);
      user.revision += 1;
      await this.users.save(manager, user);
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
    const user = await this.users.lock(tx.manager, id);
    if (newPasswordHash) {
      user.senha_hash = newPasswordHash;
      user.deve_trocar_senha = false;
    }
    user.session_version += 1;
    user.revision += 1;
    await this.users.save(tx.manager, user);
    tx.publish('identity.user.updated.v1', await this.snapshot(tx.manager, id));
  }

  async defaultPermissionIds(manager: UserTx, userType: number): Promise<number[]> {
    return this.permissions.defaultIds(manager, userType);
  }

  /** Adds these permissions to the user's; an unknown one is a 400. */
  async writePermissions(manager: UserTx, userId: number, permissionIds: number[]): Promise<void> {
    const ids = [...new Set(permissionIds)];
    if (!ids.length) return;
    if ((await this.permissions.countKnown(manager, ids)) !== ids.length) {
      throw badRequest('A lista de permissões contém uma permissão inexistente.');
    }
    await this.users.addPermissions(manager, userId, ids);
  }

  private async assertUserType(manager: UserTx, id: number): Promise<void> {
    if (!(await this.permissions.userTypeExists(manager, id))) {
      throw new ApiException(400, 'Tipo de usuário inválido.', [{ field: 'id_tipo_usuario', message: 'Tipo de usuário inválido.' }]);
    }
  }

  private async assertEmailFree(manager: UserTx, email: string, exceptId?: number): Promise<void> {
    const existing = await this.users.emailOwner(manager, email);
    if (existing && existing.id_usuario !== exceptId) throw conflict(EMAIL_TAKEN);
  }
}
