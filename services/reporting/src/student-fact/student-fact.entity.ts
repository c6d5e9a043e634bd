import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** What the lead-conversion figures and the attendance lists need of a student, kept from academic's student events. */
@Entity('aluno_fato')
// Leads by creation date: only the students that were ever interested and are not deleted.
@Index('aluno_fato_criacao_idx', ['data_criacao'], { where: 'foi_interessado AND NOT excluido' })
export class StudentFactEntity {
  @PrimaryColumn({ name: 'id_aluno', type: 'int' })
  id_aluno: number;

  /** Academic's revision of the latest applied snapshot. */
  @Column({ type: 'int' })
  revision: number;

  /** Creation time (null while only a deletion is known). */
  @Column({ name: 'data_criacao', type: 'timestamptz', nullable: true })
  data_criacao: Date | null;

  /** is_student of the latest snapshot: the lead has become a student. */
  @Column({ name: 'is_student', type: 'boolean' })
  is_student: boolean;

  /** Some snapshot showed the student as interested (is_student false): a lead. Never unset. */
  @Column({ name: 'foi_interessado', type: 'boolean' })
  foi_interessado: boolean;

  @Column({ type: 'boolean', default: false })
  excluido: boolean;

  /** The name of the latest snapshot (null while none arrived); after an erasure on request, the anonymous name for good. */
  @Column({ name: 'nome_aluno', type: 'varchar', length: 200, nullable: true })
  nome_aluno: string | null;

  /** Erased on request (academic.student.anonymised.v1): no later snapshot brings the name back. */
  @Column({ type: 'boolean', default: false })
  anonimizado: boolean;
}
