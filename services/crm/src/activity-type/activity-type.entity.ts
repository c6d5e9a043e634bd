import type { ActivityTypeOrigin } from '@treina/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Activity type: id 1 SYSTEM and id 2 FIXED are seeded and protected; created ones are CUSTOM. */
@Entity('tipo_atividade')
export class ActivityTypeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  nome: string;

  @Column({ type: 'varchar', length: 10, default: 'CUSTOM' })
  tipo: ActivityTypeOrigin;

  @Column({ name: 'id_tipo_servico', type: 'int', nullable: true })
  id_tipo_servico: number | null;
}
