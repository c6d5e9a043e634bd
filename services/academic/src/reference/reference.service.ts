import { Injectable } from '@nestjs/common';
import type {
  ClassStatusRow,
  EnrolmentStatusRow,
  PaymentMethodRow,
  StudentChannelRow,
  StudentStatusRow,
  TrainingStatusRow,
} from '@treina/contracts';
import { badRequest, PreparedQuery } from '@treina/nest-platform';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { ClassEntity } from '../class/class.entity.js';
import { MaterialEntity } from '../material/material.entity.js';
import { StudentEntity } from '../student/student.entity.js';
import { TrainingEntity } from '../training/training.entity.js';
import {
  ClassPeriodEntity,
  ClassStatusEntity,
  EnrolmentStatusEntity,
  PaymentMethodEntity,
  StudentChannelEntity,
  StudentStatusEntity,
  TrainingStatusEntity,
} from './reference.entities.js';

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

const ENROLMENT_STATUSES = new PreparedQuery<EnrolmentStatusRow, Record<string, never>>((manager) =>
  manager
    .createQueryBuilder(EnrolmentStatusEntity, 's')
    .select(['s.id_status_inscricao AS id_status_inscricao', 's.nome_status_inscricao AS nome_status_inscricao'])
    .orderBy('s.id_status_inscricao'),
);

/** The read-only lists (reference data seeded by the migration with SPEC's ids). */
@Injectable()
export class ReferenceService {
  private statusNames: Promise<ReadonlyMap<number, string>> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  enrolmentStatuses(): Promise<EnrolmentStatusRow[]> {
    return ENROLMENT_STATUSES.run(this.dataSource.manager, {});
  }

  /**
   * The enrolment statuses' names by id, read once: only migrations write that table, and they
   * run before the service starts (every enrolment status change carries the name before).
   */
  enrolmentStatusNames(): Promise<ReadonlyMap<number, string>> {
    this.statusNames ??= this.enrolmentStatuses().then(
      (rows) => new Map(rows.map((row) => [row.id_status_inscricao, row.nome_status_inscricao])),
      (error: unknown) => {
        this.statusNames = undefined;
        throw error;
      },
    );
    return this.statusNames;
  }

  trainingStatuses(): Promise<TrainingStatusRow[]> {
    return this.dataSource.manager.find(TrainingStatusEntity, { order: { id_status_treinamento: 'ASC' } });
  }

  classStatuses(): Promise<ClassStatusRow[]> {
    return this.dataSource.manager.find(ClassStatusEntity, { order: { id_status_turma: 'ASC' } });
  }

  paymentMethods(): Promise<PaymentMethodRow[]> {
    return this.dataSource.manager.find(PaymentMethodEntity, { order: { id_forma_pagto: 'ASC' } });
  }

  studentStatuses(): Promise<StudentStatusRow[]> {
    return this.dataSource.manager.find(StudentStatusEntity, { order: { id_status_aluno: 'ASC' } });
  }

  channels(): Promise<StudentChannelRow[]> {
    return this.dataSource.manager.find(StudentChannelEntity, { order: { id_canal_aluno: 'ASC' } });
  }

  /** 400 naming the field when `id` is not a row of `table` (a FK would only say 409). */
  async assertExists(
    manager: EntityManager,
    table: ReferenceTable,
    id: number | null | undefined,
    field: string,
    label: string,
  ): Promise<void> {
    if (id === null || id === undefined) return;
    if (!(await EXISTS[table].run(manager, { id })).length)
      throw badRequest(`${label} inválido.`, [{ field, message: `${label} inválido.` }]);
  }
}
