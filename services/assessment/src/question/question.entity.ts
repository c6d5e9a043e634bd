import type { QuestionAlternative } from '@treina/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A question of a training's bank: its alternatives in letter order and the correct letter. */
@Entity('questao')
@Index('questao_treinamento_idx', ['id_treinamento', 'topico'], { where: 'ativa' })
export class QuestionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  id_treinamento: number;

  @Column({ type: 'varchar', length: 100 })
  topico: string;

  @Column({ type: 'varchar', length: 4000 })
  enunciado: string;

  @Column({ type: 'jsonb' })
  alternativas: QuestionAlternative[];

  @Column({ type: 'char', length: 1 })
  correta: string;

  @Column({ type: 'varchar', length: 4000, nullable: true })
  explicacao: string | null;

  @Column({ type: 'varchar', length: 10 })
  dificuldade: string;

  @Column({ type: 'boolean', default: true })
  ativa: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  criada_em: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  atualizada_em: Date;
}
