import { Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { TrainingEntity } from './training.entity.js';
import { StudentEntity } from './student.entity.js';

/** A training a lead is interested in (Interessados, Treinamentos de interesse). */
@Entity('aluno_interesse')
@Index('aluno_interesse_treinamento_idx', ['id_treinamento'])
export class StudentInterestEntity {
  @PrimaryColumn({ name: 'id_aluno', type: 'int' })
  @ForeignKey(() => StudentEntity, { name: 'aluno_interesse_id_aluno_fkey', onDelete: 'CASCADE' })
  id_aluno: number;

  @PrimaryColumn({ name: 'id_treinamento', type: 'int' })
  @ForeignKey(() => TrainingEntity, { name: 'aluno_interesse_id_treinamento_fkey', onDelete: 'CASCADE' })
  id_treinamento: number;
}
