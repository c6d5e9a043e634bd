import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CustomerEntity } from '../customer/customer.entity.js';
import { ServiceTypeEntity } from './service-type.entity.js';

/** A service a customer contracted. */
@Entity('servico')
@Check('servico_datas_check', 'data_fim >= data_inicio')
@Index('servico_cliente_idx', ['id_cliente'])
// The end date's sort (DESC NULLS LAST): an index TypeORM cannot declare; the schema migration creates it.
@Index('servico_fim_idx', { synchronize: false })
export class ContractedServiceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'id_cliente', type: 'int' })
  @ForeignKey(() => CustomerEntity, { name: 'servico_id_cliente_fkey' })
  id_cliente: number;

  @Column({ name: 'id_tipo_servico', type: 'int' })
  @ForeignKey(() => ServiceTypeEntity, { name: 'servico_id_tipo_servico_fkey' })
  id_tipo_servico: number;

  /** 'YYYY-MM-DD' */
  @Column({ name: 'data_inicio', type: 'date' })
  data_inicio: string;

  /** 'YYYY-MM-DD', never before data_inicio. */
  @Column({ name: 'data_fim', type: 'date' })
  data_fim: string;
}
