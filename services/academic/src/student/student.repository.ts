import type { AuditHistoryItem, StudentClassDetail, StudentRow, StudentSnapshotV1 } from '@treina/contracts';
import {
  type BoundCondition,
  containsPattern,
  countedRows,
  foldedTerms,
  foldSql,
  isDatePiece,
  type ListQuery,
  type Page,
  PreparedQuery,
  queryRows,
  runList,
  shownDateCondition,
} from '@treina/nest-platform';
import { In, Not, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { EnrolmentEntity } from '../database/entities/enrolment.entity.js';
import { NOT_TAKEN_STATUSES } from '../common/enrolment-statuses.js';
import { isoTimestampSql } from '../common/json-sql.js';
import type { Db } from '../database/db.js';
import { historyOf } from '../database/history.js';
import { StudentChannelEntity } from '../database/entities/reference.entities.js';
import { TrainingEntity } from '../database/entities/training.entity.js';
import type { StudentListParams } from './dto/student-list.params.js';
import {
  STUDENT_DEFAULT_SORT,
  STUDENT_LIST_COLUMNS,
  STUDENT_TRAINING_FILTERS,
  type StudentTrainingFilter,
} from './student-list.columns.js';
import { StudentInterestEntity } from '../database/entities/student-interest.entity.js';
import { StudentEntity } from '../database/entities/student.entity.js';

// ---- events and flags ------------------------------------------------------------------------

/** Students as academic's student events carry them. */
export async function snapshots(db: Db, ids: number[]): Promise<StudentSnapshotV1[]> {
  if (!ids.length) return [];
  const rows = await db
    .createQueryBuilder()
    .from(StudentEntity, 'a')
    .leftJoin(StudentChannelEntity, 'c', 'c.id_canal_aluno = a.id_canal_aluno')
    .select(['a.id AS id_aluno', 'a.nome_aluno AS nome_aluno', "COALESCE(a.email, '') AS email", "COALESCE(a.telefone, '') AS telefone"])
    .addSelect(['a.id_status_aluno AS id_status_aluno', 'a.id_canal_aluno AS id_canal_aluno', 'c.nome_canal_aluno AS nome_canal_aluno'])
    .addSelect(['a.data_criacao AS data_criacao', 'a.possui_login AS possui_login', 'a.is_student AS is_student', 'a.revision AS revision'])
    .where('a.id IN (:...ids)', { ids })
    .orderBy('a.id')
    .getRawMany<Omit<StudentSnapshotV1, 'data_criacao'> & { data_criacao: Date }>();
  return rows.map((row) => ({ ...row, data_criacao: row.data_criacao.toISOString() }));
}

/**
 * Sets `aluno.is_student` (at least one enrolment) of the students from their enrolments, raising
 * the revision of those whose flag changed; answers those. One set-based statement for any number.
 */
export async function refreshIsStudent(db: Db, studentIds: number[]): Promise<number[]> {
  const changed = await queryRows<{ id: number }>(
    db,
    `UPDATE aluno a SET is_student = x.has_enrolment, revision = a.revision + 1
       FROM (SELECT s.id, EXISTS (SELECT 1 FROM inscricao e WHERE e.id_aluno = s.id) AS has_enrolment
               FROM unnest(:ids::int[]) AS s(id)) x
      WHERE a.id = x.id AND a.is_student <> x.has_enrolment
      RETURNING a.id`,
    { ids: [...new Set(studentIds)] },
  );
  return changed.map((row) => row.id);
}

// ---- the trainings' id copies the list's search reads ------------------------------------------

// `aluno.ids_treinamentos_interesse` / `ids_treinamentos_realizados` copy a student's trainings of
// interest and trainings taken for the list's GIN-indexed search; every write that moves them calls
// one of these in its own transaction.

/** The ids of the trainings a student took: a class of theirs with an entry in a taken status. */
const TAKEN_IDS_SQL = `coalesce((SELECT array_agg(DISTINCT tc.id_treinamento ORDER BY tc.id_treinamento)
    FROM inscricao e INNER JOIN turma tc ON tc.id = e.id_turma
   WHERE e.id_aluno = a.id AND e.id_status_inscricao <> ALL(:notTaken::int[])), '{}')`;

/**
 * Recomputes the trainings taken of `studentIds` from their entries. Their rows are locked first
 * in ascending id order, the order every save takes them in, so two saves wait instead of deadlocking.
 */
export async function refreshTakenTrainings(db: Db, studentIds: readonly number[]): Promise<void> {
  if (!studentIds.length) return;
  const ids = [...new Set(studentIds)].sort((a, b) => a - b);
  await queryRows(db, 'SELECT id FROM aluno WHERE id = ANY(:ids::int[]) ORDER BY id FOR NO KEY UPDATE', { ids });
  await queryRows(
    db,
    `UPDATE aluno a SET ids_treinamentos_realizados = ${TAKEN_IDS_SQL}
      WHERE a.id = ANY(:ids::int[]) AND a.ids_treinamentos_realizados IS DISTINCT FROM ${TAKEN_IDS_SQL}`,
    { ids, notTaken: [...NOT_TAKEN_STATUSES] },
  );
}

/** After a class's training changed: its students with a taken entry took another training now. */
export async function refreshTakenTrainingsOfClass(db: Db, classId: number): Promise<void> {
  const rows = await queryRows<{ id_aluno: number }>(
    db,
    'SELECT DISTINCT id_aluno FROM inscricao WHERE id_turma = :classId AND id_status_inscricao <> ALL(:notTaken::int[])',
    { classId, notTaken: [...NOT_TAKEN_STATUSES] },
  );
  await refreshTakenTrainings(
    db,
    rows.map((row) => row.id_aluno),
  );
}

/** Deleted trainings leave the interests of every student (their aluno_interesse rows go by cascade). */
export async function forgetTrainingInterests(db: Db, trainingIds: readonly number[]): Promise<void> {
  if (!trainingIds.length) return;
  const params = { trainings: [...trainingIds] };
  const rows = await queryRows<{ id: number }>(
    db,
    'SELECT id FROM aluno WHERE ids_treinamentos_interesse && :trainings::int[] ORDER BY id FOR NO KEY UPDATE',
    params,
  );
  if (!rows.length) return;
  await queryRows(
    db,
    `UPDATE aluno SET ids_treinamentos_interesse = ARRAY(
         SELECT t FROM unnest(ids_treinamentos_interesse) t WHERE t <> ALL(:trainings::int[]) ORDER BY t)
      WHERE id = ANY(:ids::int[])`,
    { ...params, ids: rows.map((row) => row.id) },
  );
}

/** What both a TypeORM manager and a plain `pg` client offer: the bulk fills hold the latter. */
interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Rewrites both arrays of every student from aluno_interesse and inscricao: for data written
 * around the commands (the benches' bulk fills, which import it from the build). One statement.
 * @public
 */
export async function rewriteAllStudentTrainings(runner: SqlRunner): Promise<void> {
  await runner.query(
    `WITH interests AS (
            SELECT id_aluno, array_agg(DISTINCT id_treinamento ORDER BY id_treinamento) AS ids FROM aluno_interesse GROUP BY id_aluno),
          taken AS (
            SELECT e.id_aluno, array_agg(DISTINCT tc.id_treinamento ORDER BY tc.id_treinamento) AS ids
              FROM inscricao e INNER JOIN turma tc ON tc.id = e.id_turma
             WHERE e.id_status_inscricao <> ALL($1::int[])
             GROUP BY e.id_aluno)
     UPDATE aluno a SET ids_treinamentos_interesse = coalesce(i.ids, '{}'), ids_treinamentos_realizados = coalesce(t.ids, '{}')
       FROM aluno s LEFT JOIN interests i ON i.id_aluno = s.id LEFT JOIN taken t ON t.id_aluno = s.id
      WHERE a.id = s.id
        AND (a.ids_treinamentos_interesse <> coalesce(i.ids, '{}') OR a.ids_treinamentos_realizados <> coalesce(t.ids, '{}'))`,
    [[...NOT_TAKEN_STATUSES]],
  );
}

// ---- the write side ------------------------------------------------------------------------------

/** Which of `students` exist. */
const KNOWN_STUDENTS = new PreparedQuery<{ id: number }, { students: number[] }>((manager) =>
  manager.createQueryBuilder(StudentEntity, 'a').select('a.id AS id').where('a.id = ANY(:students)'),
);

/** The ids among `students` that are students or leads. */
export async function existing(db: Db, students: number[]): Promise<Set<number>> {
  return new Set((await KNOWN_STUDENTS.run(db, { students })).map((row) => row.id));
}

export type NewStudent = Omit<Partial<StudentEntity>, 'revision'>;

/** A new student or lead; answers its id. */
export async function insert(db: Db, fields: NewStudent): Promise<number> {
  return ((await db.insert(StudentEntity, fields)).identifiers[0] as { id: number }).id;
}

/** Writes the student's fields, raising its revision. */
export async function update(db: Db, id: number, fields: NewStudent): Promise<void> {
  await db.update(StudentEntity, id, { ...fields, revision: () => 'revision + 1' });
}

/** The student, row-locked until the transaction ends. */
export async function lock(db: Db, id: number): Promise<StudentEntity | null> {
  return db.findOne(StudentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** Whether the student exists and was anonymised, row-locked (documents change one student at a time). */
export function lockAnonymisedState(db: Db, id: number): Promise<Pick<StudentEntity, 'id' | 'anonimizado_em'> | null> {
  return db.findOne(StudentEntity, { select: { id: true, anonimizado_em: true }, where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** The students `ids` with the given fields, row-locked, in id order: those that exist. */
export function lockMany<K extends keyof StudentEntity>(
  db: Db,
  ids: number[],
  fields: readonly K[],
): Promise<Array<Pick<StudentEntity, K | 'id' | 'revision'>>> {
  return db.find(StudentEntity, {
    select: { id: true, revision: true, ...Object.fromEntries(fields.map((field) => [field, true])) },
    where: { id: In(ids) },
    order: { id: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
}

/** Deletes the students; their interests and documents' rows go by cascade. */
export async function remove(db: Db, ids: number[]): Promise<void> {
  await db.delete(StudentEntity, ids);
}

/** Whether another student (not `exceptId`) has this e-mail. */
export function emailTaken(db: Db, email: string, exceptId: number | null): Promise<boolean> {
  return db.exists(StudentEntity, { where: { email, ...(exceptId === null ? {} : { id: Not(exceptId) }) } });
}

/** Whether one of the students has an entry in a class (in any status). */
export function haveClassHistory(db: Db, ids: number[]): Promise<boolean> {
  return db.exists(EnrolmentEntity, { where: { id_aluno: In(ids) } });
}

/** Whether every one of the trainings exists. */
export async function trainingsExist(db: Db, trainingIds: number[]): Promise<boolean> {
  return (await db.countBy(TrainingEntity, { id: In(trainingIds) })) === trainingIds.length;
}

/** The students' interests (training ids), by training id. */
export function interestsOf(db: Db, ids: number[]): Promise<Array<Pick<StudentInterestEntity, 'id_aluno' | 'id_treinamento'>>> {
  return db.find(StudentInterestEntity, { where: { id_aluno: In(ids) }, order: { id_treinamento: 'ASC' } });
}

/** Replaces the student's interests. */
export async function replaceInterests(db: Db, id: number, trainingIds: number[]): Promise<void> {
  await db.delete(StudentInterestEntity, { id_aluno: id });
  await insertInterests(db, id, trainingIds);
}

/** Adds interests (training ids) to a student. */
export async function insertInterests(db: Db, id: number, trainingIds: number[]): Promise<void> {
  const ids = [...new Set(trainingIds)];
  if (ids.length)
    await db.insert(
      StudentInterestEntity,
      ids.map((id_treinamento) => ({ id_aluno: id, id_treinamento })),
    );
}

export function exists(db: Db, id: number): Promise<boolean> {
  return db.existsBy(StudentEntity, { id });
}

/** The student's changes (fields, interests, documents), newest first; 404 with `notFoundMessage` when there is none. */
export function history(
  db: Db,
  id: number,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  notFoundMessage: string,
): Promise<Page<AuditHistoryItem>> {
  return historyOf(db, StudentEntity, 'students', id, query, notFoundMessage);
}

// ---- the lists -------------------------------------------------------------------------------------

/** A student's interest (a training), as the list needs it. */
export interface InterestDetail {
  id: number;
  nome_treinamento: string;
}

/** One of a student's classes as STUDENT_DETAILS builds it: StudentClassDetail's fields in its order. */
const CLASS_DETAIL_JSON = [
  `'id', e.id`,
  `'id_turma', e.id_turma`,
  `'id_treinamento', c.id_treinamento`,
  `'nome_treinamento', t.nome_treinamento`,
  `'data_inicio', to_char(c.data_inicio, 'YYYY-MM-DD')`,
  `'data_fim', to_char(c.data_fim, 'YYYY-MM-DD')`,
  `'id_periodo_turma', c.id_periodo_turma`,
  `'nome_periodo_turma', p.nome_periodo_turma`,
  `'id_inscricao', e.id_status_inscricao`,
  `'nome_status_inscricao', si.nome_status_inscricao`,
  `'data_hora_inclusao', ${isoTimestampSql('e.data_hora_inclusao')}`,
  `'data_hora_pagamento', ${isoTimestampSql('e.data_hora_pagamento')}`,
  `'data_hora_cancelamento', ${isoTimestampSql('e.data_hora_cancelamento')}`,
  `'id_forma_pagto', e.id_forma_pagto`,
  `'nome_forma_pagto', fp.nome_forma_pagto`,
  `'valor_pago', e.valor_pago::float8`,
  `'cod_pagto', e.cod_pagto`,
  `'cci', e.cci`,
  `'gera_comissao', e.gera_comissao`,
  `'libera_conteudo', e.libera_conteudo`,
  `'id_turma_origem', e.id_turma_origem`,
].join(', ');

/**
 * The students' interests (by name) and classes (newest start first), one row a student with one
 * JSON list of each built by PostgreSQL: cheaper for this service than reading them as rows.
 */
const STUDENT_DETAILS = new PreparedQuery<
  { id_aluno: number; interesses: InterestDetail[] | null; turmas: StudentClassDetail[] | null },
  { ids: number[] }
>((manager) =>
  manager
    .createQueryBuilder(StudentEntity, 'a')
    .select('a.id', 'id_aluno')
    .addSelect(
      `(SELECT json_agg(json_build_object('id', t.id, 'nome_treinamento', t.nome_treinamento) ORDER BY t.nome_treinamento, t.id)
          FROM aluno_interesse ai INNER JOIN treinamento t ON t.id = ai.id_treinamento
         WHERE ai.id_aluno = a.id)`,
      'interesses',
    )
    .addSelect(
      `(SELECT json_agg(json_build_object(${CLASS_DETAIL_JSON}) ORDER BY c.data_inicio DESC, e.id DESC)
          FROM inscricao e
         INNER JOIN turma c ON c.id = e.id_turma
         INNER JOIN treinamento t ON t.id = c.id_treinamento
         INNER JOIN periodo_turma p ON p.id_periodo_turma = c.id_periodo_turma
         INNER JOIN status_inscricao si ON si.id_status_inscricao = e.id_status_inscricao
          LEFT JOIN forma_pagamento fp ON fp.id_forma_pagto = e.id_forma_pagto
         WHERE e.id_aluno = a.id)`,
      'turmas',
    )
    .where('a.id = ANY(:ids)'),
);

/** The students' interests and classes, by student. */
export async function details(
  db: Db,
  ids: number[],
): Promise<Map<number, { interesses: InterestDetail[] | null; turmas: StudentClassDetail[] | null }>> {
  const rows = await STUDENT_DETAILS.run(db, { ids });
  return new Map(rows.map((row) => [row.id_aluno, row]));
}

/** A search matching at most this many students sorts them instead of walking the list's order (runList's `few`). */
const FEW_MATCHES = 300;
/** …or at most one in this many of the students listed: past that density, walking the list's order reads too many rows. */
const FEW_MATCHES_DENSITY = 250;

/** A page of the Alunos / Interessados lists (no details yet). */
export async function listPage(db: Db, query: ListQuery, params: StudentListParams, timeZone: string): Promise<Page<StudentRow>> {
  const conditions: BoundCondition[] = [];
  // Written out, not a parameter: a plan made for any value could not use the list's partial index.
  if (params.type) conditions.push({ sql: params.type === 'student' ? 'a.is_student' : 'NOT a.is_student', params: {} });
  if (params.studentId) conditions.push({ sql: 'a.id = :studentId', params: { studentId: params.studentId } });
  // `q` (every term in some visible column) and the filters of the training columns.
  const searched = await searchConditions(db, query, timeZone);
  conditions.push(...searched);
  const qb = baseQuery(db);
  for (const condition of conditions) qb.andWhere(condition.sql, condition.params);
  // A search may match few students or none: those are matched through the search's indexes,
  // then sorted. The list's size is read only when the matches are more than FEW_MATCHES.
  const fewEnough = async (total: number) =>
    total <= FEW_MATCHES || total <= Math.ceil((await countOf(db, params.type)) / FEW_MATCHES_DENSITY);
  const few = searched.length ? { fewEnough, build: baseQuery(db, conditions) } : undefined;
  const filters = query.filters.filter((filter) => !(STUDENT_TRAINING_FILTERS as readonly string[]).includes(filter.field));
  return runList<StudentRow>(qb, { ...query, q: undefined, filters }, STUDENT_LIST_COLUMNS, STUDENT_DEFAULT_SORT, 'id', {
    few,
    total: searched.length || params.studentId || query.filters.length ? undefined : () => countOf(db, params.type),
  });
}

/** One student as the lists show it (no details yet); none when there is no such student. */
export function listRow(db: Db, id: number): Promise<StudentRow[]> {
  return baseQuery(db).andWhere('a.id = :id', { id }).getRawMany<StudentRow>();
}

/** Every student (`student`), lead (`interested`) or both: aluno's kept counts by is_student. */
async function countOf(db: Db, type: StudentListParams['type']): Promise<number> {
  if (type) return countedRows(db, 'aluno', String(type === 'student'));
  return (await countedRows(db, 'aluno', 'true')) + (await countedRows(db, 'aluno', 'false'));
}

/**
 * The lists' query over `aluno a`; with `fenced`, over only the students meeting those conditions, behind a fence (OFFSET 0) the planner
 * cannot see through: it must find them first (through the conditions' indexes) and sort them, instead of walking the list's ordered index
 * past every student that does not match.
 */
function baseQuery(db: Db, fenced?: BoundCondition[]): SelectQueryBuilder<ObjectLiteral> {
  const qb = db.createQueryBuilder();
  if (!fenced) qb.from(StudentEntity, 'a');
  else {
    const where = fenced.length ? fenced.map((condition) => `(${condition.sql})`).join(' AND ') : 'TRUE';
    qb.from(`(SELECT * FROM aluno a WHERE ${where} OFFSET 0)`, 'a');
    for (const condition of fenced) qb.setParameters(condition.params);
  }
  return qb
    .leftJoin('status_aluno', 'sa', 'sa.id_status_aluno = a.id_status_aluno')
    .leftJoin('canal_aluno', 'ca', 'ca.id_canal_aluno = a.id_canal_aluno')
    .select(['a.id AS id', 'a.nome_aluno AS nome_aluno', 'a.email AS email', 'a.telefone AS telefone', 'a.cpf AS cpf', 'a.rg AS rg'])
    .addSelect(['a.data_nasc AS data_nasc', 'a.endereco AS endereco', 'a.id_status_aluno AS id_status_aluno'])
    .addSelect([
      'sa.nome_status_aluno AS nome_status_aluno',
      'a.id_canal_aluno AS id_canal_aluno',
      'ca.nome_canal_aluno AS nome_canal_aluno',
    ])
    .addSelect(['a.data_criacao AS data_criacao', 'a.obs_estudante AS obs_estudante', 'a.possui_login AS possui_login'])
    .addSelect(['a.consentimento_marketing AS consentimento_marketing', 'a.consentimento_marketing_em AS consentimento_marketing_em'])
    .addSelect(['a.consentimento_marketing_como AS consentimento_marketing_como', 'a.is_student AS is_student']);
}

// ---- the lists' search -------------------------------------------------------------------------------

/** Which names a piece of text matched, per term: trainings, channels, student statuses. */
interface NamedMatch {
  i: number;
  k: 't' | 'c' | 's';
  id: number;
}

/** What the Criação column shows: the creation instant's day on the school's calendar. */
const CREATED = { sql: 'a.data_criacao', instant: true };

/** Students interested in one of the trainings `:<name>`, or who took one (Treinamentos Realizados), through the rows' GIN-indexed id arrays. */
const interestedIn = (name: string) => `a.ids_treinamentos_interesse && :${name}::int[]`;
const tookOneOf = (name: string) => `a.ids_treinamentos_realizados && :${name}::int[]`;

/**
 * The Alunos / Interessados search and the filters of the columns that list trainings, as WHERE conditions over `aluno a`. The names
 * (trainings, channels, statuses) live in small tables and are matched there first, all texts in one round trip; a row then matches through
 * its own indexed columns, so no condition runs a subquery per candidate row.
 */
async function searchConditions(db: Db, query: ListQuery, timeZone: string): Promise<BoundCondition[]> {
  const terms = foldedTerms(query.q);
  const trainingFilters = query.filters.filter((filter): filter is { field: StudentTrainingFilter; value: string } =>
    (STUDENT_TRAINING_FILTERS as readonly string[]).includes(filter.field),
  );
  const texts = [...terms, ...trainingFilters.map((filter) => filter.value)];
  if (!texts.length) return [];
  const named = await namedIds(db, texts);
  const ids = (index: number, kind: NamedMatch['k']) => named.filter((row) => row.i === index && row.k === kind).map((row) => row.id);

  const conditions = terms.map((term, index): BoundCondition => {
    // Every visible column: name, e-mail, phone (and CPF) in `busca`, Canal, Situação,
    // Interesses, Treinamentos Realizados and Criação (as DD/MM/YYYY). Only the alternatives
    // a term can meet are written, so a name search keeps its trigram-only plan.
    const alternatives = [`a.busca LIKE :q${index}`];
    const params: ObjectLiteral = { [`q${index}`]: containsPattern(term) };
    const channels = ids(index, 'c');
    if (channels.length) {
      alternatives.push(`a.id_canal_aluno = ANY(:c${index})`);
      params[`c${index}`] = channels;
    }
    const statuses = ids(index, 's');
    if (statuses.length) {
      alternatives.push(`a.id_status_aluno = ANY(:s${index})`);
      params[`s${index}`] = statuses;
    }
    const trainings = ids(index, 't');
    if (trainings.length) {
      alternatives.push(interestedIn(`t${index}`), tookOneOf(`t${index}`));
      params[`t${index}`] = trainings;
    }
    if (isDatePiece(term)) {
      const date = shownDateCondition(CREATED, term, `d${index}`, timeZone);
      alternatives.push(date.sql);
      Object.assign(params, date.params);
    }
    return { sql: alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`, params };
  });

  trainingFilters.forEach((filter, offset) => {
    const name = `ft${offset}`;
    const trainings = ids(terms.length + offset, 't');
    if (!trainings.length) conditions.push({ sql: 'FALSE', params: {} });
    else {
      const sql = filter.field === 'treinamentos_interesses' ? interestedIn(name) : tookOneOf(name);
      conditions.push({ sql, params: { [name]: trainings } });
    }
  });
  return conditions;
}

/** Per text (by index): the trainings, channels and statuses whose folded name contains it. */
function namedIds(db: Db, texts: string[]): Promise<NamedMatch[]> {
  const params: ObjectLiteral = {};
  const selects = texts.map((text, i) => {
    params[`p${i}`] = containsPattern(text);
    return `SELECT ${i} AS i, 't' AS k, id FROM treinamento WHERE ${foldSql('nome_treinamento')} LIKE :p${i}
      UNION ALL SELECT ${i}, 'c', id_canal_aluno FROM canal_aluno WHERE ${foldSql('nome_canal_aluno')} LIKE :p${i}
      UNION ALL SELECT ${i}, 's', id_status_aluno FROM status_aluno WHERE ${foldSql('nome_status_aluno')} LIKE :p${i}`;
  });
  return queryRows<NamedMatch>(db, selects.join('\n      UNION ALL '), params);
}
