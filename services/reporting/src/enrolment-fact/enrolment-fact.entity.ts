import { ClassProjectedRow } from '@treina/nest-platform';
import { Column, Entity, Index } from 'typeorm';

/** One enrolment of academic in its latest applied state: the facts the Painel counts. */
@Entity('matricula_fato')
@Index('matricula_fato_turma_idx', ['id_turma'])
@Index('matricula_fato_treinamento_idx', ['id_treinamento'])
@Index('matricula_fato_inclusao_idx', ['data_hora_inclusao'])
// Payments and cancellations are counted by period only for the statuses that have them.
@Index('matricula_fato_pagamento_idx', ['data_hora_pagamento'], { where: 'id_status_inscricao IN (3, 8)' })
@Index('matricula_fato_cancelamento_idx', ['data_hora_cancelamento'], { where: 'id_status_inscricao IN (4, 5)' })
@Index('matricula_fato_aluno_turma_idx', ['id_aluno', 'id_turma'])
export class EnrolmentFactEntity extends ClassProjectedRow {
  /** Academic's per-enrolment sequence of the applied state; only a higher one replaces it. */
  @Column({ type: 'int' })
  sequence: number;

  @Column({ name: 'id_aluno', type: 'int' })
  id_aluno: number;

  @Column({ name: 'id_status_inscricao', type: 'int' })
  id_status_inscricao: number;

  @Column({ name: 'nome_status_inscricao', type: 'varchar', length: 100 })
  nome_status_inscricao: string;

  @Column({ name: 'valor_pago', type: 'numeric', precision: 12, scale: 2, nullable: true })
  valor_pago: string | null;

  @Column({ name: 'data_hora_inclusao', type: 'timestamptz' })
  data_hora_inclusao: Date;

  @Column({ name: 'data_hora_pagamento', type: 'timestamptz', nullable: true })
  data_hora_pagamento: Date | null;

  @Column({ name: 'data_hora_cancelamento', type: 'timestamptz', nullable: true })
  data_hora_cancelamento: Date | null;

  @Column({ name: 'id_turma_origem', type: 'int', nullable: true })
  id_turma_origem: number | null;

  @Column({ name: 'id_usuario_venda', type: 'int', nullable: true })
  id_usuario_venda: number | null;
}
