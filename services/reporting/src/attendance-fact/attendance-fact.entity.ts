import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A session whose attendance academic recorded, at the newest revision applied. */
@Entity('aula_fato')
@Index('aula_fato_data_idx', ['data'])
@Index('aula_fato_turma_idx', ['id_turma'])
export class AttendanceSessionEntity {
  @PrimaryColumn({ name: 'id_aula', type: 'int' })
  id_aula: number;

  /** Academic's per-session revision; only a higher one replaces the session's marks. */
  @Column({ type: 'int' })
  revision: number;

  @Column({ name: 'id_turma', type: 'int' })
  id_turma: number;

  /** The class's training as the event carried it (the class projection's, when it holds the class, wins when read). */
  @Column({ name: 'id_treinamento', type: 'int' })
  id_treinamento: number;

  @Column({ type: 'date' })
  data: string;

  @Column({ type: 'numeric', precision: 6, scale: 2 })
  horas: string;
}

/** One student's mark at a session: 'P' Presente, 'A' Ausente, 'J' Justificada, 'T' Atrasado. */
@Entity('presenca_fato')
@Index('presenca_fato_aluno_idx', ['id_aluno'])
export class AttendanceMarkEntity {
  @PrimaryColumn({ name: 'id_aula', type: 'int' })
  id_aula: number;

  @PrimaryColumn({ name: 'id_aluno', type: 'int' })
  id_aluno: number;

  @Column({ type: 'char', length: 1 })
  presenca: string;
}
