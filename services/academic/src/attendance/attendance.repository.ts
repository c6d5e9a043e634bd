import { ATTENDING_ENROLMENT_STATUSES, type StudentAttendanceMark } from '@treina/contracts';
import type { Db } from '../database/db.js';
import { type AgendaRow, agendaSelect, classNameSql } from '../session/session.repository.js';
import type { AttendanceMark, MarkCounts } from './attendance-rules.js';

const CLASS_NAME = classNameSql();

/** The session as the attendance screen heads it, with what the rules read of its class. */
export interface AttendanceSession extends AgendaRow {
  id_instrutor_turma: number | null;
  frequencia_minima: number;
}

/** The session as the agenda lists it, row-locked when `lock` (one attendance save at a time per session). */
export function session(db: Db, sessionId: number, lock = false): Promise<AttendanceSession | undefined> {
  const select = agendaSelect(db)
    .addSelect(['t.id_instrutor AS id_instrutor_turma', 'tr.frequencia_minima AS frequencia_minima'])
    .where('a.id = :id', { id: sessionId });
  return (lock ? select.setLock('pessimistic_write', undefined, ['a']) : select).getRawOne<AttendanceSession>();
}

/** A student on the attendance sheet, with their mark (null while unmarked). */
export interface SheetRow {
  id_aluno: number;
  nome_aluno: string;
  presenca: AttendanceMark | null;
}

/** The class's attending students and anyone marked at the session (a student who left the class keeps the mark), by name. */
export function sheet(db: Db, sessionId: number, classId: number): Promise<SheetRow[]> {
  return db.query(
    `WITH students AS (
       SELECT id_aluno FROM inscricao WHERE id_turma = $2 AND id_status_inscricao = ANY($3::int[])
       UNION SELECT id_aluno FROM presenca WHERE id_aula = $1
     )
     SELECT al.id AS id_aluno, al.nome_aluno, p.presenca
       FROM students s
       JOIN aluno al ON al.id = s.id_aluno
       LEFT JOIN presenca p ON p.id_aula = $1 AND p.id_aluno = s.id_aluno
      ORDER BY al.nome_aluno, al.id`,
    [sessionId, classId, ATTENDING_ENROLMENT_STATUSES],
  );
}

/** Of the students, those without an attending entry in the class. */
export async function notAttending(db: Db, classId: number, studentIds: readonly number[]): Promise<number[]> {
  const rows = await db.query<Array<{ id: number }>>(
    `SELECT s.id FROM unnest($2::int[]) AS s(id)
      WHERE NOT EXISTS (SELECT 1 FROM inscricao i WHERE i.id_turma = $1 AND i.id_aluno = s.id AND i.id_status_inscricao = ANY($3::int[]))
      ORDER BY s.id`,
    [classId, studentIds, ATTENDING_ENROLMENT_STATUSES],
  );
  return rows.map((row) => row.id);
}

/** The marks as they were before a save, for the audit trail. */
export async function marksOf(db: Db, sessionId: number): Promise<Map<number, AttendanceMark>> {
  const rows = await db.query<Array<{ id_aluno: number; presenca: AttendanceMark }>>(
    'SELECT id_aluno, presenca FROM presenca WHERE id_aula = $1',
    [sessionId],
  );
  return new Map(rows.map((row) => [row.id_aluno, row.presenca]));
}

/** Writes the marks (a student's newer mark replaces the older). */
export async function saveMarks(
  db: Db,
  sessionId: number,
  marks: ReadonlyArray<{ id_aluno: number; presenca: AttendanceMark }>,
): Promise<void> {
  await db.query(
    `INSERT INTO presenca (id_aula, id_aluno, presenca)
     SELECT $1, r.id_aluno, r.presenca FROM jsonb_to_recordset($2::jsonb) AS r(id_aluno int, presenca char(1))
     ON CONFLICT (id_aula, id_aluno) DO UPDATE SET presenca = excluded.presenca, registrado_em = now()
      WHERE presenca.presenca IS DISTINCT FROM excluded.presenca`,
    [sessionId, JSON.stringify(marks)],
  );
}

/** The session was held and its attendance taken: answers the new attendance revision. */
export async function markHeld(db: Db, sessionId: number): Promise<number> {
  const [row] = await db.query<Array<{ revisao_presenca: number }>>(
    `WITH held AS (
       UPDATE aula SET status = 'Realizada', presencas_registradas = true, revisao_presenca = revisao_presenca + 1
        WHERE id = $1 RETURNING revisao_presenca
     )
     SELECT revisao_presenca FROM held`,
    [sessionId],
  );
  return row!.revisao_presenca;
}

/** Counts of each mark per student, as the attendance figures read them. */
type CountsRow = MarkCounts & { id_aluno: number; nome_aluno: string };

const COUNTS = `count(*) FILTER (WHERE p.presenca = 'P')::int AS presentes, count(*) FILTER (WHERE p.presenca = 'T')::int AS atrasados,
                count(*) FILTER (WHERE p.presenca = 'A')::int AS ausentes, count(*) FILTER (WHERE p.presenca = 'J')::int AS justificadas`;

/** The class's attending students and anyone marked in it, with their counts, by name. */
export function classCounts(db: Db, classId: number): Promise<CountsRow[]> {
  return db.query(
    `WITH marks AS (
       SELECT p.id_aluno, p.presenca FROM presenca p JOIN aula a ON a.id = p.id_aula WHERE a.id_turma = $1
     ), students AS (
       SELECT id_aluno FROM inscricao WHERE id_turma = $1 AND id_status_inscricao = ANY($2::int[])
       UNION SELECT id_aluno FROM marks
     )
     SELECT s.id_aluno, al.nome_aluno, ${COUNTS}
       FROM students s
       JOIN aluno al ON al.id = s.id_aluno
       LEFT JOIN marks p ON p.id_aluno = s.id_aluno
      GROUP BY s.id_aluno, al.nome_aluno
      ORDER BY al.nome_aluno, s.id_aluno`,
    [classId, ATTENDING_ENROLMENT_STATUSES],
  );
}

