import type { QuestionAlternative } from '@treina/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { ExamEntity } from '../exam/exam.entity.js';

/** A student's attempt at an exam: running until submitted or its time runs out, then graded once. */
@Entity('tentativa')
@Index('tentativa_em_andamento_idx', ['id_simulado', 'id_aluno'], { unique: true, where: `status = 'Em andamento'` })
@Index('tentativa_aluno_idx', ['id_aluno', 'id_simulado'])
@Index('tentativa_simulado_idx', ['id_simulado', 'iniciada_em'])
export class AttemptEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  id_simulado: number;

  @ManyToOne(() => ExamEntity, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'id_simulado', foreignKeyConstraintName: 'tentativa_id_simulado_fkey' })
  simulado?: ExamEntity;

  @Column({ type: 'int' })
  id_treinamento: number;

  @Column({ type: 'int' })
  id_aluno: number;

  @Column({ type: 'varchar', length: 200 })
  nome_aluno: string;

  @Column({ type: 'int', nullable: true })
  id_turma: number | null;

  @Column({ type: 'varchar', length: 20 })
  status: string;

  @Column({ type: 'timestamptz' })
  iniciada_em: Date;

  @Column({ type: 'timestamptz' })
  termina_em: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finalizada_em: Date | null;

  @Column({ type: 'boolean', default: false })
  encerrada_por_tempo: boolean;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  nota: string | null;

  @Column({ type: 'int', nullable: true })
  acertos: number | null;

  @Column({ type: 'int' })
  total: number;

  @Column({ type: 'boolean', nullable: true })
  aprovado: boolean | null;
}

/** One question an attempt drew, copied as it was then: its place, its alternatives lettered anew for this attempt, and the answer. */
@Entity('tentativa_questao')
@Index('tentativa_questao_questao_idx', ['id_questao'])
export class AttemptQuestionEntity {
  @PrimaryColumn({ type: 'int' })
  id_tentativa: number;

  @ManyToOne(() => AttemptEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_tentativa', foreignKeyConstraintName: 'tentativa_questao_id_tentativa_fkey' })
  tentativa?: AttemptEntity;

  @PrimaryColumn({ type: 'int' })
  id_questao: number;

  @Column({ type: 'int' })
  ordem: number;

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

  @Column({ type: 'char', length: 1, nullable: true })
  resposta: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  respondida_em: Date | null;
}
