import type { ScheduledSessionRow, SessionRow } from '@treina/contracts';
import { seesClassSessions } from '../access.js';
import type { AgendaQueryDto } from './dto/agenda.query.js';
import type { Db } from '../database/db.js';

interface Slot {
  data: string;
  inicio: string;
  fim: string;
}

/** A class's name as the schedule shows it: its description, else its training's name (class `t`, training `tr` by default). */
export const classNameSql = (klass = 't', training = 'tr') => `coalesce(nullif(${klass}.desc_turma, ''), ${training}.nome_treinamento)`;
const CLASS_NAME = classNameSql();

/** A session of the agenda: the class's row with its class and training named. */
export type AgendaRow = ScheduledSessionRow;

/** The period's default times ('HH:MM'), from the academic settings. */
export async function periodTimes(db: Db, periodId: number): Promise<{ inicio: string; fim: string } | undefined> {
  const [row] = await db.query<Array<{ inicio: string; fim: string }>>(
    `SELECT to_char(inicio, 'HH24:MI') AS inicio, to_char(fim, 'HH24:MI') AS fim FROM horario_periodo WHERE id_periodo_turma = $1`,
    [periodId],
  );
  return row;
}

/** The class's sessions as regeneration reads them. */
export function ofClass(db: Db, classId: number): Promise<Array<Slot & { id: number; presencas_registradas: boolean }>> {
  return db.query(
    `SELECT id, to_char(data, 'YYYY-MM-DD') AS data, to_char(inicio, 'HH24:MI') AS inicio, to_char(fim, 'HH24:MI') AS fim,
            presencas_registradas
       FROM aula WHERE id_turma = $1 ORDER BY data, inicio, id`,
    [classId],
  );
}

export async function removeMany(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.query('DELETE FROM aula WHERE id = ANY($1::int[]) AND NOT presencas_registradas', [ids]);
}

/** The instructor's sessions in other classes between two dates, with their class's id and name. */
export function ofInstructor(
  db: Db,
  instructorId: number,
  from: string,
  to: string,
  exceptClassId: number,
): Promise<Array<Slot & { id_turma: number; turma: string }>> {
  return db.query(
    `SELECT to_char(a.data, 'YYYY-MM-DD') AS data, to_char(a.inicio, 'HH24:MI') AS inicio, to_char(a.fim, 'HH24:MI') AS fim,
            a.id_turma, ${CLASS_NAME} AS turma
       FROM aula a
       JOIN turma t ON t.id = a.id_turma
       JOIN treinamento tr ON tr.id = t.id_treinamento
      WHERE a.id_instrutor = $1 AND a.data BETWEEN $2 AND $3 AND a.id_turma <> $4 AND a.status <> 'Cancelada'
      ORDER BY a.data, a.inicio`,
    [instructorId, from, to, exceptClassId],
  );
}

/** New sessions of a class, each with its instructor and the class it conflicts with (or null). */
export async function insertMany(
  db: Db,
  classId: number,
  rows: ReadonlyArray<Slot & { id_instrutor: number | null; id_turma_conflito: number | null }>,
): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `INSERT INTO aula (id_turma, data, inicio, fim, id_instrutor, id_turma_conflito)
     SELECT $1, r.data, r.inicio, r.fim, r.id_instrutor, r.id_turma_conflito
       FROM jsonb_to_recordset($2::jsonb) AS r(data date, inicio time, fim time, id_instrutor int, id_turma_conflito int)`,
    [classId, JSON.stringify(rows)],
  );
}

const SESSION_ROW_SELECT = `
  SELECT a.id, a.id_turma, to_char(a.data, 'YYYY-MM-DD') AS data, to_char(a.inicio, 'HH24:MI') AS inicio,
         to_char(a.fim, 'HH24:MI') AS fim, a.id_instrutor, u.nome AS nome_instrutor, a.status, a.presencas_registradas,
         a.id_turma_conflito IS NOT NULL AS conflito, ${CLASS_NAME} AS turma_conflito
    FROM aula a
    LEFT JOIN usuario_projecao u ON u.id_usuario = a.id_instrutor
    LEFT JOIN turma t ON t.id = a.id_turma_conflito
    LEFT JOIN treinamento tr ON tr.id = t.id_treinamento`;

