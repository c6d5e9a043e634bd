import type { ClassSnapshotV1, EnrolmentSnapshotV1 } from '@treina/contracts';
import { type OutboxTransaction, PreparedQuery, queryRows } from '@treina/nest-platform';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ClassPeriodEntity, ClassStatusEntity, EnrolmentStatusEntity, PaymentMethodEntity } from '../reference/reference.entities.js';
import { StudentEntity } from '../student/student.entity.js';
import { TrainingEntity } from '../training/training.entity.js';
import { ClassEntity } from './class.entity.js';
import { EnrolmentEntity } from './enrolment.entity.js';

/** Classes as academic's class events carry them (`c` is the class, read from `source`); add the filter. */
function classSnapshotSelect(manager: EntityManager, source: typeof ClassEntity | string): SelectQueryBuilder<ObjectLiteral> {
  return manager
    .createQueryBuilder()
    .from(source, 'c')
    .innerJoin(TrainingEntity, 't', 't.id = c.id_treinamento')
    .innerJoin(ClassPeriodEntity, 'p', 'p.id_periodo_turma = c.id_periodo_turma')
    .innerJoin(ClassStatusEntity, 's', 's.id_status_turma = c.id_status_turma')
    .select(['c.id AS id_turma', 'c.id_treinamento AS id_treinamento', 't.nome_treinamento AS nome_treinamento'])
    .addSelect(['c.id_instrutor AS id_instrutor', 'c.data_inicio AS data_inicio', 'c.data_fim AS data_fim'])
    .addSelect(['c.id_periodo_turma AS id_periodo_turma', 'p.nome_periodo_turma AS nome_periodo_turma'])
    .addSelect(['c.id_status_turma AS id_status_turma', 's.nome_status_turma AS nome_status_turma', 'c.desc_turma AS desc_turma'])
    .addSelect(['c.gera_comissao AS gera_comissao', 'c.revision AS revision']);
}

/** Classes as academic's class events carry them, by class id or by training (`c.${by} = :value`). */
function classSnapshotQuery(by: 'id' | 'id_treinamento') {
  return new PreparedQuery<ClassSnapshotV1, { value: number }>((manager) =>
    classSnapshotSelect(manager, ClassEntity).where(`c.${by} = :value`).orderBy('c.id'),
  );
}
const CLASS_SNAPSHOTS = { id: classSnapshotQuery('id'), id_treinamento: classSnapshotQuery('id_treinamento') };

/** Classes as academic's class events carry them, by class id or by training. */
export function loadClassSnapshots(manager: EntityManager, by: 'id' | 'id_treinamento', value: number): Promise<ClassSnapshotV1[]> {
  return CLASS_SNAPSHOTS[by].run(manager, { value });
}

/** The class's fields a save writes (ClassCommands' CLASS_FIELDS), under their column names. */
export type ClassWrite = Pick<
  ClassEntity,
  | 'id_treinamento'
  | 'id_instrutor'
  | 'data_inicio'
  | 'data_fim'
  | 'id_periodo_turma'
  | 'id_status_turma'
  | 'desc_turma'
  | 'gera_comissao'
  | 'vagas'
>;

/** The snapshot's select over the rows a data-modifying statement returns (`WITH changed AS (… RETURNING *)`). */
const CHANGED_CLASS_SNAPSHOT = new PreparedQuery<ClassSnapshotV1, ObjectLiteral>((manager) => classSnapshotSelect(manager, 'changed'));

/**
 * Writes the class's fields, raising its revision, and answers the class as its
 * `academic.class.updated.v1` carries it: one statement, the update and the snapshot's
 * read together (bench/academic.bench.mjs, the PATCH of a class).
 */
export async function updateClass(manager: EntityManager, classId: number, fields: ClassWrite): Promise<ClassSnapshotV1> {
  const [snapshot] = await queryRows<ClassSnapshotV1>(
    manager,
    `WITH changed AS (
       UPDATE turma SET id_treinamento = :id_treinamento::int, id_instrutor = :id_instrutor::int, data_inicio = :data_inicio::date,
              data_fim = :data_fim::date, id_periodo_turma = :id_periodo_turma::int, id_status_turma = :id_status_turma::int,
              desc_turma = :desc_turma::varchar, gera_comissao = :gera_comissao::bool, vagas = :vagas::int, revision = revision + 1
        WHERE id = :classId
       RETURNING *)
     ${CHANGED_CLASS_SNAPSHOT.sql(manager)}`,
    { ...fields, classId },
  );
  return snapshot!;
}

