import type { ExamTopicQuota } from '@treina/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A practice exam of a training: how many questions it draws (per topic, optionally), its time, pass mark, attempts and window. */
@Entity('simulado')
@Index('simulado_treinamento_idx', ['id_treinamento'])
export class ExamEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  id_treinamento: number;

  @Column({ type: 'varchar', length: 200 })
  titulo: string;

  @Column({ type: 'int' })
  num_questoes: number;

  @Column({ type: 'int' })
  tempo_minutos: number;

  @Column({ type: 'numeric', precision: 5, scale: 2 })
  percentual_aprovacao: string;

  @Column({ type: 'int', nullable: true })
  tentativas: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  disponivel_de: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  disponivel_ate: Date | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  por_topico: ExamTopicQuota[];

  @Column({ type: 'timestamptz', default: () => 'now()' })
  criado_em: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  atualizado_em: Date;
}
