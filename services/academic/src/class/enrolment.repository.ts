import type { ClassEnrolmentEntry, EnrolmentSnapshotV1 } from '@treina/contracts';
import { EnrolmentStatus } from '@treina/contracts';
import { createEnvelope, HotStatement, insertOutboxMessages, PreparedQuery } from '@treina/nest-platform';
import { In, Not, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { studentSeesEntry } from '../access.js';
import { isoTimestampSql } from '../common/json-sql.js';
import type { Db } from '../database/db.js';
import { EnrolmentStatusEntity, PaymentMethodEntity } from '../database/entities/reference.entities.js';
import { StudentEntity } from '../database/entities/student.entity.js';
import { TrainingEntity } from '../database/entities/training.entity.js';
import { ClassEntity } from '../database/entities/class.entity.js';
import { EnrolmentEntity } from '../database/entities/enrolment.entity.js';
import {
  ENROLMENT_COLUMN_TYPES,
  type EnrolmentState,
  entryJsonArguments,
  SNAPSHOT_INSTANTS,
  snapshotSelect,
  stateOfRow,
} from './enrolment.columns.js';
import type { EnrolmentPlan } from './enrolment-state-machine.js';

/** An enrolment as the rules see it, with its class and its sequence. */
export interface StoredEnrolment extends EnrolmentState {
  id: number;
  id_turma: number;
  sequence: number;
}

function toStoredEnrolment(row: EnrolmentEntity): StoredEnrolment {
  return { id: row.id, id_turma: row.id_turma, sequence: row.sequence, id_aluno: row.id_aluno, ...stateOfRow({ ...row }) };
}

/** Every column of an enrolment, under its entity's property names (raw rows shaped like the entity). */
const CLASS_ENROLMENTS = new PreparedQuery<EnrolmentEntity, { classId: number }>((manager) =>
  manager
    .createQueryBuilder(EnrolmentEntity, 'e')
    .select(manager.connection.getMetadata(EnrolmentEntity).columns.map((column) => `e.${column.propertyName} AS "${column.propertyName}"`))
    .where('e.id_turma = :classId')
    .orderBy('e.id'),
);

/** A class's enrolments, in the order they were made (read on every save of the class: a prepared statement, not a find). */
export async function ofClass(db: Db, classId: number): Promise<StoredEnrolment[]> {
  return (await CLASS_ENROLMENTS.run(db, { classId })).map(toStoredEnrolment);
}

/** One enrolment as the rules see it; undefined when there is none. */
export async function one(db: Db, id: number): Promise<StoredEnrolment | undefined> {
  const row = await db.findOne(EnrolmentEntity, { where: { id } });
  return row ? toStoredEnrolment(row) : undefined;
}

/** The students' transfer requests and transfers in classes other than `classId`. */
export async function transferHistory(db: Db, students: number[], classId: number): Promise<StoredEnrolment[]> {
  const statuses = [EnrolmentStatus.SOLICITACAO_TRANSFERENCIA, EnrolmentStatus.TRANSFERIDO, EnrolmentStatus.TRANSFERENCIA_PAGA];
  const rows = await db.find(EnrolmentEntity, {
    where: { id_aluno: In(students), id_turma: Not(classId), id_status_inscricao: In(statuses) },
    order: { id: 'ASC' },
  });
  return rows.map(toStoredEnrolment);
}

/** The entries of classes about to be deleted, row-locked, in id order. */
export function lockOfClasses(
  db: Db,
  classIds: number[],
): Promise<Array<Pick<EnrolmentEntity, 'id' | 'id_turma' | 'id_aluno' | 'id_status_inscricao'>>> {
  return db.find(EnrolmentEntity, {
    select: { id: true, id_turma: true, id_aluno: true, id_status_inscricao: true },
    where: { id_turma: In(classIds) },
    order: { id: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
}

/** Enrolment states as one array per column (each bound by its column's name), for one set-based statement over UNNEST_STATES. */
function stateColumns(rows: Array<{ key: number; state: EnrolmentState }>): Record<string, unknown[]> {
  return {
    key: rows.map((row) => row.key),
    ...Object.fromEntries(ENROLMENT_COLUMN_TYPES.map(({ name, column }) => [column, rows.map((row) => row.state[name])])),
  };
}

const FIELD_COLUMNS = ENROLMENT_COLUMN_TYPES.map(({ column }) => column);
/** `v.key`: the student of a new entry, or the id of a changed one; then the fields by their columns' names. */
const UNNEST_STATES = `unnest(:key::int[], ${ENROLMENT_COLUMN_TYPES.map(({ column, sql }) => `:${column}::${sql}[]`).join(', ')})
  WITH ORDINALITY AS v(key, ${FIELD_COLUMNS.join(', ')}, ord)`;

// One statement for the new entries and one for the changed ones, whatever the class size; their
// text never changes, so each is prepared once per connection.
type NewEnrolmentId = { id: number };
const INSERT_ENROLMENTS = new HotStatement<NewEnrolmentId>(`
  INSERT INTO inscricao (id_turma, id_aluno, ${FIELD_COLUMNS.join(', ')}, id_usuario_venda)
   SELECT :classId, v.key, ${FIELD_COLUMNS.map((column) => `v.${column}`).join(', ')}, :sellerId
     FROM ${UNNEST_STATES}
    ORDER BY v.ord
   RETURNING id`);

/** Per data source (the snapshots' read is a PreparedQuery's text): the update of the changed entries. */
const UPDATE_ENROLMENTS = new WeakMap<object, HotStatement<EnrolmentSnapshotRow>>();
function updateStatement(db: Db): HotStatement<EnrolmentSnapshotRow> {
  let statement = UPDATE_ENROLMENTS.get(db.connection);
  if (!statement) {
    statement = new HotStatement(
      `WITH changed AS (
     UPDATE inscricao e SET ${FIELD_COLUMNS.map((column) => `${column} = v.${column}`).join(', ')},
            sequence = e.sequence + 1, atualizado_em = now()
       FROM ${UNNEST_STATES}
      WHERE e.id = v.key
     RETURNING e.*)
   ${CHANGED_ENROLMENT_SNAPSHOTS.sql(db)}`,
    );
    UPDATE_ENROLMENTS.set(db.connection, statement);
  }
  return statement;
}

/** What saveChanges wrote: the new entries' ids (in the plan's order) and the changed entries as their events carry them. */
export interface SavedEnrolments {
  createdIds: number[];
  changedSnapshots: Map<number, EnrolmentSnapshotV1>;
}

/**
 * Writes a plan of the state machine: its new entries (sold by `sellerId`) and its changed ones,
 * each change raising the entry's sequence. One statement for each, whatever the class size.
 */
export async function saveChanges(db: Db, classId: number, sellerId: number | null, plan: EnrolmentPlan): Promise<SavedEnrolments> {
  const createdIds = plan.created.length
    ? (
        await INSERT_ENROLMENTS.run(db, {
          classId,
          sellerId,
          ...stateColumns(plan.created.map((state) => ({ key: state.id_aluno, state }))),
        })
      ).map((row) => row.id)
    : [];
  const changes = plan.changed.map((change) => ({ key: change.before.id!, state: change.after }));
  const changedSnapshots = changes.length ? snapshotsById(await updateStatement(db).run(db, stateColumns(changes))) : new Map();
  return { createdIds, changedSnapshots };
}

/** An enrolment as the snapshot query reads it (times as Date). */
type EnrolmentSnapshotRow = Record<string, unknown> & { id_matricula: number };

/**
 * Enrolments as academic's enrolment events carry them (`e` is the enrolment, read from
 * `source`: the table, or the name of a `WITH` of changed rows); add the filter and order.
 */
function enrolmentSnapshotQuery(db: Db, source: typeof EnrolmentEntity | string = EnrolmentEntity): SelectQueryBuilder<ObjectLiteral> {
  return (
    db
      .createQueryBuilder()
      .from(source, 'e')
      .innerJoin(ClassEntity, 'c', 'c.id = e.id_turma')
      .innerJoin(TrainingEntity, 't', 't.id = c.id_treinamento')
      .innerJoin(StudentEntity, 'a', 'a.id = e.id_aluno')
      .innerJoin(EnrolmentStatusEntity, 'si', 'si.id_status_inscricao = e.id_status_inscricao')
      .leftJoin(PaymentMethodEntity, 'fp', 'fp.id_forma_pagto = e.id_forma_pagto')
      .select(['e.id AS id_matricula', 'e.sequence AS sequence', 'e.id_turma AS id_turma', 'c.id_treinamento AS id_treinamento'])
      .addSelect(['t.nome_treinamento AS nome_treinamento', 'c.data_inicio AS data_inicio', 'c.data_fim AS data_fim'])
      .addSelect(['c.id_status_turma AS id_status_turma', 'e.id_aluno AS id_aluno', 'a.nome_aluno AS nome_aluno', 'a.email AS email_aluno'])
      .addSelect(snapshotSelect('e'))
      .addSelect('e.id_usuario_venda AS id_usuario_venda')
      // The price the enrolment is charged (before its discount): the class's own, else its training's.
      .addSelect('coalesce(c.valor, t.valor)::text AS valor')
  );
}

function toEnrolmentSnapshot(row: EnrolmentSnapshotRow): EnrolmentSnapshotV1 {
  const instants = SNAPSHOT_INSTANTS.map((name) => [name, (row[name] as Date | null)?.toISOString() ?? null]);
  return { ...row, ...Object.fromEntries(instants) } as EnrolmentSnapshotV1;
}

function snapshotsById(rows: EnrolmentSnapshotRow[]): Map<number, EnrolmentSnapshotV1> {
  return new Map(rows.map((row) => [row.id_matricula, toEnrolmentSnapshot(row)]));
}

const ENROLMENT_SNAPSHOTS_BY_ID = new PreparedQuery<EnrolmentSnapshotRow, { ids: number[] }>((manager) =>
  enrolmentSnapshotQuery(manager).where('e.id = ANY(:ids)'),
);

/** The snapshot's select over the enrolments a data-modifying statement returns (`WITH changed AS (… RETURNING e.*)`). */
const CHANGED_ENROLMENT_SNAPSHOTS = new PreparedQuery<EnrolmentSnapshotRow, ObjectLiteral>((manager) =>
  enrolmentSnapshotQuery(manager, 'changed'),
);

/** Enrolments as academic's enrolment events carry them, keyed by enrolment id. */
export async function snapshots(db: Db, ids: number[]): Promise<Map<number, EnrolmentSnapshotV1>> {
  if (!ids.length) return new Map();
  return snapshotsById(await ENROLMENT_SNAPSHOTS_BY_ID.run(db, { ids }));
}

/** Up to `limit` enrolments after id `after`, in id order, as their events carry them (the republishing of every enrolment). */
async function snapshotsAfter(db: Db, after: number, limit: number): Promise<EnrolmentSnapshotV1[]> {
  const rows = await enrolmentSnapshotQuery(db)
    .where('e.id > :after', { after })
    .orderBy('e.id')
    .limit(limit)
    .getRawMany<EnrolmentSnapshotRow>();
  return rows.map(toEnrolmentSnapshot);
}

/**
 * Queues in the outbox the snapshot events of up to `limit` enrolments after id `after` (a republishing
 * of every enrolment, batch by batch); answers how many it queued and the last id, none when none was left.
 */
export async function queueSnapshotsAfter(db: Db, after: number, limit: number): Promise<{ queued: number; last: number } | undefined> {
  const snapshots = await snapshotsAfter(db, after, limit);
  if (!snapshots.length) return undefined;
  await insertOutboxMessages(
    db,
    snapshots.map((snapshot) => createEnvelope('academic.enrolment.snapshot.v1', snapshot, 'academic')),
  );
  return { queued: snapshots.length, last: snapshots[snapshots.length - 1]!.id_matricula };
}

/**
 * The entries of the classes `classIds` in the order they were made, one JSON list per class built
 * by PostgreSQL: reading a page's hundreds of entries as rows cost this service more than the query.
 */
function classEntriesQuery(db: Db): SelectQueryBuilder<ObjectLiteral> {
  const entry = [`'id', e.id`, `'id_aluno', e.id_aluno`, `'nome_aluno', a.nome_aluno`, ...entryJsonArguments('e', isoTimestampSql)].join(
    ', ',
  );
  return db
    .createQueryBuilder(EnrolmentEntity, 'e')
    .innerJoin(StudentEntity, 'a', 'a.id = e.id_aluno')
    .innerJoin(EnrolmentStatusEntity, 'si', 'si.id_status_inscricao = e.id_status_inscricao')
    .leftJoin(PaymentMethodEntity, 'fp', 'fp.id_forma_pagto = e.id_forma_pagto')
    .select('e.id_turma', 'id_turma')
    .addSelect(`json_agg(json_build_object(${entry}) ORDER BY e.data_hora_inclusao, e.id)`, 'alunos')
    .where('e.id_turma = ANY(:classIds)')
    .groupBy('e.id_turma');
}
type ClassEntries = { id_turma: number; alunos: ClassEnrolmentEntry[] };
const CLASS_ENTRIES = new PreparedQuery<ClassEntries, { classIds: number[] }>(classEntriesQuery);
const OWN_ENTRIES = new PreparedQuery<ClassEntries, { classIds: number[]; ownStudent: number }>((manager) =>
  classEntriesQuery(manager).andWhere(studentSeesEntry.sql('e', 'ownStudent')),
);

/** The entries of classes as the Turmas list shows them, by class; with `ownStudent`, only that student's entry. */
export async function entriesOfClasses(
  db: Db,
  classIds: number[],
  ownStudent?: number | null,
): Promise<Map<number, ClassEnrolmentEntry[]>> {
  const lists = ownStudent ? await OWN_ENTRIES.run(db, { classIds, ownStudent }) : await CLASS_ENTRIES.run(db, { classIds });
  return new Map(lists.map((list) => [list.id_turma, list.alunos]));
}
