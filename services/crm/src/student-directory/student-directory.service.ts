import { Injectable } from '@nestjs/common';
import type { StudentDeletedV1, StudentOptionRow, StudentSnapshotV1 } from '@treina/contracts';
import { containsPattern, foldedTerms } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import { refreshActivitySearch } from '../activity/activity-search.js';

/** Reads and keeps the students projection (academic's students, by events only). */
@Injectable()
export class StudentDirectory {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Applies a created/updated snapshot. Returns false when the projection already
   * holds this revision or a newer one (a repeated or late event changes nothing).
   * The search text of the student's activities follows the new name, e-mail and phone.
   */
  async apply(manager: EntityManager, student: StudentSnapshotV1): Promise<boolean> {
    const applied: unknown[] = await manager.query(
      `INSERT INTO aluno_projecao AS p (id_aluno, nome_aluno, email, telefone, revision, deleted)
       VALUES ($1, $2, $3, $4, $5, false)
       ON CONFLICT (id_aluno) DO UPDATE SET
         nome_aluno = EXCLUDED.nome_aluno, email = EXCLUDED.email, telefone = EXCLUDED.telefone,
         revision = EXCLUDED.revision, deleted = false
       WHERE p.revision < EXCLUDED.revision
       RETURNING id_aluno`,
      [student.id_aluno, student.nome_aluno ?? '', student.email ?? '', student.telefone ?? '', student.revision],
    );
    if (applied.length) await refreshActivitySearch(manager, 'a.id_aluno = $1', [student.id_aluno]);
    return applied.length > 0;
  }

  /** Marks the student deleted (kept as a tombstone; its activities keep its name). */
  async applyDeleted(manager: EntityManager, deleted: StudentDeletedV1): Promise<boolean> {
    const applied: unknown[] = await manager.query(
      `INSERT INTO aluno_projecao AS p (id_aluno, nome_aluno, email, telefone, revision, deleted)
       VALUES ($1, '', $2, '', $3, true)
       ON CONFLICT (id_aluno) DO UPDATE SET revision = EXCLUDED.revision, deleted = true
       WHERE p.revision < EXCLUDED.revision
       RETURNING id_aluno`,
      [deleted.id_aluno, deleted.email ?? '', deleted.revision],
    );
    return applied.length > 0;
  }

  /** True when the student exists (and is not deleted) in the projection. */
  async exists(id: number, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM aluno_projecao WHERE id_aluno = $1 AND NOT deleted', [id]);
    return rows.length > 0;
  }

  /**
   * The FIXED type's typeahead: students whose name, e-mail or phone contains every
   * typed term (SPEC search folding), by name (folded: case and accents aside, as the database collates bytewise).
   */
  async search(q: string, limit: number): Promise<StudentOptionRow[]> {
    const params: unknown[] = [];
    const where = ['NOT s.deleted'];
    for (const term of foldedTerms(q)) {
      params.push(containsPattern(term));
      const p = `$${params.length}`;
      where.push(`(s.nome_dobrado LIKE ${p} OR s.email_dobrado LIKE ${p} OR s.telefone_dobrado LIKE ${p})`);
    }
    params.push(limit);
    return this.dataSource.query(
      `SELECT s.id_aluno, s.nome_aluno, s.email, s.telefone
         FROM aluno_projecao s
        WHERE ${where.join(' AND ')}
        ORDER BY s.nome_dobrado, s.id_aluno
        LIMIT $${params.length}`,
      params,
    );
  }
}
