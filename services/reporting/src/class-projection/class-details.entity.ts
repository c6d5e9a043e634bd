import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A class's status and description from academic's class snapshots, at the latest applied revision (ClassDetailsRepository). */
@Entity('turma_detalhe')
export class ClassDetailsEntity {
  @PrimaryColumn({ name: 'id_turma', type: 'int' })
  id_turma: number;

  @Column({ type: 'int' })
  revision: number;

  @Column({ name: 'id_status_turma', type: 'int' })
  id_status_turma: number;

  @Column({ name: 'desc_turma', type: 'text', nullable: true })
  desc_turma: string | null;
}

/** A training's frequencia_minima from academic's training snapshots, at the latest applied revision (ClassDetailsRepository). */
@Entity('treinamento_detalhe')
export class TrainingDetailsEntity {
  @PrimaryColumn({ name: 'id_treinamento', type: 'int' })
  id_treinamento: number;

  @Column({ type: 'int' })
  revision: number;

  @Column({ name: 'frequencia_minima', type: 'int' })
  frequencia_minima: number;
}
