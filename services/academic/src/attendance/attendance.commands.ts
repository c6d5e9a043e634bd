import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AuthenticatedUser,
  badRequest,
  conflict,
  forbidden,
  notFound,
  OutboxService,
  type OutboxTransaction,
  PLATFORM_CONFIG,
  type PlatformConfig,
  todayIn,
} from '@treina/nest-platform';
import { isStudent, recordsAttendance, seesClassSessions } from '../access.js';
import { academicConfig, type AcademicConfig } from '../config/academic.config.js';
import { formatDateOnly } from '../certificate/certificate-rules.js';
import { AcademicDb, type Db } from '../database/db.js';
import {
  type AttendanceMark,
  attendanceFigures,
  MSG_CANCELLED_SESSION,
  MSG_FUTURE_SESSION,
  msgNotInClass,
  repeatedStudents,
  sessionHours,
} from './attendance-rules.js';
import * as attendance from './attendance.repository.js';
import { acceptsCheckinCode, CHECKIN_ROTATION_MS, checkinUrl, currentCheckin, MSG_CHECKIN_EXPIRED } from './checkin-code.js';
import * as sessions from '../session/session.repository.js';
import { STUDENT_NOT_FOUND } from '../student/student-list.columns.js';
import * as students from '../student/student.repository.js';

const MSG_SESSION_NOT_FOUND = 'Aula não encontrada.';
const MSG_CLASS_NOT_FOUND = 'Turma não encontrada.';
const MSG_OTHER_STUDENT = 'Você só pode ver a sua própria frequência.';
const MSG_CHECKIN_NOT_TODAY = 'O QR code de presença só pode ser mostrado no dia da aula.';
const MSG_CHECKIN_STUDENTS_ONLY = 'A presença por QR code é marcada pelo próprio aluno, no celular dele.';
const MSG_CHECKIN_NOT_IN_CLASS = 'Você não está inscrito nesta turma.';
const MSG_REPEATED = 'O mesmo aluno aparece mais de uma vez na lista de presenças.';

/** Attendance: taken per session by the class's instructor or staff, summed per student. */
@Injectable()
export class AttendanceCommands {
  constructor(
    private readonly db: AcademicDb,
    private readonly outbox: OutboxService,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Inject(academicConfig.KEY) private readonly config: AcademicConfig,
  ) {}

  /** The session's sheet: its class's attending students with their marks. */
  async sheet(sessionId: number, user: AuthenticatedUser) {
    const db = this.db.pool;
    const session = await this.sessionInScope(db, sessionId, user);
    return this.sheetOf(db, session);
  }

  /** The session's sheet as a printable PDF with a signature column, and its file name. */
  async sheetPdf(sessionId: number, user: AuthenticatedUser): Promise<{ pdf: Buffer; fileName: string }> {
    const { aula, alunos } = await this.sheet(sessionId, user);
    // Loaded on the first sheet, not at start, like the certificates' PDF.
    const { renderAttendanceSheetPdf } = await import('./attendance-sheet-pdf.js');
    const pdf = await renderAttendanceSheetPdf({
      schoolName: this.config.certificates.schoolName,
      className: aula.nome_turma,
      trainingName: aula.nome_treinamento,
      date: formatDateOnly(aula.data),
      time: `${aula.inicio} às ${aula.fim}`,
      instructorName: aula.nome_instrutor,
      students: alunos.map((row) => ({ name: row.nome_aluno, mark: row.presenca })),
    });
    return { pdf, fileName: `lista-presenca-${aula.data}-turma-${aula.id_turma}.pdf` };
  }