/** GET /api/classes/{id}/sessions: by date, then time. */
export function listOfClass(db: Db, classId: number): Promise<SessionRow[]> {
  return db.query(`${SESSION_ROW_SELECT} WHERE a.id_turma = $1 ORDER BY a.data, a.inicio, a.id`, [classId]);
}

/**
 * The class (or none): its instructor and whether the user may see its sessions (seesClassSessions).
 * `lock` row-locks the class, so that its sessions are not regenerated meanwhile.
 */
export function classInScope(
  db: Db,
  classId: number,
  user: { id_tipo_usuario: number; id_usuario: number },
  lock = false,
): Promise<{ visible: boolean; id_instrutor: number | null } | undefined> {
  const query = db
    .createQueryBuilder()
    .select(seesClassSessions.sql('t', 'tipo', 'usuario'), 'visible')
    .addSelect('t.id_instrutor', 'id_instrutor')
    .from('turma', 't')
    .where('t.id = :classId', { classId, tipo: user.id_tipo_usuario, usuario: user.id_usuario });
  return (lock ? query.setLock('pessimistic_write', undefined, ['t']) : query).getRawOne<{
    visible: boolean;
    id_instrutor: number | null;
  }>();
}

/** A session, row-locked, with whether the user may see it (seesClassSessions over its class). */
export function lockInScope(
  db: Db,
  sessionId: number,
  user: { id_tipo_usuario: number; id_usuario: number },
): Promise<
  | (Slot & { id: number; id_turma: number; id_instrutor: number | null; status: string; presencas_registradas: boolean; visible: boolean })
  | undefined
> {
  return db
    .createQueryBuilder()
    .select(['a.id AS id', 'a.id_turma AS id_turma', 'a.id_instrutor AS id_instrutor', 'a.status AS status'])
    .addSelect('a.presencas_registradas', 'presencas_registradas')
    .addSelect(`to_char(a.data, 'YYYY-MM-DD')`, 'data')
    .addSelect(`to_char(a.inicio, 'HH24:MI')`, 'inicio')
    .addSelect(`to_char(a.fim, 'HH24:MI')`, 'fim')
    .addSelect(seesClassSessions.sql('t', 'tipo', 'usuario'), 'visible')
    .from('aula', 'a')
    .innerJoin('turma', 't', 't.id = a.id_turma')
    .where('a.id = :sessionId', { sessionId, tipo: user.id_tipo_usuario, usuario: user.id_usuario })
    .setLock('pessimistic_write', undefined, ['a'])
    .getRawOne();
}

/** The instructor's sessions (not cancelled) on a date, but `exceptId`, with their class's name. */
export function ofInstructorOn(db: Db, instructorId: number, data: string, exceptId: number): Promise<Array<Slot & { turma: string }>> {
  return db.query(
    `SELECT to_char(a.data, 'YYYY-MM-DD') AS data, to_char(a.inicio, 'HH24:MI') AS inicio, to_char(a.fim, 'HH24:MI') AS fim,
            ${CLASS_NAME} AS turma
       FROM aula a
       JOIN turma t ON t.id = a.id_turma
       JOIN treinamento tr ON tr.id = t.id_treinamento
      WHERE a.id_instrutor = $1 AND a.data = $2 AND a.id <> $3 AND a.status <> 'Cancelada'
      ORDER BY a.inicio`,
    [instructorId, data, exceptId],
  );
}

/** A session added by hand; answers its id. */
export async function insertOne(db: Db, classId: number, row: Slot & { id_instrutor: number | null }): Promise<number> {
  const [created] = await db.query<Array<{ id: number }>>(
    'INSERT INTO aula (id_turma, data, inicio, fim, id_instrutor) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [classId, row.data, row.inicio, row.fim, row.id_instrutor],
  );
  return created!.id;
}

/** A session changed by hand: checked against the instructor's others, so no longer flagged. */
export async function updateOne(db: Db, id: number, row: Slot & { id_instrutor: number | null; status: string }): Promise<void> {
  await db.query(
    `UPDATE aula SET data = $2, inicio = $3, fim = $4, id_instrutor = $5, status = $6, id_turma_conflito = NULL
      WHERE id = $1`,
    [id, row.data, row.inicio, row.fim, row.id_instrutor, row.status],
  );
}

/** One session as the list shows it. */
export async function rowOf(db: Db, id: number): Promise<SessionRow> {
  const [row] = await db.query<SessionRow[]>(`${SESSION_ROW_SELECT} WHERE a.id = $1`, [id]);
  return row!;
}

