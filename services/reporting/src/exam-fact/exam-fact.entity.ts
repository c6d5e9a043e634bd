import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A practice-exam attempt that assessment completed and graded, as its event told. */
@Entity('tentativa_fato')
@Index('tentativa_fato_finalizada_idx', ['finalizada_em'])
export class AttemptFactEntity {
  @PrimaryColumn({ name: 'id_tentativa', type: 'int' })
  id_tentativa: number;

  @Column({ name: 'id_simulado', type: 'int' })
  id_simulado: number;

  @Column({ name: 'id_treinamento', type: 'int' })
  id_treinamento: number;

  @Column({ name: 'nome_treinamento', type: 'varchar', length: 200 })
  nome_treinamento: string;

  @Column({ name: 'id_aluno', type: 'int' })
  id_aluno: number;

  @Column({ name: 'id_turma', type: 'int', nullable: true })
  id_turma: number | null;

  @Column({ type: 'numeric', precision: 5, scale: 2 })
  nota: string;

  @Column({ type: 'int' })
  acertos: number;

  @Column({ type: 'int' })
  total: number;

  @Column({ type: 'boolean' })
  aprovado: boolean;

  @Column({ name: 'finalizada_em', type: 'timestamptz' })
  finalizada_em: Date;
}
