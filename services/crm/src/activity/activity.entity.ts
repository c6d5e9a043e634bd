import { FoldedTextColumn } from '@treina/nest-platform';
import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ActivityTypeEntity } from '../activity-type/activity-type.entity.js';
import { ActivityStatusEntity } from './activity-status.entity.js';

/** An activity. Names, student data and statuses are joined in when listing. */
@Entity('atividade')
// The list's sorts and filters (DESC NULLS LAST, as the list protocol orders) and the
// searches (trigrams): indexes TypeORM cannot declare; the schema migrations create them.
@Index('atividade_data_idx', { synchronize: false })
@Index('atividade_usuario_data_idx', { synchronize: false })
@Index('atividade_tipo_data_idx', { synchronize: false })
@Index('atividade_status_data_idx', { synchronize: false })
@Index('atividade_atualizado_idx', { synchronize: false })
@Index('atividade_tempo_idx', { synchronize: false })
@Index('atividade_aluno_idx', { synchronize: false })
@Index('atividade_busca_trgm', { synchronize: false })
@Index('atividade_titulo_trgm', { synchronize: false })
export class ActivityEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The description (Descrição). */
  @Column({ type: 'text' })
  titulo: string;

  /** 'YYYY-MM-DD' */
  @Column({ type: 'date' })
  data: string;

  /** The responsible user (a user of identity, named from the users projection). */
  @Column({ name: 'id_usuario', type: 'int' })
  id_usuario: number;

  @Column({ name: 'id_tipo_atividade', type: 'int' })
  @ForeignKey(() => ActivityTypeEntity, { name: 'atividade_id_tipo_atividade_fkey' })
  id_tipo_atividade: number;

  /** Only FIXED activities have a student (academic's, named from the students projection). */
  @Column({ name: 'id_aluno', type: 'int', nullable: true })
  id_aluno: number | null;

  @Column({ name: 'id_status_atividade', type: 'int' })
  @ForeignKey(() => ActivityStatusEntity, { name: 'atividade_id_status_atividade_fkey' })
  id_status_atividade: number;

  /** Seconds: the sum of the subtasks' times, written with them. */
  @Column({ name: 'tempo_gasto', type: 'int', default: 0 })
  tempo_gasto: number;

  /** Null until the activity is first changed. */
  @Column({ name: 'atualizado_em', type: 'timestamptz', nullable: true })
  atualizado_em: Date | null;

  /** Who created it; set on creation only. */
  @Column({ name: 'id_criado_por', type: 'int', nullable: true })
  id_criado_por: number | null;

  @Column({ name: 'criado_em', type: 'timestamptz', default: () => 'now()' })
  criado_em: Date;

  /** 1 on creation, one more per change: the `revision` of its events (consumers never go back to an older one). */
  @Column({ type: 'int', default: 1 })
  revisao: number;

  /** Searchable text (description, student name, e-mail, phone), indexed by trigrams. */
  @Column({ type: 'text', default: '' })
  busca: string;

  /** The description folded as the list's search folds; written by PostgreSQL. */
  @FoldedTextColumn('titulo_dobrado', 'titulo')
  titulo_dobrado: string | null;
}
