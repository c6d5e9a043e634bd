import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An activity (SPEC section 3). Names, student data and statuses are joined in when listing. */
@Entity('atividade')
export class ActivityEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The description (Descrição). */
  @Column({ type: 'text' })
  titulo: string;

  /** 'YYYY-MM-DD' */
  @Column({ type: 'date' })
  data: string;

  /** The responsible user (a user of identity, named from the users projection). */
  @Column({ name: 'id_usuario', type: 'int' })
  id_usuario: number;

  @Column({ name: 'id_tipo_atividade', type: 'int' })
  id_tipo_atividade: number;

  /** Only FIXED activities have a student (academic's, named from the students projection). */
  @Column({ name: 'id_aluno', type: 'int', nullable: true })
  id_aluno: number | null;

  @Column({ name: 'id_status_atividade', type: 'int' })
  id_status_atividade: number;

  /** Seconds: the sum of the subtasks' times, written with them. */
  @Column({ name: 'tempo_gasto', type: 'int', default: 0 })
  tempo_gasto: number;

  /** Null until the activity is first changed. */
  @Column({ name: 'atualizado_em', type: 'timestamptz', nullable: true })
  atualizado_em: Date | null;

  /** Who created it; set on creation only. */
  @Column({ name: 'id_criado_por', type: 'int', nullable: true })
  id_criado_por: number | null;

  @Column({ name: 'criado_em', type: 'timestamptz', default: () => 'now()' })
  criado_em: Date;

  /** Searchable text (description, student name, e-mail, phone), indexed by trigrams. */
  @Column({ type: 'text', default: '' })
  busca: string;
}
