import { FoldedTextColumn } from '@treina/nest-platform';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ClassPeriodEntity, ClassStatusEntity } from './reference.entities.js';
import { TrainingEntity } from './training.entity.js';

/** A class (Turmas): a training given from one date to another, with its students (inscricao). */
@Entity('turma')
@Check('turma_datas', 'data_fim >= data_inicio')
@Check('turma_valor', 'valor >= 0')
@Check('turma_vagas', 'vagas IS NULL OR vagas BETWEEN 1 AND 10000')
@Check('turma_dias_semana', `cardinality(dias_semana) BETWEEN 1 AND 7 AND dias_semana <@ '{1,2,3,4,5,6,7}'::smallint[]`)
@Index('turma_treinamento_idx', ['id_treinamento'])
// The list's default order (start date, newest first, NULLS LAST): an index TypeORM cannot declare (migration 1763800000002).
@Index('turma_inicio_idx', { synchronize: false })
export class ClassEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'id_treinamento', type: 'int' })
  @ForeignKey(() => TrainingEntity, { name: 'turma_id_treinamento_fkey' })
  id_treinamento: number;

  /** A user of identity (named from the users projection). */
  @Column({ name: 'id_instrutor', type: 'int', nullable: true })
  id_instrutor: number | null;

  /** 'YYYY-MM-DD' */
  @Column({ name: 'data_inicio', type: 'date' })
  data_inicio: string;

  /** 'YYYY-MM-DD', never before data_inicio. */
  @Column({ name: 'data_fim', type: 'date' })
  data_fim: string;

  @Column({ name: 'id_periodo_turma', type: 'int' })
  @ForeignKey(() => ClassPeriodEntity, { name: 'turma_id_periodo_turma_fkey' })
  id_periodo_turma: number;

  @Column({ name: 'id_status_turma', type: 'int' })
  @ForeignKey(() => ClassStatusEntity, { name: 'turma_id_status_turma_fkey' })
  id_status_turma: number;

  @Column({ name: 'desc_turma', type: 'varchar', length: 2000, nullable: true })
  desc_turma: string | null;

  /** Whether enrolments in it earn commission (the default of each new enrolment). */
  @Column({ name: 'gera_comissao', type: 'boolean', default: true })
  gera_comissao: boolean;

  /** Seats: entries in a seat-taking status never outnumber them; null = no limit. */
  @Column({ name: 'vagas', type: 'int', nullable: true })
  vagas: number | null;

  /** ISO weekdays the class meets on (1 = Monday … 7 = Sunday): its sessions are generated on them. */
  @Column({ name: 'dias_semana', type: 'smallint', array: true, default: () => "'{1,2,3,4,5}'" })
  dias_semana: number[];

  /** The class's own price, reais as text ('1500.00'); null: its training's applies. */
  @Column({ name: 'valor', type: 'numeric', precision: 12, scale: 2, nullable: true })
  valor: string | null;

  /** Raised by every change: the consumers' projections keep only the newest. */
  @Column({ type: 'int', default: 1 })
  revision: number;

  @CreateDateColumn({ name: 'criado_em', type: 'timestamptz' })
  criado_em: Date;

  /** The description folded as the list's search folds. */
  @FoldedTextColumn('desc_busca', `coalesce(desc_turma, '')`)
  desc_busca: string | null;
}
