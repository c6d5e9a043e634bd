import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last student revision identity applied per academic student: an older event changes nothing. */
@Entity('aluno_login_revisao')
export class StudentLoginRevisionEntity {
  @PrimaryColumn({ name: 'id_aluno', type: 'int' })
  id_aluno: number;

  @Column({ type: 'int' })
  revision: number;

  /** Set by academic.student.anonymised.v1: every later student event is stale for the login. */
  @Column({ name: 'anonimizado_em', type: 'timestamptz', nullable: true })
  anonimizado_em: Date | null;

  @Column({ name: 'atualizado_em', type: 'timestamptz', default: () => 'now()' })
  atualizado_em: Date;
}
