import { Check, Column, CreateDateColumn, Entity, ForeignKey, PrimaryGeneratedColumn } from 'typeorm';
import { TrainingStatusEntity } from './reference.entities.js';

/** A training (Treinamentos): what classes teach. */
@Entity('treinamento')
@Check('treinamento_carga_horaria', 'carga_horaria BETWEEN 1 AND 10000')
@Check('treinamento_frequencia_minima', 'frequencia_minima BETWEEN 0 AND 100')
@Check('treinamento_valor', 'valor >= 0')
@Check('treinamento_percentual_comissao', 'percentual_comissao BETWEEN 0 AND 100')
export class TrainingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'nome_treinamento', type: 'varchar', length: 200 })
  nome_treinamento: string;

  /** A user of identity (named from the users projection). */
  @Column({ name: 'id_instrutor', type: 'int', nullable: true })
  id_instrutor: number | null;

  /** Carga horária in hours (the certificates print it); null while unknown. */
  @Column({ name: 'carga_horaria', type: 'int', nullable: true })
  carga_horaria: number | null;

  /** The attendance (percent) a student needs for the certificate, once the class records attendance. */
  @Column({ name: 'frequencia_minima', type: 'smallint', default: 75 })
  frequencia_minima: number;

  /** The price, reais as text ('1500.00'); null: no price. */
  @Column({ name: 'valor', type: 'numeric', precision: 12, scale: 2, nullable: true })
  valor: string | null;

  /** The sellers' default commission rate, percent as text ('10.50'). */
  @Column({ name: 'percentual_comissao', type: 'numeric', precision: 5, scale: 2, nullable: true })
  percentual_comissao: string | null;

  @Column({ name: 'id_status_treinamento', type: 'int' })
  @ForeignKey(() => TrainingStatusEntity, { name: 'treinamento_id_status_treinamento_fkey' })
  id_status_treinamento: number;

  /** Raised by every change: the consumers' projections keep only the newest. */
  @Column({ type: 'int', default: 1 })
  revision: number;

  @CreateDateColumn({ name: 'criado_em', type: 'timestamptz' })
  criado_em: Date;
}
