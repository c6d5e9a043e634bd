import { Injectable } from '@nestjs/common';
import type { StudentAnonymisedV1 } from '@treina/contracts';
import { type AuditSubject, queryRows, rewriteAuditTrail } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';

/** The last student revision identity applied to each login (`aluno_login_revisao`), and the erasure marker. */
@Injectable()
export class StudentLoginRepository {
  /**
   * Records the student's revision; false when identity already applied this one or a newer one,
   * or the student was anonymised. One guarded statement: TypeORM's upsert has no WHERE on its update.
   */
  async recordRevision(manager: EntityManager, studentId: number, revision: number): Promise<boolean> {
    const rows = await queryRows<{ id_aluno: number }>(
      manager,
      `INSERT INTO aluno_login_revisao AS r (id_aluno, revision) VALUES (:id_aluno, :revision)
       ON CONFLICT (id_aluno) DO UPDATE SET revision = EXCLUDED.revision, atualizado_em = now()
       WHERE r.revision < EXCLUDED.revision AND r.anonimizado_em IS NULL
       RETURNING id_aluno`,
      { id_aluno: studentId, revision },
    );
    return rows.length > 0;
  }

  /** Marks the student anonymised: every later student event is stale for the login. */
  async markAnonymised(manager: EntityManager, event: StudentAnonymisedV1): Promise<void> {
    await queryRows(
      manager,
      `INSERT INTO aluno_login_revisao AS r (id_aluno, revision, anonimizado_em) VALUES (:id_aluno, :revision, :at)
       ON CONFLICT (id_aluno) DO UPDATE SET revision = GREATEST(r.revision, EXCLUDED.revision),
         anonimizado_em = coalesce(r.anonimizado_em, EXCLUDED.anonimizado_em), atualizado_em = now()`,
      { id_aluno: event.id_aluno, revision: event.revision, at: event.anonimizado_em },
    );
  }

  /** Rewrites identity's audit rows about an account so they no longer name the person. */
  async anonymiseAuditTrail(manager: EntityManager, subject: AuditSubject): Promise<void> {
    await rewriteAuditTrail(manager, subject);
  }
}
