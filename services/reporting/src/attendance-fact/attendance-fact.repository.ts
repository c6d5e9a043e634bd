import { Injectable } from '@nestjs/common';
import type { AttendanceRecordedV1 } from '@treina/contracts';
import { queryRows } from '@treina/nest-platform';
import type { Transaction } from '../transaction.js';
import type { AttendanceMark } from './attendance-fact.rules.js';

// The session row is the guard: only a higher revision replaces it, and its row lock orders two replicas' saves of one session.
const STORE_SESSION_SQL = `INSERT INTO aula_fato AS a (id_aula, revision, id_turma, id_treinamento, data, horas)
  VALUES (:id_aula, :revision, :id_turma, :id_treinamento, :data, :horas)
  ON CONFLICT (id_aula) DO UPDATE SET revision = EXCLUDED.revision, id_turma = EXCLUDED.id_turma,
    id_treinamento = EXCLUDED.id_treinamento, data = EXCLUDED.data, horas = EXCLUDED.horas
  WHERE a.revision < EXCLUDED.revision
  RETURNING id_aula`;

const DROP_MARKS_SQL = 'DELETE FROM presenca_fato WHERE id_aula = :id_aula';

const INSERT_MARKS_SQL = `INSERT INTO presenca_fato (id_aula, id_aluno, presenca)
  SELECT :id_aula, m.id_aluno, m.presenca FROM unnest(:ids::int[], :marks::char(1)[]) AS m(id_aluno, presenca)`;

/** The attendance facts (aula_fato, presenca_fato): each session's newest recorded revision, whole. */
@Injectable()
export class AttendanceFactRepository {
  /** Stores the session at `event`'s revision when it is newer than the held one; false (nothing changed) otherwise. */
  async storeSession(tx: Transaction, event: AttendanceRecordedV1): Promise<boolean> {
    const { id_aula, revision, id_turma, id_treinamento, data, horas } = event;
    const stored = await queryRows(tx, STORE_SESSION_SQL, { id_aula, revision, id_turma, id_treinamento, data, horas });
    return stored.length > 0;
  }

  /** Replaces the session's marks with `marks`. */
  async replaceMarks(tx: Transaction, id_aula: number, marks: AttendanceMark[]): Promise<void> {
    await queryRows(tx, DROP_MARKS_SQL, { id_aula });
    if (!marks.length) return;
    await queryRows(tx, INSERT_MARKS_SQL, {
      id_aula,
      ids: marks.map((mark) => mark.id_aluno),
      marks: marks.map((mark) => mark.presenca),
    });
  }
}
