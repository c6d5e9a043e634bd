import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What reporting knows of one of academic's classes, from academic's class events:
 * the training its enrolment facts count under, at the latest applied class revision.
 * Revision 0 with no training is a placeholder (the row exists so it can be locked);
 * a deleted class keeps its last fields and the deletion's revision, so a late older
 * class event cannot bring it back.
 */
@Entity('turma_projecao')
export class ClassProjectionEntity {
  @PrimaryColumn({ name: 'id_turma', type: 'int' })
  id_turma: number;

  @Column({ type: 'int' })
  revision: number;

  @Column({ name: 'id_treinamento', type: 'int', nullable: true })
  id_treinamento: number | null;

  /** The training's name as the class snapshot carried it (the training projection's, when known, wins). */
  @Column({ name: 'nome_treinamento', type: 'varchar', length: 200, nullable: true })
  nome_treinamento: string | null;

  @Column({ type: 'boolean' })
  excluida: boolean;

  @Column({ name: 'atualizado_em', type: 'timestamptz' })
  atualizado_em: Date;
}
