import { Column, Entity, PrimaryColumn } from 'typeorm';

// Academic's reference data, seeded by the schema migration with the ids the other
// services rely on (EnrolmentStatus in the contracts): read by the selects, never written by the app.

/** Enrolment statuses: 1 Inscrito … 8 Transferência Paga, 9 Lista de Espera. */
@Entity('status_inscricao')
export class EnrolmentStatusEntity {
  @PrimaryColumn({ name: 'id_status_inscricao', type: 'int' })
  id_status_inscricao: number;

  @Column({ name: 'nome_status_inscricao', type: 'varchar', length: 100 })
  nome_status_inscricao: string;
}

/** Training statuses: Ativo, Em Elaboração, Inativo. */
@Entity('status_treinamento')
export class TrainingStatusEntity {
  @PrimaryColumn({ name: 'id_status_treinamento', type: 'int' })
  id_status_treinamento: number;

  @Column({ name: 'nome_status_treinamento', type: 'varchar', length: 100 })
  nome_status_treinamento: string;
}

/** Class statuses: Aberta, Em Andamento, Confirmada, Concluída, Cancelada. */
@Entity('status_turma')
export class ClassStatusEntity {
  @PrimaryColumn({ name: 'id_status_turma', type: 'int' })
  id_status_turma: number;

  @Column({ name: 'nome_status_turma', type: 'varchar', length: 100 })
  nome_status_turma: string;
}

/** Payment methods (Boleto, Cartão de Crédito, PIX, …). */
@Entity('forma_pagamento')
export class PaymentMethodEntity {
  @PrimaryColumn({ name: 'id_forma_pagto', type: 'int' })
  id_forma_pagto: number;

  @Column({ name: 'nome_forma_pagto', type: 'varchar', length: 100 })
  nome_forma_pagto: string;
}

/** A lead's stage (Novo, Em Negociação, Matriculado, …). */
@Entity('status_aluno')
export class StudentStatusEntity {
  @PrimaryColumn({ name: 'id_status_aluno', type: 'int' })
  id_status_aluno: number;

  @Column({ name: 'nome_status_aluno', type: 'varchar', length: 100 })
  nome_status_aluno: string;
}

/** How a student found the school; an inactive channel is no longer offered. */
@Entity('canal_aluno')
export class StudentChannelEntity {
  @PrimaryColumn({ name: 'id_canal_aluno', type: 'int' })
  id_canal_aluno: number;

  @Column({ name: 'nome_canal_aluno', type: 'varchar', length: 100 })
  nome_canal_aluno: string;

  @Column({ name: 'status_ativo', type: 'boolean', default: true })
  status_ativo: boolean;
}

/** A class's period: Noturno, Diurno. */
@Entity('periodo_turma')
export class ClassPeriodEntity {
  @PrimaryColumn({ name: 'id_periodo_turma', type: 'int' })
  id_periodo_turma: number;

  @Column({ name: 'nome_periodo_turma', type: 'varchar', length: 100 })
  nome_periodo_turma: string;
}

/** Every reference table's entity, for the data source. */
export const REFERENCE_ENTITIES = [
  EnrolmentStatusEntity,
  TrainingStatusEntity,
  ClassStatusEntity,
  PaymentMethodEntity,
  StudentStatusEntity,
  StudentChannelEntity,
  ClassPeriodEntity,
];
