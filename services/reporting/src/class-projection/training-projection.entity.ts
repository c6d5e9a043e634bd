import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Training names from academic's training events, at the latest applied training
 * revision. Revision 0 with no name is a placeholder (the row exists so it can be
 * locked); a deleted training keeps its name and the deletion's revision.
 */
@Entity('treinamento_projecao')
export class TrainingProjectionEntity {
  @PrimaryColumn({ name: 'id_treinamento', type: 'int' })
  id_treinamento: number;

  @Column({ type: 'int' })
  revision: number;

  @Column({ name: 'nome_treinamento', type: 'varchar', length: 200, nullable: true })
  nome_treinamento: string | null;

  @Column({ type: 'boolean' })
  excluido: boolean;

  @Column({ name: 'atualizado_em', type: 'timestamptz' })
  atualizado_em: Date;
}