/** A student's counts in each class they have an entry in or a mark from, newest class first. */
export function studentCounts(
  db: Db,
  studentId: number,
): Promise<Array<MarkCounts & { id_turma: number; nome_turma: string; nome_treinamento: string; frequencia_minima: number }>> {
  return db.query(
    `WITH classes AS (
       SELECT id_turma FROM inscricao WHERE id_aluno = $1
       UNION SELECT a.id_turma FROM presenca p JOIN aula a ON a.id = p.id_aula WHERE p.id_aluno = $1
     )
     SELECT t.id AS id_turma, ${CLASS_NAME} AS nome_turma, tr.nome_treinamento, tr.frequencia_minima, ${COUNTS}
       FROM classes c
       JOIN turma t ON t.id = c.id_turma
       JOIN treinamento tr ON tr.id = t.id_treinamento
       LEFT JOIN aula a ON a.id_turma = t.id
       LEFT JOIN presenca p ON p.id_aula = a.id AND p.id_aluno = $1
      GROUP BY t.id, t.desc_turma, tr.nome_treinamento, tr.frequencia_minima, t.data_inicio
      ORDER BY t.data_inicio DESC, t.id DESC`,
    [studentId],
  );
}

/** The session's marks as its event carries them, with its training and length. */
export async function eventOf(db: Db, sessionId: number) {
  const [row] = await db.query<
    Array<{
      id_aula: number;
      id_turma: number;
      id_treinamento: number;
      data: string;
      inicio: string;
      fim: string;
      ids_aluno: number[];
      presencas: string[];
    }>
  >(
    `SELECT a.id AS id_aula, a.id_turma, t.id_treinamento, to_char(a.data, 'YYYY-MM-DD') AS data,
            to_char(a.inicio, 'HH24:MI') AS inicio, to_char(a.fim, 'HH24:MI') AS fim,
            coalesce(array_agg(p.id_aluno ORDER BY p.id_aluno) FILTER (WHERE p.id_aluno IS NOT NULL), '{}') AS ids_aluno,
            coalesce(array_agg(p.presenca::text ORDER BY p.id_aluno) FILTER (WHERE p.id_aluno IS NOT NULL), '{}') AS presencas
       FROM aula a
       JOIN turma t ON t.id = a.id_turma
       LEFT JOIN presenca p ON p.id_aula = a.id
      WHERE a.id = $1
      GROUP BY a.id, t.id_treinamento`,
    [sessionId],
  );
  return row!;
}

/** Whether any session of the class has attendance, and the student's counts and attended hours (present or late) there. */
export async function certificateAttendance(
  db: Db,
  classId: number,
  studentId: number,
): Promise<MarkCounts & { registra: boolean; horas_assistidas: number; frequencia_minima: number }> {
  const [row] = await db.query<Array<MarkCounts & { registra: boolean; horas_assistidas: number; frequencia_minima: number }>>(
    `SELECT EXISTS (SELECT 1 FROM aula WHERE id_turma = $1 AND presencas_registradas) AS registra,
            tr.frequencia_minima,
            ${COUNTS},
            coalesce(round(sum(extract(epoch FROM a.fim - a.inicio)) FILTER (WHERE p.presenca IN ('P', 'T'))::numeric / 3600, 1), 0)::float8
              AS horas_assistidas
       FROM turma t
       JOIN treinamento tr ON tr.id = t.id_treinamento
       LEFT JOIN aula a ON a.id_turma = t.id
       LEFT JOIN presenca p ON p.id_aula = a.id AND p.id_aluno = $2
      WHERE t.id = $1
      GROUP BY tr.frequencia_minima`,
    [classId, studentId],
  );
  return row!;
}

/** Every mark of the student's, oldest session first (the data subject's report). */
export function marksOfStudent(db: Db, studentId: number): Promise<StudentAttendanceMark[]> {
  return db.query(
    `SELECT a.id_turma, ${CLASS_NAME} AS nome_turma, to_char(a.data, 'YYYY-MM-DD') AS data, to_char(a.inicio, 'HH24:MI') AS inicio,
            to_char(a.fim, 'HH24:MI') AS fim, p.presenca, p.registrado_em
       FROM presenca p
       JOIN aula a ON a.id = p.id_aula
       JOIN turma t ON t.id = a.id_turma
       JOIN treinamento tr ON tr.id = t.id_treinamento
      WHERE p.id_aluno = $1
      ORDER BY a.data, a.inicio, a.id`,
    [studentId],
  );
}

/** The session's check-in secret, made from `fresh` the first time (so every code the instructor shows uses one key). */
export async function checkinSecret(db: Db, sessionId: number, fresh: Buffer): Promise<Buffer> {
  const [row] = await db.query<Array<{ segredo_checkin: Buffer }>>(
    `WITH kept AS (
       UPDATE aula SET segredo_checkin = coalesce(segredo_checkin, $2) WHERE id = $1 RETURNING segredo_checkin
     )
     SELECT segredo_checkin FROM kept`,
    [sessionId, fresh],
  );
  return row!.segredo_checkin;
}

/** The session's check-in secret, or null while no QR code was ever shown. */
export async function existingCheckinSecret(db: Db, sessionId: number): Promise<Buffer | null> {
  const [row] = await db.query<Array<{ segredo_checkin: Buffer | null }>>('SELECT segredo_checkin FROM aula WHERE id = $1', [sessionId]);
  return row?.segredo_checkin ?? null;
}
