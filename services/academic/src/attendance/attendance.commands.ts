import { Inject, Injectable } from '@nestjs/common';
import {
  type AuthenticatedUser,
  badRequest,
  conflict,
  forbidden,
  notFound,
  OutboxService,
  PLATFORM_CONFIG,
  type PlatformConfig,
  todayIn,
} from '@treina/nest-platform';
import { isStudent, recordsAttendance, seesClassSessions } from '../access.js';
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
import * as sessions from '../session/session.repository.js';
import { STUDENT_NOT_FOUND } from '../student/student-list.columns.js';
import * as students from '../student/student.repository.js';

const MSG_SESSION_NOT_FOUND = 'Aula não encontrada.';
const MSG_CLASS_NOT_FOUND = 'Turma não encontrada.';
const MSG_OTHER_STUDENT = 'Você só pode ver a sua própria frequência.';
const MSG_REPEATED = 'O mesmo aluno aparece mais de uma vez na lista de presenças.';

/** Attendance: taken per session by the class's instructor or staff, summed per student. */
@Injectable()
export class AttendanceCommands {
  constructor(
    private readonly db: AcademicDb,
    private readonly outbox: OutboxService,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** The session's sheet: its class's attending students with their marks. */
  async sheet(sessionId: number, user: AuthenticatedUser) {
    const db = this.db.pool;
    const session = await this.sessionInScope(db, sessionId, user);
    return this.sheetOf(db, session);
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
      const before = await attendance.marksOf(manager, sessionId);
      await attendance.saveMarks(manager, sessionId, marks);
      const revision = await attendance.markHeld(manager, sessionId);
      const { inicio, fim, ...event } = await attendance.eventOf(manager, sessionId);
      tx.publish('academic.attendance.recorded.v1', { ...event, horas: sessionHours(inicio, fim), revision });
      const alteracoes = marks
        .filter((mark) => before.get(mark.id_aluno) !== mark.presenca)
        .map((mark) => ({
          campo: `aulas[${sessionId}].alunos[${mark.id_aluno}].presenca`,
          de: before.get(mark.id_aluno) ?? null,
          para: mark.presenca,
        }));
      if (alteracoes.length) tx.audit({ actor, entidade: 'classes', id_entidade: session.id_turma, acao: 'update', alteracoes });
      return this.sheetOf(manager, { ...session, status: 'Realizada', presencas_registradas: true });
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
