import { Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { MaterialEntity } from './material.entity.js';
import { TrainingEntity } from './training.entity.js';

/** A material of a training (what its classes' students may see). */
@Entity('treinamento_material')
@Index('treinamento_material_material_idx', ['id_material'])
export class TrainingMaterialEntity {
  @PrimaryColumn({ name: 'id_treinamento', type: 'int' })
  @ForeignKey(() => TrainingEntity, { name: 'treinamento_material_id_treinamento_fkey', onDelete: 'CASCADE' })
  id_treinamento: number;

  @PrimaryColumn({ name: 'id_material', type: 'int' })
  @ForeignKey(() => MaterialEntity, { name: 'treinamento_material_id_material_fkey', onDelete: 'CASCADE' })
  id_material: number;
}
