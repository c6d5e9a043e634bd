import { Inject, Injectable } from '@nestjs/common';
import { STUDENT_DEFAULT_PASSWORD, type StudentAnonymisedV1, type StudentSnapshotV1, UserType } from '@treina/contracts';
import { JsonLogger, type OutboxTransaction, PLATFORM_CONFIG, type PlatformConfig } from '@treina/nest-platform';
import { mayBecomeStudentLogin } from '../access.js';
import { PasswordHasher } from '../user/password-hasher.js';
import type { UserEntity } from '../user/user.entity.js';
import { UserCommands } from '../user/user.commands.js';
import { UserRepository } from '../user/user.repository.js';
import { demoStudentPassword } from './demo-student-logins.js';
import { accountAnonymisationChanges, anonymousStudentEmail, PERSONAL_USER_AUDIT_FIELDS } from './student-login-anonymise.js';
import { StudentLoginRepository } from './student-login.repository.js';

/** What identity needs of a student event: the login follows `possui_login` and the e-mail. */
export type StudentLoginState = Pick<StudentSnapshotV1, 'id_aluno' | 'nome_aluno' | 'email' | 'possui_login' | 'revision'>;

export type StudentLoginOutcome = 'created' | 'updated' | 'reactivated' | 'deactivated' | 'unchanged' | 'stale' | 'skipped';

/**
 * Keeps a type-6 user per student whose 'Habilitar acesso ao Sistema' is on, linked by id_aluno:
 * created or re-activated with the default password, deactivated when turned off or deleted; another
 * user's e-mail is never taken over (access.ts). Runs in the consumer's transaction and outbox.
 */
@Injectable()
export class StudentLoginService {
  private readonly logger = new JsonLogger('identity');

  constructor(
    private readonly users: UserCommands,
    private readonly accounts: UserRepository,
    private readonly revisions: StudentLoginRepository,
    private readonly hasher: PasswordHasher,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async apply(tx: OutboxTransaction, student: StudentLoginState, deleted = false): Promise<StudentLoginOutcome> {
    const { manager } = tx;
    if (!(await this.revisions.recordRevision(manager, student.id_aluno, student.revision))) return 'stale';
    const email = (student.email ?? '').trim().toLowerCase();
    const wantsLogin = !deleted && student.possui_login && email !== '';
    const linked = await this.accounts.lockWhere(manager, { id_aluno: student.id_aluno });

    if (!wantsLogin) {
      if (!linked?.status) return 'unchanged';
      await this.deactivate(tx, linked);
      return 'deactivated';
    }
    if (linked) return this.refresh(tx, linked, student, email);

    const owner = await this.accounts.lockWhere(manager, { email });
    if (owner) {
      if (!mayBecomeStudentLogin(owner, student.id_aluno)) {
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
   * The student's erasure on request: their account gets the anonymous name and an e-mail nobody has,
   * is deactivated and announced like any deactivation; identity's audit rows about it lose the
   * personal fields. The marker makes every later student event stale. Idempotent.
   */
  async applyAnonymised(tx: OutboxTransaction, event: StudentAnonymisedV1): Promise<'anonymised' | 'unchanged'> {
    const { manager } = tx;
    await this.revisions.markAnonymised(manager, event);
    const user = await this.accounts.lockWhere(manager, { id_aluno: event.id_aluno });
    if (!user) return 'unchanged';
    const anonymous = { nome: event.nome_aluno, email: anonymousStudentEmail(event.id_aluno) };
    if (user.nome === anonymous.nome && user.email === anonymous.email && !user.status) return 'unchanged';
    await this.accounts.clearPermissions(manager, user.id_usuario);
    await this.accounts.update(manager, user.id_usuario, {
      ...anonymous,
      status: false,
      session_version: user.session_version + 1,
      revision: user.revision + 1,
    });
    await this.revisions.anonymiseAuditTrail(manager, {
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

  /** Links, renames, re-activates as needed; one user event when anything changed. */
  private async refresh(tx: OutboxTransaction, user: UserEntity, student: StudentLoginState, email: string): Promise<StudentLoginOutcome> {
    const { manager } = tx;
    const changes: Partial<UserEntity> = {};
    if (user.id_aluno !== student.id_aluno) changes.id_aluno = student.id_aluno;
    if (user.nome !== student.nome_aluno) changes.nome = student.nome_aluno;
    if (user.email !== email) {
      const taken = await this.accounts.emailOwner(manager, email);
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
      await this.accounts.clearPermissions(manager, user.id_usuario);
      await this.users.writePermissions(manager, user.id_usuario, await this.users.defaultPermissionIds(manager, UserType.ALUNO));
    }
    if (!Object.keys(changes).length) return 'unchanged';
    await this.accounts.update(manager, user.id_usuario, { ...changes, revision: user.revision + 1 });
    tx.publish('identity.user.updated.v1', await this.users.snapshot(manager, user.id_usuario));
    return user.status ? 'updated' : 'reactivated';
  }

  /** Like DELETE /api/users: permissions cleared, status false, every session ended. */
  private async deactivate(tx: OutboxTransaction, user: UserEntity): Promise<void> {
    const { manager } = tx;
    await this.accounts.clearPermissions(manager, user.id_usuario);
    await this.accounts.update(manager, user.id_usuario, {
      status: false,
      session_version: user.session_version + 1,
      revision: user.revision + 1,
    });
    tx.publish('identity.user.deactivated.v1', await this.users.snapshot(manager, user.id_usuario));
  }
}
