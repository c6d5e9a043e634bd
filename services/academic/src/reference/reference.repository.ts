import type {
  ClassStatusRow,
  EnrolmentStatusRow,
  PaymentMethodRow,
  StudentChannelRow,
  StudentStatusRow,
  TrainingStatusRow,
} from '@treina/contracts';
import { DirectoryUserEntity, PreparedQuery } from '@treina/nest-platform';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { ClassEntity } from '../database/entities/class.entity.js';
import type { Db } from '../database/db.js';
import { MaterialEntity } from '../database/entities/material.entity.js';
import { StudentEntity } from '../database/entities/student.entity.js';
import { TrainingEntity } from '../database/entities/training.entity.js';
import {
  ClassPeriodEntity,
  ClassStatusEntity,
  EnrolmentStatusEntity,
  PaymentMethodEntity,
  StudentChannelEntity,
  StudentStatusEntity,
  TrainingStatusEntity,
} from '../database/entities/reference.entities.js';

/** The rows a field may point at, by table: the entity and its key. */
const REFERENCES = {
  status_inscricao: [EnrolmentStatusEntity, 'id_status_inscricao'],
  status_treinamento: [TrainingStatusEntity, 'id_status_treinamento'],
  status_turma: [ClassStatusEntity, 'id_status_turma'],
  forma_pagamento: [PaymentMethodEntity, 'id_forma_pagto'],
  status_aluno: [StudentStatusEntity, 'id_status_aluno'],
  canal_aluno: [StudentChannelEntity, 'id_canal_aluno'],
  periodo_turma: [ClassPeriodEntity, 'id_periodo_turma'],
  treinamento: [TrainingEntity, 'id'],
  turma: [ClassEntity, 'id'],
  aluno: [StudentEntity, 'id'],
  material: [MaterialEntity, 'id'],
} as const satisfies Record<string, readonly [EntityTarget<ObjectLiteral>, string]>;
export type ReferenceTable = keyof typeof REFERENCES;

/** Whether a row of each table has the key `:id` (checked on every save that points at one). */
const EXISTS = Object.fromEntries(
  Object.entries(REFERENCES).map(([table, [entity, key]]) => [
    table,
    new PreparedQuery<{ found: number }, { id: number }>((manager) =>
      manager.createQueryBuilder(entity, 'r').select('1 AS found').where(`r.${key} = :id`).limit(1),
    ),
  ]),
) as Record<ReferenceTable, PreparedQuery<{ found: number }, { id: number }>>;

/** Whether `table` has a row with key `id`. */
export async function rowExists(db: Db, table: ReferenceTable, id: number): Promise<boolean> {
  return (await EXISTS[table].run(db, { id })).length > 0;
}

/** An active user of the users projection, by id: a prepared statement (read on every class save that names an instructor). */
const ACTIVE_USER = new PreparedQuery<{ id_usuario: number }, { id: number }>((manager) =>
  manager
    .createQueryBuilder(DirectoryUserEntity, 'u')
    .select('u.id_usuario AS id_usuario')
    .where('u.id_usuario = :id')
    .andWhere('u.status = true'),
);

/** Whether `id` is an active user (kept from identity's events). */
export async function isActiveUser(db: Db, id: number): Promise<boolean> {
  return (await ACTIVE_USER.run(db, { id })).length > 0;
}

const ENROLMENT_STATUSES = new PreparedQuery<EnrolmentStatusRow, Record<string, never>>((manager) =>
  manager
    .createQueryBuilder(EnrolmentStatusEntity, 's')
    .select(['s.id_status_inscricao AS id_status_inscricao', 's.nome_status_inscricao AS nome_status_inscricao'])
    .orderBy('s.id_status_inscricao'),
);

export function enrolmentStatuses(db: Db): Promise<EnrolmentStatusRow[]> {
  return ENROLMENT_STATUSES.run(db, {});
}

export function trainingStatuses(db: Db): Promise<TrainingStatusRow[]> {
  return db.find(TrainingStatusEntity, { order: { id_status_treinamento: 'ASC' } });
}

export function classStatuses(db: Db): Promise<ClassStatusRow[]> {
  return db.find(ClassStatusEntity, { order: { id_status_turma: 'ASC' } });
}

export function paymentMethods(db: Db): Promise<PaymentMethodRow[]> {
  return db.find(PaymentMethodEntity, { order: { id_forma_pagto: 'ASC' } });
}

export function studentStatuses(db: Db): Promise<StudentStatusRow[]> {
  return db.find(StudentStatusEntity, { order: { id_status_aluno: 'ASC' } });
}

export function channels(db: Db): Promise<StudentChannelRow[]> {
  return db.find(StudentChannelEntity, { order: { id_canal_aluno: 'ASC' } });
}

/** One channel, or null. */
export function channel(db: Db, id: number): Promise<StudentChannelEntity | null> {
  return db.findOne(StudentChannelEntity, { where: { id_canal_aluno: id } });
}
