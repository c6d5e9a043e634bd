import type { ActivityTypeOrigin } from '@treina/contracts';
import { Check, Column, Entity, ForeignKey, PrimaryGeneratedColumn } from 'typeorm';
import { ServiceTypeEntity } from '../contracted-service/service-type.entity.js';

/** Activity type: id 1 SYSTEM and id 2 FIXED are seeded and protected; created ones are CUSTOM. */
@Entity('tipo_atividade')
@Check('tipo_atividade_tipo_check', `tipo IN ('SYSTEM', 'FIXED', 'CUSTOM')`)
export class ActivityTypeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  nome: string;

  @Column({ type: 'varchar', length: 10, default: 'CUSTOM' })
  tipo: ActivityTypeOrigin;

  @Column({ name: 'id_tipo_servico', type: 'int', nullable: true })
  @ForeignKey(() => ServiceTypeEntity, { name: 'tipo_atividade_id_tipo_servico_fkey' })
  id_tipo_servico: number | null;
}
