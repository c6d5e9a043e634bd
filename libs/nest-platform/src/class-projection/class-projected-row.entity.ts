import { Column, PrimaryColumn } from 'typeorm';

/**
 * The columns every consumer's row of an enrolment has for the class projection to keep it current (ClassProjectionOptions.rows): the
 * enrolment's key, its class, and the class's training as the projection rewrites it. A consumer's entity extends this and adds its own
 * columns (and the class dates it keeps).
 */
export abstract class ClassProjectedRow {
  @PrimaryColumn({ name: 'id_matricula', type: 'int' })
  id_matricula: number;

  @Column({ name: 'id_turma', type: 'int' })
  id_turma: number;

  @Column({ name: 'id_treinamento', type: 'int' })
  id_treinamento: number;

  @Column({ name: 'nome_treinamento', type: 'varchar', length: 200 })
  nome_treinamento: string;
}
