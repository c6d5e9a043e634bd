import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Service type (Consultoria, Treinamento In Company, ...), seeded by the schema migration. */
@Entity('tipo_servico')
export class ServiceTypeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  nome: string;
}