/** Raises the revision of the classes and records `academic.class.updated.v1` for each. */
export async function publishClassUpdates(tx: OutboxTransaction, by: 'id' | 'id_treinamento', value: number): Promise<void> {
  await tx.manager.update(ClassEntity, { [by]: value }, { revision: () => 'revision + 1' });
  for (const snapshot of await loadClassSnapshots(tx.manager, by, value)) tx.publish('academic.class.updated.v1', snapshot);
}

/** An enrolment as the snapshot query reads it (times as Date). */
export type EnrolmentSnapshotRow = Omit<EnrolmentSnapshotV1, 'data_hora_inclusao' | 'data_hora_pagamento' | 'data_hora_cancelamento'> & {
  data_hora_inclusao: Date;
  data_hora_pagamento: Date | null;
  data_hora_cancelamento: Date | null;
};

/**
 * Enrolments as academic's enrolment events carry them (`e` is the enrolment, read from
 * `source`: the table, or the name of a `WITH` of changed rows); add the filter and order.
 */
export function enrolmentSnapshotQuery(
  manager: EntityManager,
  source: typeof EnrolmentEntity | string = EnrolmentEntity,
): SelectQueryBuilder<ObjectLiteral> {
  return manager
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
    .addSelect(['e.id_status_inscricao AS id_status_inscricao', 'si.nome_status_inscricao AS nome_status_inscricao'])
    .addSelect(['e.id_forma_pagto AS id_forma_pagto', 'fp.nome_forma_pagto AS nome_forma_pagto', 'e.valor_pago::float8 AS valor_pago'])
    .addSelect(['e.cod_pagto AS cod_pagto', 'e.cci AS cci', 'e.data_hora_inclusao AS data_hora_inclusao'])
    .addSelect(['e.data_hora_pagamento AS data_hora_pagamento', 'e.data_hora_cancelamento AS data_hora_cancelamento'])
    .addSelect(['e.gera_comissao AS gera_comissao', 'e.libera_conteudo AS libera_conteudo'])
    .addSelect(['e.id_status_contrato_aluno AS id_status_contrato_aluno', 'e.id_turma_origem AS id_turma_origem'])
    .addSelect('e.id_usuario_venda AS id_usuario_venda');
}

export function toEnrolmentSnapshot(row: EnrolmentSnapshotRow): EnrolmentSnapshotV1 {
  return {
    ...row,
    data_hora_inclusao: row.data_hora_inclusao.toISOString(),
    data_hora_pagamento: row.data_hora_pagamento?.toISOString() ?? null,
    data_hora_cancelamento: row.data_hora_cancelamento?.toISOString() ?? null,
  };
}

const ENROLMENT_SNAPSHOTS_BY_ID = new PreparedQuery<EnrolmentSnapshotRow, { ids: number[] }>((manager) =>
  enrolmentSnapshotQuery(manager).where('e.id = ANY(:ids)'),
);

/** Enrolments as academic's enrolment events carry them, keyed by enrolment id. */
export async function loadEnrolmentSnapshots(manager: EntityManager, ids: number[]): Promise<Map<number, EnrolmentSnapshotV1>> {
  if (!ids.length) return new Map();
  return snapshotsById(await ENROLMENT_SNAPSHOTS_BY_ID.run(manager, { ids }));
}

export function snapshotsById(rows: EnrolmentSnapshotRow[]): Map<number, EnrolmentSnapshotV1> {
  return new Map(rows.map((row) => [row.id_matricula, toEnrolmentSnapshot(row)]));
}

/** The snapshot's select over the enrolments a data-modifying statement returns (`WITH changed AS (… RETURNING e.*)`). */
export const CHANGED_ENROLMENT_SNAPSHOTS = new PreparedQuery<EnrolmentSnapshotRow, ObjectLiteral>((manager) =>
  enrolmentSnapshotQuery(manager, 'changed'),
);
