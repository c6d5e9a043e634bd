import { ClassProjectedRow, FoldedTextColumn } from '@treina/nest-platform';
import { Column, Entity, Index } from 'typeorm';

/** One commission: an enrolment of academic whose entry has gera_comissao true, as its latest applied enrolment change described it. */
@Entity('comissao')
@Index('comissao_turma_idx', ['id_turma'])
@Index('comissao_treinamento_idx', ['id_treinamento'])
// The list's default order and a salesperson's own list (DESC NULLS LAST) and the search (trigrams):
// indexes TypeORM cannot declare; migration 1763900000003 creates them.
@Index('comissao_inscricao_idx', { synchronize: false })
@Index('comissao_venda_idx', { synchronize: false })
@Index('comissao_busca_trgm_idx', { synchronize: false })
export class CommissionEntity extends ClassProjectedRow {
  @Column({ name: 'data_inicio', type: 'date' })
  data_inicio: string;

  @Column({ name: 'data_fim', type: 'date' })
  data_fim: string;

  @Column({ name: 'id_aluno', type: 'int' })
  id_aluno: number;

  @Column({ name: 'nome_aluno', type: 'varchar', length: 200 })
  nome_aluno: string;

  /** The enrolment's inclusion time (data_hora_inclusao). */
  @Column({ name: 'data_hora_inscricao', type: 'timestamptz' })
  data_hora_inscricao: Date;

  @Column({ name: 'id_status_inscricao', type: 'int' })
  id_status_inscricao: number;

  @Column({ name: 'status_inscricao', type: 'varchar', length: 100 })
  status_inscricao: string;

  @Column({ name: 'data_hora_cancelamento', type: 'timestamptz', nullable: true })
  data_hora_cancelamento: Date | null;

  @Column({ name: 'data_hora_pagamento', type: 'timestamptz', nullable: true })
  data_hora_pagamento: Date | null;

  @Column({ name: 'valor_pago', type: 'numeric', precision: 12, scale: 2, nullable: true })
  valor_pago: string | null;

  /** The staff user who made the sale: a Vendas user sees only their own rows. */
  @Column({ name: 'id_usuario_venda', type: 'int', nullable: true })
  id_usuario_venda: number | null;

  /** What was paid for the enrolment, the rate that applies and the commission (CommissionLedger keeps them). */
  @Column({ name: 'valor_base', type: 'numeric', precision: 12, scale: 2, default: 0 })
  valor_base: string;

  @Column({ name: 'percentual', type: 'numeric', precision: 5, scale: 2, default: 0 })
  percentual: string;

  @Column({ name: 'valor_comissao', type: 'numeric', precision: 12, scale: 2, default: 0 })
  valor_comissao: string;

  /** Searchable text (training, student, status), folded as the list's search folds; written by PostgreSQL. */
  @FoldedTextColumn('busca', `(nome_treinamento || '|' || nome_aluno || '|' || status_inscricao)`)
  busca: string | null;
}
