import { Inject, Injectable } from '@nestjs/common';
import { STUDENT_DEFAULT_PASSWORD, type StudentAnonymisedV1, type StudentSnapshotV1, UserType } from '@treina/contracts';
import {
  JsonLogger,
  type OutboxTransaction,
  PLATFORM_CONFIG,
  type PlatformConfig,
  queryRows,
  rewriteAuditTrail,
} from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher.js';
import { UserPermissionEntity } from '../permission/permission.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { UserCommands } from '../user/user.commands.js';
import { demoStudentPassword } from './demo-student-logins.js';
import { accountAnonymisationChanges, anonymousStudentEmail, PERSONAL_USER_AUDIT_FIELDS } from './student-login-anonymise.js';

/** What identity needs of a student event: the login follows `possui_login` and the e-mail. */
export type StudentLoginState = Pick<StudentSnapshotV1, 'id_aluno' | 'nome_aluno' | 'email' | 'possui_login' | 'revision'>;

export type StudentLoginOutcome = 'created' | 'updated' | 'reactivated' | 'deactivated' | 'unchanged' | 'stale' | 'skipped';

/**
 * Keeps a type-6 user per academic student whose 'Habilitar acesso ao Sistema'
 * (possui_login) is on: created with the default password (STUDENT_DEFAULT_PASSWORD),
 * linked by id_aluno, re-activated (password reset to the default) when turned on
 * again, deactivated when turned off or when the student is deleted. An e-mail that
 * belongs to a staff user (or to another student's login) is never taken over: the
 * event is logged and skipped. Runs in the consumer's transaction; events of the
 * user changes go out through its outbox.
 */
@Injectable()
export class StudentLoginService {
  private readonly logger = new JsonLogger('identity');

