import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** Service type (Consultoria, Treinamento In Company, ...), seeded by the schema migration. */
@Entity('tipo_servico')
@Unique('tipo_servico_nome_key', ['nome'])
export class ServiceTypeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  nome: string;
}
