import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Academic's copy of CRM's activities (from `crm.activity.*.v1`), for the students' detail panel: one row per activity, following it to
 * another student or to none (`id_aluno` null). A deleted activity stays as a tombstone (deleted = true), so a late older event cannot
 * bring it back; its descriptive columns are null only when the activity itself never reached here.
 */
@Entity('atividade_aluno_projecao')
@Index('atividade_aluno_projecao_aluno_data_idx', ['id_aluno', 'data'])
export class StudentActivityEntity {
  @PrimaryColumn({ name: 'id_atividade', type: 'int' })
  id_atividade: number;

  @Column({ name: 'id_aluno', type: 'int', nullable: true })
  id_aluno: number | null;

  /** 'YYYY-MM-DD' */
  @Column({ type: 'date', nullable: true })
  data: string | null;

  /** The description (Descrição). */
  @Column({ type: 'text', default: '' })
  titulo: string;

  @Column({ name: 'id_tipo_atividade', type: 'int', nullable: true })
  id_tipo_atividade: number | null;

  @Column({ name: 'nome_tipo_atividade', type: 'varchar', length: 200, default: '' })
  nome_tipo_atividade: string;

  /** The responsible user; the panel names them from the users projection, else with this event's name. */
  @Column({ name: 'id_usuario', type: 'int', nullable: true })
  id_usuario: number | null;

  @Column({ name: 'nome_usuario', type: 'varchar', length: 200, default: '' })
  nome_usuario: string;

  @Column({ name: 'id_status_atividade', type: 'int', nullable: true })
  id_status_atividade: number | null;

  @Column({ name: 'nome_status_atividade', type: 'varchar', length: 100, default: '' })
  nome_status_atividade: string;

  /** CRM's revision of the activity; an older event never overwrites a newer one. */
  @Column({ type: 'int' })
  revision: number;

  @Column({ type: 'boolean', default: false })
  deleted: boolean;
}
