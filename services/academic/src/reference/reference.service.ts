import { Injectable } from '@nestjs/common';
import type {
  ClassStatusRow,
  EnrolmentStatusRow,
  PaymentMethodRow,
  StudentChannelRow,
  StudentStatusRow,
  TrainingStatusRow,
} from '@treina/contracts';
import { badRequest } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';

/** The read-only lists (reference data seeded by the migration with SPEC's ids). */
@Injectable()
export class ReferenceService {
  constructor(private readonly dataSource: DataSource) {}

  enrolmentStatuses(): Promise<EnrolmentStatusRow[]> {
    return this.dataSource.query('SELECT id_status_inscricao, nome_status_inscricao FROM status_inscricao ORDER BY id_status_inscricao');
  }

  trainingStatuses(): Promise<TrainingStatusRow[]> {
    return this.dataSource.query(
      'SELECT id_status_treinamento, nome_status_treinamento FROM status_treinamento ORDER BY id_status_treinamento',
    );
  }

  classStatuses(): Promise<ClassStatusRow[]> {
    return this.dataSource.query('SELECT id_status_turma, nome_status_turma FROM status_turma ORDER BY id_status_turma');
  }

  paymentMethods(): Promise<PaymentMethodRow[]> {
    return this.dataSource.query('SELECT id_forma_pagto, nome_forma_pagto FROM forma_pagamento ORDER BY id_forma_pagto');
  }

  studentStatuses(): Promise<StudentStatusRow[]> {
    return this.dataSource.query('SELECT id_status_aluno, nome_status_aluno FROM status_aluno ORDER BY id_status_aluno');
  }

  channels(): Promise<StudentChannelRow[]> {
    return this.dataSource.query('SELECT id_canal_aluno, nome_canal_aluno, status_ativo FROM canal_aluno ORDER BY id_canal_aluno');
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
    const rows: unknown[] = await manager.query(`SELECT 1 FROM ${table} WHERE ${REFERENCE_KEYS[table]} = $1`, [id]);
    if (!rows.length) throw badRequest(`${label} inválido.`, [{ field, message: `${label} inválido.` }]);
  }
}

const REFERENCE_KEYS = {
  status_inscricao: 'id_status_inscricao',
  status_treinamento: 'id_status_treinamento',
  status_turma: 'id_status_turma',
  forma_pagamento: 'id_forma_pagto',
  status_aluno: 'id_status_aluno',
  canal_aluno: 'id_canal_aluno',
  periodo_turma: 'id_periodo_turma',
  treinamento: 'id',
  turma: 'id',
  aluno: 'id',
  material: 'id',
} as const;
export type ReferenceTable = keyof typeof REFERENCE_KEYS;
