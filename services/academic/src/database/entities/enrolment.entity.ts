import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EnrolmentStatusEntity, PaymentMethodEntity } from './reference.entities.js';
import { StudentEntity } from './student.entity.js';
import { ClassEntity } from './class.entity.js';

/**
 * A student's enrolment in a class, with the invariants the database keeps:
 * one per student and class, a payment time once paid, a cancellation time once cancelled,
 * an origin class other than its own.
 */
@Entity('inscricao')
@Unique('inscricao_turma_aluno_key', ['id_turma', 'id_aluno'])
@Check('inscricao_valor', 'valor_pago >= 0')
@Check('inscricao_pagamento', 'id_status_inscricao NOT IN (3, 8) OR data_hora_pagamento IS NOT NULL')
@Check('inscricao_cancelamento', 'id_status_inscricao NOT IN (4, 5, 6) OR data_hora_cancelamento IS NOT NULL')
@Check('inscricao_origem', 'id_turma_origem IS NULL OR id_turma_origem <> id_turma')
@Check('inscricao_sequence', 'sequence >= 1')
@Check('inscricao_parcelas', 'parcelas BETWEEN 1 AND 12')
@Check('inscricao_desconto', 'desconto >= 0')
@Index('inscricao_aluno_idx', ['id_aluno', 'id_status_inscricao'])
// A class's waiting list (status 9) by inclusion time: a partial index TypeORM cannot declare (migration 1764400000001).
@Index('inscricao_espera_idx', { synchronize: false })
export class EnrolmentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'id_turma', type: 'int' })
  @ForeignKey(() => ClassEntity, { name: 'inscricao_id_turma_fkey', onDelete: 'CASCADE' })
  id_turma: number;

  @Column({ name: 'id_aluno', type: 'int' })
  @ForeignKey(() => StudentEntity, { name: 'inscricao_id_aluno_fkey' })
  id_aluno: number;

  @Column({ name: 'id_status_inscricao', type: 'int' })
  @ForeignKey(() => EnrolmentStatusEntity, { name: 'inscricao_id_status_inscricao_fkey' })
  id_status_inscricao: number;

  @Column({ name: 'id_forma_pagto', type: 'int', nullable: true })
  @ForeignKey(() => PaymentMethodEntity, { name: 'inscricao_id_forma_pagto_fkey' })
  id_forma_pagto: number | null;

  /** Reais, as text ('1234.50'): numeric(12,2) keeps cents exact. */
  @Column({ name: 'valor_pago', type: 'numeric', precision: 12, scale: 2, nullable: true })
  valor_pago: string | null;

  @Column({ name: 'cod_pagto', type: 'varchar', length: 500, nullable: true })
  cod_pagto: string | null;

  @Column({ type: 'varchar', length: 20 })
  cci: string;

  @Column({ name: 'data_hora_inclusao', type: 'timestamptz' })
  data_hora_inclusao: Date;

  @Column({ name: 'data_hora_pagamento', type: 'timestamptz', nullable: true })
  data_hora_pagamento: Date | null;

  @Column({ name: 'data_hora_cancelamento', type: 'timestamptz', nullable: true })
  data_hora_cancelamento: Date | null;

  @Column({ name: 'gera_comissao', type: 'boolean', default: true })
  gera_comissao: boolean;

  /** Whether the student sees the class's materials. */
  @Column({ name: 'libera_conteudo', type: 'boolean', default: false })
  libera_conteudo: boolean;

  @Column({ name: 'id_status_contrato_aluno', type: 'int', nullable: true })
  id_status_contrato_aluno: number | null;

  /** The class a transfer came from. */
  @Column({ name: 'id_turma_origem', type: 'int', nullable: true })
  @ForeignKey(() => ClassEntity, { name: 'inscricao_id_turma_origem_fkey', onDelete: 'SET NULL' })
  id_turma_origem: number | null;

  /** How many monthly instalments the enrolment is charged in. */
  @Column({ name: 'parcelas', type: 'smallint', default: 1 })
  parcelas: number;

  /** A discount on the enrolment's price, reais as text ('100.00'). */
  @Column({ name: 'desconto', type: 'numeric', precision: 12, scale: 2, nullable: true })
  desconto: string | null;

  /** The first instalment's due day, 'YYYY-MM-DD'. */
  @Column({ name: 'primeiro_vencimento', type: 'date', nullable: true })
  primeiro_vencimento: string | null;

  /** The salesperson (a user of identity) the commission goes to. */
  @Column({ name: 'id_usuario_venda', type: 'int', nullable: true })
  id_usuario_venda: number | null;

  /** Raised by every change of this enrolment: consumers apply only a higher one. */
  @Column({ type: 'int', default: 1 })
  sequence: number;

  @CreateDateColumn({ name: 'criado_em', type: 'timestamptz' })
  criado_em: Date;

  @Column({ name: 'atualizado_em', type: 'timestamptz', default: () => 'now()' })
  atualizado_em: Date;
}
