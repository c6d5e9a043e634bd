import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last applied sequence of every enrolment finance has heard of, with or without commission. An event whose sequence is not above it
 * changes nothing, so a redelivered or late older event can neither roll a row back nor bring back a row removed when gera_comissao was
 * turned off.
 */
@Entity('matricula_estado')
export class EnrolmentStateEntity {
  @PrimaryColumn({ name: 'id_matricula', type: 'int' })
  id_matricula: number;

  @Column({ type: 'int' })
  sequence: number;

  @Column({ name: 'gera_comissao', type: 'boolean' })
  gera_comissao: boolean;

  @Column({ name: 'atualizado_em', type: 'timestamptz', default: () => 'now()' })
  atualizado_em: Date;
}
