import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ClassEntity } from './class.entity.js';
import { StudentEntity } from './student.entity.js';
import { ClassPeriodEntity } from './reference.entities.js';

/** A class's session (aula): one meeting on a date, from a time to a time, with its instructor. */
@Entity('aula')
@Check('aula_horario', 'fim > inicio')
@Check('aula_status', `status IN ('Prevista', 'Realizada', 'Cancelada')`)
@Index('aula_turma_idx', ['id_turma', 'data', 'inicio'])
@Index('aula_data_idx', ['data', 'inicio'])
// Partial (sessions with an instructor), declared in the migration.
@Index('aula_instrutor_idx', { synchronize: false })
export class SessionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'id_turma', type: 'int' })
  @ForeignKey(() => ClassEntity, { name: 'aula_id_turma_fkey', onDelete: 'CASCADE' })
  id_turma: number;

  /** 'YYYY-MM-DD' */
  @Column({ type: 'date' })
  data: string;

  @Column({ type: 'time' })
  inicio: string;

  @Column({ type: 'time' })
  fim: string;

  /** A user of identity; the class's instructor when generated. */
  @Column({ name: 'id_instrutor', type: 'int', nullable: true })
  id_instrutor: number | null;

  @Column({ type: 'varchar', length: 20, default: 'Prevista' })
  status: string;

  /** Attendance was taken: regeneration and deletion leave the session alone. */
  @Column({ name: 'presencas_registradas', type: 'boolean', default: false })
  presencas_registradas: boolean;

  /** Generated onto another session of the same instructor (that session's class in id_turma_conflito). */
  @Column({ type: 'boolean', default: false })
  conflito: boolean;

  @Column({ name: 'id_turma_conflito', type: 'int', nullable: true })
  @ForeignKey(() => ClassEntity, { name: 'aula_id_turma_conflito_fkey', onDelete: 'SET NULL' })
  id_turma_conflito: number | null;

  /** Raised by each save of the session's attendance: its events' revision. */
  @Column({ name: 'revisao_presenca', type: 'int', default: 0 })
  revisao_presenca: number;

  /** Keys the session's rotating check-in codes; made when the instructor first shows the QR code. */
  @Column({ name: 'segredo_checkin', type: 'bytea', nullable: true, select: false })
  segredo_checkin: Buffer | null;
}

/** A student's attendance at a session: 'P' Presente, 'A' Ausente, 'J' Justificada, 'T' Atrasado. */
@Entity('presenca')
@Check('presenca_valor', `presenca IN ('P', 'A', 'J', 'T')`)
@Index('presenca_aluno_idx', ['id_aluno'])
export class AttendanceEntity {
  @Column({ name: 'id_aula', type: 'int', primary: true })
  @ForeignKey(() => SessionEntity, { name: 'presenca_id_aula_fkey', onDelete: 'CASCADE' })
  id_aula: number;

  @Column({ name: 'id_aluno', type: 'int', primary: true })
  @ForeignKey(() => StudentEntity, { name: 'presenca_id_aluno_fkey', onDelete: 'CASCADE' })
  id_aluno: number;

  @Column({ type: 'char', length: 1 })
  presenca: string;

  @Column({ name: 'registrado_em', type: 'timestamptz', default: () => 'now()' })
  registrado_em: Date;
}

/** Each period's default session times (academic settings, editable by an admin). */
@Entity('horario_periodo')
@Check('horario_periodo_horario', 'fim > inicio')
export class PeriodTimesEntity {
  @Column({ name: 'id_periodo_turma', type: 'int', primary: true })
  @ForeignKey(() => ClassPeriodEntity, { name: 'horario_periodo_id_periodo_turma_fkey' })
  id_periodo_turma: number;

  @Column({ type: 'time' })
  inicio: string;

  @Column({ type: 'time' })
  fim: string;
}

/** A user's iCalendar feed: the hash of its secret token (one per user; a new one replaces it). */
@Entity('feed_agenda')
@Unique('feed_agenda_token_hash_key', ['token_hash'])
export class CalendarFeedEntity {
  /** A user of identity. */
  @Column({ name: 'id_usuario', type: 'int', primary: true })
  id_usuario: number;

  /** A student's feed lists the sessions of their classes; staff's, the sessions they teach. */
  @Column({ name: 'id_aluno', type: 'int', nullable: true })
  @ForeignKey(() => StudentEntity, { name: 'feed_agenda_id_aluno_fkey', onDelete: 'CASCADE' })
  id_aluno: number | null;

  @Column({ name: 'token_hash', type: 'bytea' })
  token_hash: Buffer;

  @Column({ name: 'criado_em', type: 'timestamptz', default: () => 'now()' })
  criado_em: Date;
}
