import { Column, Entity, PrimaryColumn } from 'typeorm';

/** 1 Pendente, 2 Em Andamento, 3 Concluído (seeded by the schema migration). */
@Entity('status_atividade')
export class ActivityStatusEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  nome: string;
}
