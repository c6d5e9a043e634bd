import { Injectable } from '@nestjs/common';
import type { StudentAnonymisedV1, StudentDeletedV1, StudentOptionRow, StudentSnapshotV1 } from '@treina/contracts';
import { containsPattern, foldedTerms, queryRows } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import { StudentEntity } from './student.entity.js';

/** What a revision-guarded upsert answers: the student, when this event changed the projection. */
interface AppliedRow {
  id_aluno: number;
}

/** The students projection (academic's students, by events only) in the database. */
@Injectable()
export class StudentRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Applies a created/updated snapshot. Returns false when the projection already
   * holds this revision or a newer one (a repeated or late event changes nothing).
   */
  async apply(manager: EntityManager, student: StudentSnapshotV1): Promise<boolean> {
    // Revision-guarded upsert: one round trip per event.
    const applied = await queryRows<AppliedRow>(
      manager,
      `INSERT INTO aluno_projecao AS p (id_aluno, nome_aluno, email, telefone, revision, deleted)
       VALUES (:id, :nome, :email, :telefone, :revision, false)
       ON CONFLICT (id_aluno) DO UPDATE SET
         nome_aluno = EXCLUDED.nome_aluno, email = EXCLUDED.email, telefone = EXCLUDED.telefone,
         revision = EXCLUDED.revision, deleted = false
       WHERE p.revision < EXCLUDED.revision AND NOT p.anonimizado
       RETURNING id_aluno`,
      {
        id: student.id_aluno,
        nome: student.nome_aluno ?? '',
        email: student.email ?? '',
        telefone: student.telefone ?? '',
        revision: student.revision,
      },
    );
    return applied.length > 0;
  }

  /** Marks the student deleted (kept as a tombstone; its activities keep its name). */
  async applyDeleted(manager: EntityManager, deleted: StudentDeletedV1): Promise<boolean> {
    // Revision-guarded upsert: one round trip per event.
    const applied = await queryRows<AppliedRow>(
      manager,
      `INSERT INTO aluno_projecao AS p (id_aluno, nome_aluno, email, telefone, revision, deleted)
       VALUES (:id, '', :email, '', :revision, true)
       ON CONFLICT (id_aluno) DO UPDATE SET revision = EXCLUDED.revision, deleted = true
       WHERE p.revision < EXCLUDED.revision
       RETURNING id_aluno`,
      { id: deleted.id_aluno, email: deleted.email ?? '', revision: deleted.revision },
    );
    return applied.length > 0;
  }

  /**
   * An erasure on request: the anonymous name, no e-mail or phone, and the marker that keeps
   * them (apply skips a marked row whatever its revision, so no older snapshot brings the data
   * back). Idempotent. crm's audit rows name the student only by id, so none holds their data.
   */
  async applyAnonymised(manager: EntityManager, event: StudentAnonymisedV1): Promise<void> {
    await queryRows(
      manager,
      `INSERT INTO aluno_projecao AS p (id_aluno, nome_aluno, email, telefone, revision, deleted, anonimizado)
       VALUES (:id, :nome, '', '', :revision, false, true)
       ON CONFLICT (id_aluno) DO UPDATE SET
         nome_aluno = EXCLUDED.nome_aluno, email = '', telefone = '',
         revision = GREATEST(p.revision, EXCLUDED.revision), anonimizado = true`,
      { id: event.id_aluno, nome: event.nome_aluno, revision: event.revision },
    );
  }

  /** True when the student exists (and is not deleted) in the projection. */
  exists(id: number, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.exists(StudentEntity, { where: { id_aluno: id, deleted: false } });
  }

  /**
   * The FIXED type's typeahead: students whose name, e-mail or phone contains every
   * typed term (folded: case and accents aside), by folded name, as the database collates bytewise.
   */
  search(q: string, limit: number): Promise<StudentOptionRow[]> {
    const qb = this.dataSource
      .createQueryBuilder()
      .from(StudentEntity, 's')
      .select(['s.id_aluno AS id_aluno', 's.nome_aluno AS nome_aluno', 's.email AS email', 's.telefone AS telefone'])
      .where('NOT s.deleted');
    foldedTerms(q).forEach((term, index) => {
      qb.andWhere(`(s.nome_dobrado LIKE :t${index} OR s.email_dobrado LIKE :t${index} OR s.telefone_dobrado LIKE :t${index})`, {
        [`t${index}`]: containsPattern(term),
      });
    });
    return qb.orderBy('s.nome_dobrado').addOrderBy('s.id_aluno').limit(limit).getRawMany<StudentOptionRow>();
  }
}
