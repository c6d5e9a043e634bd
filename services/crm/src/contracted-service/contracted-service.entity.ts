import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A service a customer contracted (SPEC section 3, Service). */
@Entity('servico')
export class ContractedServiceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'id_cliente', type: 'int' })
  id_cliente: number;

  @Column({ name: 'id_tipo_servico', type: 'int' })
  id_tipo_servico: number;

  /** 'YYYY-MM-DD' */
  @Column({ name: 'data_inicio', type: 'date' })
  data_inicio: string;

  /** 'YYYY-MM-DD', never before data_inicio. */
  @Column({ name: 'data_fim', type: 'date' })
  data_fim: string;
}