  /**
   * Records marks (the students not listed keep theirs), marks the session held and publishes its whole
   * attendance. A session of a later day, a cancelled one, or a student without an attending entry is refused.
   */
  record(sessionId: number, marks: ReadonlyArray<{ id_aluno: number; presenca: AttendanceMark }>, actor: AuthenticatedUser) {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const session = await this.sessionInScope(manager, sessionId, actor, true);
      if (!recordsAttendance.holds(actor, { id_instrutor: session.id_instrutor_turma })) throw forbidden();
      if (session.data > todayIn(this.platform.schoolTimeZone)) throw conflict(MSG_FUTURE_SESSION);
      if (session.status === 'Cancelada') throw conflict(MSG_CANCELLED_SESSION);
      if (repeatedStudents(marks).length) throw badRequest(MSG_REPEATED, [{ field: 'id_aluno', message: MSG_REPEATED }]);
      const outsiders = await attendance.notAttending(
        manager,
        session.id_turma,
        marks.map((mark) => mark.id_aluno),
      );
      if (outsiders.length) {
        const message = msgNotInClass(outsiders);
        throw badRequest(message, [{ field: 'id_aluno', message }]);
      }
      await this.write(tx, session, marks, actor);
      return this.sheetOf(manager, { ...session, status: 'Realizada', presencas_registradas: true });
    });
  }

  /** The rotating QR code of a session of today, for the phone of whoever records its attendance. */
  checkinCode(sessionId: number, actor: AuthenticatedUser) {
    return this.db.transaction(async (db) => {
      const session = await this.sessionInScope(db, sessionId, actor, true);
      if (!recordsAttendance.holds(actor, { id_instrutor: session.id_instrutor_turma })) throw forbidden();
      if (session.status === 'Cancelada') throw conflict(MSG_CANCELLED_SESSION);
      if (session.data !== todayIn(this.platform.schoolTimeZone)) throw conflict(MSG_CHECKIN_NOT_TODAY);
      const secret = await attendance.checkinSecret(db, sessionId, randomBytes(32));
      const shown = currentCheckin(secret, sessionId, Date.now());
      const url = checkinUrl(this.config.certificates.publicUrl, sessionId, shown.codigo);
      // The QR code as SVG from the server: the phones' pages need no QR library of their own.
      const { default: QRCode } = await import('qrcode');
      const qr_svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { ...shown, validade_segundos: (2 * CHECKIN_ROTATION_MS) / 1000, url, qr_svg };
    });
  }

  /** A student, logged in on their phone, marks themself present with the code the instructor shows; the answer names the session. */
  checkIn(sessionId: number, code: string, student: AuthenticatedUser) {
    if (!isStudent(student) || !student.id_aluno) throw forbidden(MSG_CHECKIN_STUDENTS_ONLY);
    const studentId = student.id_aluno;
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const session = await attendance.session(manager, sessionId, true);
      if (!session) throw notFound(MSG_SESSION_NOT_FOUND);
      const secret = await attendance.existingCheckinSecret(manager, sessionId);
      const today = todayIn(this.platform.schoolTimeZone);
      if (!secret || session.data !== today || !acceptsCheckinCode(secret, sessionId, code, Date.now()))
        throw conflict(MSG_CHECKIN_EXPIRED);
      if ((await attendance.notAttending(manager, session.id_turma, [studentId])).length) throw forbidden(MSG_CHECKIN_NOT_IN_CLASS);
      await this.write(tx, session, [{ id_aluno: studentId, presenca: 'P' }], student);
      const { id, id_turma, nome_turma, nome_treinamento, data, inicio } = session;
      return { id_aula: id, id_turma, nome_turma, nome_treinamento, data, inicio, presenca: 'P' };
    });
  }

  /** GET /api/classes/{id}/attendance: each student's figures in the class. */
  async ofClass(classId: number, user: AuthenticatedUser) {
    const db = this.db.pool;
    const klass = await sessions.classInScope(db, classId, user);
    if (!klass) throw notFound(MSG_CLASS_NOT_FOUND);
    if (!klass.visible) throw forbidden();
    const rows = await attendance.classCounts(db, classId);
    return rows.map(({ id_aluno, nome_aluno, ...counts }) => ({ id_aluno, nome_aluno, ...attendanceFigures(counts) }));
  }

  /** GET /api/students/{id}/attendance: the student's figures per class; a student asks only for their own. */
  async ofStudent(studentId: number, user: AuthenticatedUser) {
    if (isStudent(user) && user.id_aluno !== studentId) throw forbidden(MSG_OTHER_STUDENT);
    if (!(await students.exists(this.db.pool, studentId))) throw notFound(STUDENT_NOT_FOUND);
    const rows = await attendance.studentCounts(this.db.pool, studentId);
    return rows.map(({ id_turma, nome_turma, nome_treinamento, frequencia_minima, ...counts }) => ({
      id_turma,
      nome_turma,
      nome_treinamento,
      ...attendanceFigures(counts),
      frequencia_minima,
    }));
  }

  /** Writes marks, marks the session held, publishes its whole attendance and audits each changed mark. */
  private async write(
    tx: OutboxTransaction,
    session: attendance.AttendanceSession,
    marks: ReadonlyArray<{ id_aluno: number; presenca: AttendanceMark }>,
    actor: AuthenticatedUser,
  ) {
    const { manager } = tx;
    const before = await attendance.marksOf(manager, session.id);
    await attendance.saveMarks(manager, session.id, marks);
    const revision = await attendance.markHeld(manager, session.id);
    const { inicio, fim, ...event } = await attendance.eventOf(manager, session.id);
    tx.publish('academic.attendance.recorded.v1', { ...event, horas: sessionHours(inicio, fim), revision });
    const alteracoes = marks
      .filter((mark) => before.get(mark.id_aluno) !== mark.presenca)
      .map((mark) => ({
        campo: `aulas[${session.id}].alunos[${mark.id_aluno}].presenca`,
        de: before.get(mark.id_aluno) ?? null,
        para: mark.presenca,
      }));
    if (alteracoes.length) tx.audit({ actor, entidade: 'classes', id_entidade: session.id_turma, acao: 'update', alteracoes });
  }

  private async sheetOf(db: Db, session: attendance.AttendanceSession) {
    const { id_instrutor_turma: _teacher, frequencia_minima: _minimum, ...aula } = session;
    return { aula, alunos: await attendance.sheet(db, session.id, session.id_turma) };
  }

  private async sessionInScope(db: Db, sessionId: number, user: AuthenticatedUser, lock = false) {
    const session = await attendance.session(db, sessionId, lock);
    if (!session) throw notFound(MSG_SESSION_NOT_FOUND);
    if (!seesClassSessions.holds(user, { id_instrutor: session.id_instrutor_turma })) throw forbidden();
    return session;
  }
}
