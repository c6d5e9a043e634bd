import { ClassProjectedRow } from '@treina/nest-platform';
import { Column, Entity, Index } from 'typeorm';

/** A student's entry in a class, at its latest applied state: whether it lets them take the class's training's exams. */
@Entity('matricula')
@Index('matricula_turma_idx', ['id_turma'])
@Index('matricula_treinamento_idx', ['id_treinamento'])
@Index('matricula_aluno_idx', ['id_aluno', 'id_treinamento'])
export class EnrolmentEntity extends ClassProjectedRow {
  /** Academic's per-enrolment sequence of the applied state; only a higher one replaces it. */
  @Column({ type: 'int' })
  sequence: number;

  @Column({ name: 'id_aluno', type: 'int' })
  id_aluno: number;

  @Column({ name: 'nome_aluno', type: 'varchar', length: 200 })
  nome_aluno: string;

  @Column({ name: 'id_status_inscricao', type: 'int' })
  id_status_inscricao: number;

  @Column({ name: 'libera_conteudo', type: 'boolean' })
  libera_conteudo: boolean;
}
