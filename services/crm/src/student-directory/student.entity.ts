import { FoldedTextColumn } from '@treina/nest-platform';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * CRM's copy of academic's students (`academic.student.*` events), shown on activities and in the
 * FIXED type's typeahead. A deleted student stays as a tombstone, so a late older event cannot bring
 * it back and old activities keep its name.
 */
@Entity('aluno_projecao')
// The typeahead's searches (trigrams): indexes TypeORM cannot declare; migration 1763800000003 creates them.
@Index('aluno_projecao_nome_trgm', { synchronize: false })
@Index('aluno_projecao_email_trgm', { synchronize: false })
@Index('aluno_projecao_telefone_trgm', { synchronize: false })
export class StudentEntity {
  @PrimaryColumn({ name: 'id_aluno', type: 'int' })
  id_aluno: number;

  @Column({ name: 'nome_aluno', type: 'varchar', length: 200 })
  nome_aluno: string;

  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  telefone: string;

  /** Academic's revision of the student; an older snapshot never overwrites a newer one. */
  @Column({ type: 'int' })
  revision: number;

  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  /** Erased on request (academic.student.anonymised.v1): the anonymous values stay whatever student event comes later. */
  @Column({ type: 'boolean', default: false })
  anonimizado: boolean;

  @FoldedTextColumn('nome_dobrado', 'nome_aluno')
  nome_dobrado: string | null;

  @FoldedTextColumn('email_dobrado', 'email')
  email_dobrado: string | null;

  @FoldedTextColumn('telefone_dobrado', 'telefone')
  telefone_dobrado: string | null;
}