export async function removeOne(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM aula WHERE id = $1', [id]);
}

/** Every period with its default session times. */
export function allPeriodTimes(
  db: Db,
): Promise<Array<{ id_periodo_turma: number; nome_periodo_turma: string; inicio: string; fim: string }>> {
  return db.query(
    `SELECT p.id_periodo_turma, p.nome_periodo_turma, to_char(h.inicio, 'HH24:MI') AS inicio, to_char(h.fim, 'HH24:MI') AS fim
       FROM periodo_turma p JOIN horario_periodo h USING (id_periodo_turma)
      ORDER BY p.id_periodo_turma`,
  );
}

/** Writes the periods' times; false (nothing written) when one of the periods does not exist. */
export async function savePeriodTimes(
  db: Db,
  rows: ReadonlyArray<{ id_periodo_turma: number; inicio: string; fim: string }>,
): Promise<boolean> {
  const [{ known }] = await db.query<Array<{ known: number }>>(
    'SELECT count(*)::int AS known FROM periodo_turma WHERE id_periodo_turma = ANY($1::int[])',
    [[...new Set(rows.map((r) => r.id_periodo_turma))]],
  );
  if (known !== new Set(rows.map((r) => r.id_periodo_turma)).size) return false;
  await db.query(
    `INSERT INTO horario_periodo (id_periodo_turma, inicio, fim)
     SELECT r.id_periodo_turma, r.inicio, r.fim FROM jsonb_to_recordset($1::jsonb) AS r(id_periodo_turma int, inicio time, fim time)
     ON CONFLICT (id_periodo_turma) DO UPDATE SET inicio = excluded.inicio, fim = excluded.fim`,
    [JSON.stringify(rows)],
  );
  return true;
}

/**
 * A session of the agenda as one select (`a` the session, `t` its class, `tr` its training): the agenda
 * and the attendance screen's heading read the same columns.
 */
export function agendaSelect(db: Db) {
  return db
    .createQueryBuilder()
    .select(['a.id AS id', 'a.id_turma AS id_turma', `to_char(a.data, 'YYYY-MM-DD') AS data`])
    .addSelect([`to_char(a.inicio, 'HH24:MI') AS inicio`, `to_char(a.fim, 'HH24:MI') AS fim`, 'a.id_instrutor AS id_instrutor'])
    .addSelect(['u.nome AS nome_instrutor', 'a.status AS status', 'a.presencas_registradas AS presencas_registradas'])
    .addSelect([
      'a.id_turma_conflito IS NOT NULL AS conflito',
      `${classNameSql('tc', 'trc')} AS turma_conflito`,
      `${CLASS_NAME} AS nome_turma`,
    ])
    .addSelect(['t.id_treinamento AS id_treinamento', 'tr.nome_treinamento AS nome_treinamento'])
    .from('aula', 'a')
    .innerJoin('turma', 't', 't.id = a.id_turma')
    .innerJoin('treinamento', 'tr', 'tr.id = t.id_treinamento')
    .leftJoin('usuario_projecao', 'u', 'u.id_usuario = a.id_instrutor')
    .leftJoin('turma', 'tc', 'tc.id = a.id_turma_conflito')
    .leftJoin('treinamento', 'trc', 'trc.id = tc.id_treinamento');
}

/** GET /api/sessions: the sessions between two days the user may see, filtered, by date and time. */
export function agenda(db: Db, query: AgendaQueryDto, user: { id_tipo_usuario: number; id_usuario: number }): Promise<AgendaRow[]> {
  const select = agendaSelect(db)
    .where('a.data BETWEEN :de AND :ate', { de: query.de, ate: query.ate })
    .andWhere(seesClassSessions.sql('t', 'tipo', 'usuario'), { tipo: user.id_tipo_usuario, usuario: user.id_usuario });
  if (query.id_instrutor !== undefined) select.andWhere('a.id_instrutor = :instrutor', { instrutor: query.id_instrutor });
  if (query.id_treinamento !== undefined) select.andWhere('t.id_treinamento = :treinamento', { treinamento: query.id_treinamento });
  if (query.id_turma !== undefined) select.andWhere('a.id_turma = :turma', { turma: query.id_turma });
  return select.orderBy('a.data').addOrderBy('a.inicio').addOrderBy('a.id').getRawMany<AgendaRow>();
}
