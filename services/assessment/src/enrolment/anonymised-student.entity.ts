import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A student academic anonymised (academic.student.anonymised.v1): the name their enrolments and attempts show from then on. */
@Entity('aluno_anonimizado')
export class AnonymisedStudentEntity {
  @PrimaryColumn({ name: 'id_aluno', type: 'int', primaryKeyConstraintName: 'aluno_anonimizado_pkey' })
  id_aluno: number;

  @Column({ name: 'nome_aluno', type: 'varchar', length: 200 })
  nome_aluno: string;

  @Column({ name: 'anonimizado_em', type: 'timestamptz' })
  anonimizado_em: Date;
}
