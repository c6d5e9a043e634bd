import type { AuditHistoryItem, ClassRow, ClassSnapshotV1, MaterialRow } from '@treina/contracts';
import {
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
import { In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { Db } from '../database/db.js';
import { historyOf } from '../database/history.js';
import { MaterialEntity } from '../database/entities/material.entity.js';
import { ClassPeriodEntity, ClassStatusEntity } from '../database/entities/reference.entities.js';
import { TrainingMaterialEntity } from '../database/entities/training-material.entity.js';
import { TrainingEntity } from '../database/entities/training.entity.js';
import { CLASS_DEFAULT_SORT, CLASS_LIST_COLUMNS, FREE_SEATS_SQL, STUDENT_COUNT_SQL } from './class-list.columns.js';
import { ClassEntity } from '../database/entities/class.entity.js';

/** The class's own fields, as the form sets them. */
export const CLASS_FIELDS = [
  'id_treinamento',
  'id_instrutor',
  'data_inicio',
  'data_fim',
  'id_periodo_turma',
  'id_status_turma',
  'desc_turma',
  'gera_comissao',
  'vagas',
  'dias_semana',
  'valor',
] as const satisfies ReadonlyArray<keyof ClassEntity>;
export type ClassFields = Pick<ClassEntity, (typeof CLASS_FIELDS)[number]>;

/** Classes as academic's class events carry them (`c` is the class, read from `source`); add the filter. */
function classSnapshotSelect(db: Db, source: typeof ClassEntity | string): SelectQueryBuilder<ObjectLiteral> {
  return db
    .createQueryBuilder()
    .from(source, 'c')
    .innerJoin(TrainingEntity, 't', 't.id = c.id_treinamento')
    .innerJoin(ClassPeriodEntity, 'p', 'p.id_periodo_turma = c.id_periodo_turma')
    .innerJoin(ClassStatusEntity, 's', 's.id_status_turma = c.id_status_turma')
    .select(['c.id AS id_turma', 'c.id_treinamento AS id_treinamento', 't.nome_treinamento AS nome_treinamento'])
    .addSelect(['c.id_instrutor AS id_instrutor', 'c.data_inicio AS data_inicio', 'c.data_fim AS data_fim'])
    .addSelect(['c.id_periodo_turma AS id_periodo_turma', 'p.nome_periodo_turma AS nome_periodo_turma'])
    .addSelect(['c.id_status_turma AS id_status_turma', 's.nome_status_turma AS nome_status_turma', 'c.desc_turma AS desc_turma'])
    .addSelect(['c.gera_comissao AS gera_comissao', 'c.dias_semana AS dias_semana', 'c.revision AS revision'])
    .addSelect('c.valor::text AS valor');
}

/** Classes as academic's class events carry them, by class id or by training (`c.${by} = :value`). */
function classSnapshotQuery(by: 'id' | 'id_treinamento') {
  return new PreparedQuery<ClassSnapshotV1, { value: number }>((manager) =>
    classSnapshotSelect(manager, ClassEntity).where(`c.${by} = :value`).orderBy('c.id'),
  );
}
const CLASS_SNAPSHOTS = { id: classSnapshotQuery('id'), id_treinamento: classSnapshotQuery('id_treinamento') };

/** Classes as academic's class events carry them, by class id or by training. */
export function snapshots(db: Db, by: 'id' | 'id_treinamento', value: number): Promise<ClassSnapshotV1[]> {
  return CLASS_SNAPSHOTS[by].run(db, { value });
}

/** The snapshot's select over the rows a data-modifying statement returns (`WITH changed AS (… RETURNING *)`). */
const CHANGED_CLASS_SNAPSHOT = new PreparedQuery<ClassSnapshotV1, ObjectLiteral>((manager) => classSnapshotSelect(manager, 'changed'));

/** A new class; answers its id. */
export async function insert(db: Db, fields: ClassFields): Promise<number> {
  return ((await db.insert(ClassEntity, fields)).identifiers[0] as { id: number }).id;
}

/**
 * Writes the class's fields, raising its revision, and answers the class as its
 * `academic.class.updated.v1` carries it: the update and the snapshot's read are one statement.
 */
export async function update(db: Db, classId: number, fields: ClassFields): Promise<ClassSnapshotV1> {
  const [snapshot] = await queryRows<ClassSnapshotV1>(
    db,
    `WITH changed AS (
       UPDATE turma SET id_treinamento = :id_treinamento::int, id_instrutor = :id_instrutor::int, data_inicio = :data_inicio::date,
              data_fim = :data_fim::date, id_periodo_turma = :id_periodo_turma::int, id_status_turma = :id_status_turma::int,
              desc_turma = :desc_turma::varchar, gera_comissao = :gera_comissao::bool, vagas = :vagas::int,
              dias_semana = :dias_semana::smallint[], valor = :valor::numeric, revision = revision + 1
        WHERE id = :classId
       RETURNING *)
     ${CHANGED_CLASS_SNAPSHOT.sql(db)}`,
    { ...fields, classId },
  );
  return snapshot!;
}

/** Raises the revision of the classes of a training; answers them as `academic.class.updated.v1` carries them. */
export async function raiseRevisionsOfTraining(db: Db, trainingId: number): Promise<ClassSnapshotV1[]> {
  await db.update(ClassEntity, { id_treinamento: trainingId }, { revision: () => 'revision + 1' });
  return snapshots(db, 'id_treinamento', trainingId);
}

/** The class, row-locked for the save (FOR UPDATE), under its entity's property names: a prepared statement, not a find. */
const LOCK_CLASS = new PreparedQuery<ClassEntity, { id: number }>((manager) =>
  manager
    .createQueryBuilder(ClassEntity, 'c')
    .select(
      manager.connection
        .getMetadata(ClassEntity)
        .columns.filter((column) => column.isSelect)
        .map((column) => `c.${column.propertyName} AS "${column.propertyName}"`),
    )
    .where('c.id = :id')
    .setLock('pessimistic_write'),
);

/** The class, row-locked until the transaction ends; undefined when there is none. */
export async function lock(db: Db, id: number): Promise<ClassEntity | undefined> {
  const [found] = await LOCK_CLASS.run(db, { id });
  return found;
}

/** The classes `ids` (their fields and revision), row-locked, in id order: those that exist. */
export function lockMany(db: Db, ids: number[]): Promise<Array<ClassFields & Pick<ClassEntity, 'id' | 'revision'>>> {
  return db.find(ClassEntity, {
    select: { id: true, revision: true, ...Object.fromEntries(CLASS_FIELDS.map((field) => [field, true])) },
    where: { id: In(ids) },
    order: { id: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
}

/** Deletes the classes; their entries go by cascade. */
export async function remove(db: Db, ids: number[]): Promise<void> {
  await db.delete(ClassEntity, ids);
}

export function exists(db: Db, id: number): Promise<boolean> {
  return db.existsBy(ClassEntity, { id });
}

/** Whether some class is of one of the trainings. */
export function existsOfTrainings(db: Db, trainingIds: number[]): Promise<boolean> {
  return db.exists(ClassEntity, { where: { id_treinamento: In(trainingIds) } });
}

/** The class's changes and its entries', newest first; 404 with `notFoundMessage` when there is no such class. */
export function history(
  db: Db,
  id: number,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  notFoundMessage: string,
): Promise<Page<AuditHistoryItem>> {
  return historyOf(db, ClassEntity, 'classes', id, query, notFoundMessage);
}

function classListQuery(db: Db): SelectQueryBuilder<ObjectLiteral> {
  return db
    .createQueryBuilder()
    .from(ClassEntity, 'c')
    .innerJoin('treinamento', 't', 't.id = c.id_treinamento')
    .innerJoin('status_turma', 's', 's.id_status_turma = c.id_status_turma')
    .innerJoin('periodo_turma', 'p', 'p.id_periodo_turma = c.id_periodo_turma')
    .leftJoin('usuario_projecao', 'u', 'u.id_usuario = c.id_instrutor')
    .select(['c.id AS id', 'c.id_treinamento AS id_treinamento', 't.nome_treinamento AS nome_treinamento'])
    .addSelect(["to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio", "to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim"])
    .addSelect(['c.id_status_turma AS id_status_turma', 's.nome_status_turma AS nome_status_turma'])
    .addSelect(['c.id_periodo_turma AS id_periodo_turma', 'p.nome_periodo_turma AS nome_periodo_turma'])
    .addSelect([
      'c.id_instrutor AS id_instrutor',
      'u.nome AS nome_instrutor',
      'c.desc_turma AS desc_turma',
      'c.gera_comissao AS gera_comissao',
      'c.dias_semana AS dias_semana',
      'c.valor::text AS valor',
    ])
    .addSelect(`${STUDENT_COUNT_SQL} AS count_alunos`)
    .addSelect(['c.vagas AS vagas', `${FREE_SEATS_SQL} AS vagas_livres`]);
}

/** The hours of the class's sessions not cancelled, to one decimal. */
const PLANNED_HOURS_SQL = `(SELECT coalesce(round(sum(extract(epoch FROM a.fim - a.inicio))::numeric / 3600, 1), 0)::float8
                             FROM aula a WHERE a.id_turma = c.id AND a.status <> 'Cancelada')`;

/** One class as the list shows it, by id, with its training's materials (in the order `materialsOfTrainings` reads them). */
const ONE_CLASS = new PreparedQuery<ClassRow, { classId: number }>((manager) =>
  classListQuery(manager)
    .addSelect(
      `coalesce((SELECT json_agg(json_build_object('id', m.id, 'nome_material', m.nome_material, 'url', m.url) ORDER BY m.nome_material, m.id)
                   FROM treinamento_material tm INNER JOIN material m ON m.id = tm.id_material
                  WHERE tm.id_treinamento = c.id_treinamento), '[]'::json)`,
      'materiais',
    )
    .addSelect(['t.carga_horaria AS carga_horaria', `${PLANNED_HOURS_SQL} AS horas_planejadas`])
    .andWhere('c.id = :classId'),
);

/** One class as the list shows it, with its training's materials (no entries yet). */
export function listRow(db: Db, classId: number): Promise<ClassRow[]> {
  return ONE_CLASS.run(db, { classId });
}

/** Which names a search term matched, by kind: trainings, instructors, periods, class statuses. */
interface NamedMatch {
  k: 't' | 'u' | 'p' | 's';
  id: number;
}

/** Which classes the Turmas list shows: one class, those a condition keeps (a bound SQL condition over `c`), and the search. */
export interface ClassListScope {
  classId?: number;
  condition?: { sql: string; params: ObjectLiteral };
  timeZone: string;
}

/**
 * A page of the Turmas list (no entries or materials yet). With no class, condition, search or
 * filter, the total is the kept count of every class.
 */
export async function listPage(db: Db, query: ListQuery, scope: ClassListScope): Promise<Page<ClassRow>> {
  const qb = classListQuery(db);
  if (scope.classId) qb.andWhere('c.id = :classId', { classId: scope.classId });
  if (scope.condition) qb.andWhere(scope.condition.sql, scope.condition.params);
  await search(db, qb, query.q, scope.timeZone);
  // Every class (the joins are to NOT NULL keys and keep one row each): the kept count.
  const whole = !scope.classId && !scope.condition && !foldedTerms(query.q).length && !query.filters.length;
  return runList<ClassRow>(qb, { ...query, q: undefined }, CLASS_LIST_COLUMNS, CLASS_DEFAULT_SORT, 'id', {
    total: whole ? () => countedRows(db, 'turma') : undefined,
  });
}

/**
 * `q`: every term in the training, instructor, period, status, description (the searchable columns of CLASS_LIST_COLUMNS) or, a piece of a
 * date, in the start or end date as shown. The names live in small tables and are matched there first, the four in one round trip; the
 * description through its stored folded text (desc_busca).
 */
async function search(db: Db, qb: SelectQueryBuilder<ObjectLiteral>, q: string | undefined, timeZone: string): Promise<void> {
  for (const [index, term] of foldedTerms(q).entries()) {
    const pattern = containsPattern(term);
    const named = await queryRows<NamedMatch>(
      db,
      `SELECT 't' AS k, id FROM treinamento WHERE ${foldSql('nome_treinamento')} LIKE :pattern
       UNION ALL SELECT 'u', id_usuario FROM usuario_projecao WHERE ${foldSql('nome')} LIKE :pattern
       UNION ALL SELECT 'p', id_periodo_turma FROM periodo_turma WHERE ${foldSql('nome_periodo_turma')} LIKE :pattern
       UNION ALL SELECT 's', id_status_turma FROM status_turma WHERE ${foldSql('nome_status_turma')} LIKE :pattern`,
      { pattern },
    );
    const ids = (kind: NamedMatch['k']) => named.filter((row) => row.k === kind).map((row) => row.id);
    const alternatives = [
      `c.id_treinamento = ANY(:t${index})`,
      `c.id_instrutor = ANY(:u${index})`,
      `c.id_periodo_turma = ANY(:p${index})`,
      `c.id_status_turma = ANY(:s${index})`,
      `c.desc_busca LIKE :d${index}`,
    ];
    const params: ObjectLiteral = { [`t${index}`]: ids('t'), [`u${index}`]: ids('u'), [`p${index}`]: ids('p'), [`s${index}`]: ids('s') };
    params[`d${index}`] = pattern;
    // Início and Término as they are shown, DD/MM/YYYY, MM/YYYY or DD/MM.
    if (isDatePiece(term)) {
      for (const [key, sql] of [
        ['di', 'c.data_inicio'],
        ['df', 'c.data_fim'],
      ] as const) {
        const date = shownDateCondition({ sql }, term, `${key}${index}`, timeZone);
        alternatives.push(date.sql);
        Object.assign(params, date.params);
      }
    }
    qb.andWhere(`(${alternatives.join(' OR ')})`, params);
  }
}

/** The materials of the trainings `trainings`, by name. */
const TRAINING_MATERIALS = new PreparedQuery<MaterialRow & { id_treinamento: number }, { trainings: number[] }>((manager) =>
  manager
    .createQueryBuilder(TrainingMaterialEntity, 'tm')
    .innerJoin(MaterialEntity, 'm', 'm.id = tm.id_material')
    .select(['tm.id_treinamento AS id_treinamento', 'm.id AS id', 'm.nome_material AS nome_material', 'm.url AS url'])
    .where('tm.id_treinamento = ANY(:trainings)')
    .orderBy('m.nome_material')
    .addOrderBy('m.id'),
);

/** The materials of the trainings, by name, each with its training. */
export function materialsOfTrainings(db: Db, trainings: number[]): Promise<Array<MaterialRow & { id_treinamento: number }>> {
  return TRAINING_MATERIALS.run(db, { trainings });
}