  constructor(
    private readonly users: UserCommands,
    private readonly hasher: PasswordHasher,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async apply(tx: OutboxTransaction, student: StudentLoginState, deleted = false): Promise<StudentLoginOutcome> {
    const { manager } = tx;
    if (!(await this.isNewer(manager, student))) return 'stale';
    const email = (student.email ?? '').trim().toLowerCase();
    const wantsLogin = !deleted && student.possui_login && email !== '';
    const linked = await this.findUser(manager, { id_aluno: student.id_aluno });

    if (!wantsLogin) {
      if (!linked?.status) return 'unchanged';
      await this.deactivate(tx, linked);
      return 'deactivated';
    }
    if (linked) return this.refresh(tx, linked, student, email);

    const owner = await this.findUser(manager, { email });
    if (owner) {
      if (owner.id_tipo_usuario !== UserType.ALUNO || (owner.id_aluno !== null && owner.id_aluno !== student.id_aluno)) {
        this.logger.emit('warn', 'student login skipped: the e-mail belongs to another user', {
          id_aluno: student.id_aluno,
          id_usuario: owner.id_usuario,
          id_tipo_usuario: owner.id_tipo_usuario,
        });
        return 'skipped';
      }
      // A student user created by hand with this e-mail: it becomes this student's login.
      return this.refresh(tx, owner, student, email);
    }
    const demoPassword = demoStudentPassword(email, this.platform.demoSeed);
    await this.users.createIn(
      tx,
      {
        nome: student.nome_aluno,
        email,
        senha: demoPassword ?? STUDENT_DEFAULT_PASSWORD,
        id_tipo_usuario: UserType.ALUNO,
        id_aluno: student.id_aluno,
        // Everyone knows the default password: the student sets their own first. Demo logins are exempt.
        deve_trocar_senha: demoPassword === undefined,
      },
      null,
    );
    return 'created';
  }

  /**
   * The student's erasure on request (academic.student.anonymised.v1): their account keeps the
   * anonymous name and an e-mail nobody has (`anonimizado-<id>@invalid`), is deactivated (log-in
   * refused, sessions ended, permissions gone) and announced like any deactivation, so every
   * users projection follows; identity's audit rows about it lose the name, e-mail and addresses,
   * and the rows the student made as a user show the anonymous name. The marker makes every later
   * student event stale for the login (isNewer). Idempotent: a second delivery changes nothing.
   */
  async applyAnonymised(tx: OutboxTransaction, event: StudentAnonymisedV1): Promise<'anonymised' | 'unchanged'> {
    const { manager } = tx;
    await queryRows(
      manager,
      `INSERT INTO aluno_login_revisao AS r (id_aluno, revision, anonimizado_em) VALUES (:id_aluno, :revision, :at)
       ON CONFLICT (id_aluno) DO UPDATE SET revision = GREATEST(r.revision, EXCLUDED.revision),
         anonimizado_em = coalesce(r.anonimizado_em, EXCLUDED.anonimizado_em), atualizado_em = now()`,
      { id_aluno: event.id_aluno, revision: event.revision, at: event.anonimizado_em },
    );
    const user = await this.findUser(manager, { id_aluno: event.id_aluno });
    if (!user) return 'unchanged';
    const anonymous = { nome: event.nome_aluno, email: anonymousStudentEmail(event.id_aluno) };
    if (user.nome === anonymous.nome && user.email === anonymous.email && !user.status) return 'unchanged';
    await manager.delete(UserPermissionEntity, { id_usuario: user.id_usuario });
    await manager.update(
      UserEntity,
      { id_usuario: user.id_usuario },
      { ...anonymous, status: false, session_version: user.session_version + 1, revision: user.revision + 1 },
    );
    await rewriteAuditTrail(manager, {
      entidade: 'user',
      id_entidade: user.id_usuario,
      campos: PERSONAL_USER_AUDIT_FIELDS,
      actor: { id_usuario: user.id_usuario, nome: anonymous.nome },
    });
    tx.audit({
      actor: null,
      entidade: 'user',
      id_entidade: user.id_usuario,
      acao: 'update',
      alteracoes: accountAnonymisationChanges(event.anonimizado_em, anonymous, user.status),
    });
    tx.publish('identity.user.deactivated.v1', await this.users.snapshot(manager, user.id_usuario));
    return 'anonymised';
  }

  /** Records the student's revision; false when identity already applied this one or a newer one, or the student was anonymised. */
  private async isNewer(manager: EntityManager, student: StudentLoginState): Promise<boolean> {
    // One guarded statement (TypeORM's upsert has no WHERE on its update), on the event path.
    const rows = await queryRows<{ id_aluno: number }>(
      manager,
      `INSERT INTO aluno_login_revisao AS r (id_aluno, revision) VALUES (:id_aluno, :revision)
       ON CONFLICT (id_aluno) DO UPDATE SET revision = EXCLUDED.revision, atualizado_em = now()
       WHERE r.revision < EXCLUDED.revision AND r.anonimizado_em IS NULL
       RETURNING id_aluno`,
      { id_aluno: student.id_aluno, revision: student.revision },
    );
    return rows.length > 0;
  }

  private findUser(manager: EntityManager, where: { id_aluno: number } | { email: string }) {
    return manager.findOne(UserEntity, { where, lock: { mode: 'pessimistic_write' } });
  }

  /** Links, renames, re-activates as needed; one user event when anything changed. */
  private async refresh(tx: OutboxTransaction, user: UserEntity, student: StudentLoginState, email: string): Promise<StudentLoginOutcome> {
    const { manager } = tx;
    const changes: Partial<UserEntity> = {};
    if (user.id_aluno !== student.id_aluno) changes.id_aluno = student.id_aluno;
    if (user.nome !== student.nome_aluno) changes.nome = student.nome_aluno;
    if (user.email !== email) {
      const taken = await manager.findOne(UserEntity, { where: { email } });
      if (taken && taken.id_usuario !== user.id_usuario) {
        this.logger.emit('warn', 'student login e-mail not changed: the e-mail belongs to another user', {
          id_aluno: student.id_aluno,
          id_usuario: taken.id_usuario,
        });
      } else {
        changes.email = email;
      }
    }
    if (!user.status) {
      changes.status = true;
      const demoPassword = demoStudentPassword(email, this.platform.demoSeed);
      changes.senha_hash = await this.hasher.hash(demoPassword ?? STUDENT_DEFAULT_PASSWORD);
      changes.deve_trocar_senha = demoPassword === undefined;
      await manager.delete(UserPermissionEntity, { id_usuario: user.id_usuario });
      await this.users.writePermissions(manager, user.id_usuario, await this.users.defaultPermissionIds(manager, UserType.ALUNO));
    }
    if (!Object.keys(changes).length) return 'unchanged';
    await manager.update(UserEntity, { id_usuario: user.id_usuario }, { ...changes, revision: user.revision + 1 });
    tx.publish('identity.user.updated.v1', await this.users.snapshot(manager, user.id_usuario));
    return user.status ? 'updated' : 'reactivated';
  }

  /** Like DELETE /api/users: permissions cleared, status false, every session ended. */
  private async deactivate(tx: OutboxTransaction, user: UserEntity): Promise<void> {
    const { manager } = tx;
    await manager.delete(UserPermissionEntity, { id_usuario: user.id_usuario });
    await manager.update(
      UserEntity,
      { id_usuario: user.id_usuario },
      {
        status: false,
        session_version: user.session_version + 1,
        revision: user.revision + 1,
      },
    );
    tx.publish('identity.user.deactivated.v1', await this.users.snapshot(manager, user.id_usuario));
  }
}
