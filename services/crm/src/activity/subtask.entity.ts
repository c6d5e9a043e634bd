import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { ActivityEntity } from './activity.entity.js';

/** One subtask of an activity; rewritten with the activity. */
@Entity('subtarefa')
export class SubtaskEntity {
  @PrimaryColumn({ name: 'id_atividade', type: 'int' })
  @ForeignKey(() => ActivityEntity, { name: 'subtarefa_id_atividade_fkey', onDelete: 'CASCADE' })
  id_atividade: number;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** Position in the list the client sent; breaks ties between subtasks of one date. */
  @Column({ type: 'int' })
  ordem: number;

  @Column({ type: 'date' })
  data: string;

  /** Canonical 'HH:mm'. */
  @Column({ type: 'varchar', length: 8 })
  tempo: string;

  @Column({ type: 'int' })
  segundos: number;

  @Column({ type: 'text' })
  descricao: string;
}
