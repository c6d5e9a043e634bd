import type { TipoPessoa } from '@treina/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('cliente')
@Index('cliente_documento_key', ['documento'], { unique: true })
@Check('cliente_tipo_pessoa_check', `tipo_pessoa IN ('Física', 'Jurídica')`)
export class CustomerEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'nome_razao', type: 'varchar', length: 200 })
  nome_razao: string;

  /** Digits only: a valid CPF (11) or CNPJ (14); unique. */
  @Column({ type: 'varchar', length: 14 })
  documento: string;

  /** Derived from documento. */
  @Column({ name: 'tipo_pessoa', type: 'varchar', length: 10 })
  tipo_pessoa: TipoPessoa;

  @Column({ type: 'varchar', length: 500, default: '' })
  endereco: string;
}
