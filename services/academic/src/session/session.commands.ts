import { Injectable } from '@nestjs/common';
import { type AuthenticatedUser, badRequest, conflict, forbidden, notFound, OutboxService } from '@treina/nest-platform';
import type { Db } from '../database/db.js';
import { ReferenceService } from '../reference/reference.service.js';
import type { CreateSessionDto, UpdateSessionDto } from './dto/session.dto.js';
import type { AgendaQueryDto } from './dto/agenda.query.js';
import { agendaSpanProblem, findOverlap, msgInstructorBusy } from './session-schedule.js';
import * as sessions from './session.repository.js';

const MSG_CLASS_NOT_FOUND = 'Turma não encontrada.';
const MSG_SESSION_NOT_FOUND = 'Aula não encontrada.';
const MSG_TIMES = 'O horário de término da aula deve ser posterior ao de início.';
const MSG_HAS_ATTENDANCE = 'Esta aula já tem presenças registradas e não pode ser excluída.';

/** Sessions added, changed and removed by hand: an instructor is never placed in two sessions at once. */
@Injectable()
export class SessionCommands {
  constructor(
    private readonly outbox: OutboxService,
    private readonly reference: ReferenceService,
  ) {}

  /** Staff's and instructors' reading of a class's sessions (an instructor's only of classes they teach). */
  async list(db: Db, classId: number, user: AuthenticatedUser) {
    await this.assertClassInScope(db, classId, user);
    return sessions.listOfClass(db, classId);
  }

  /** The agenda between two days: of every class for staff, of the classes they teach for an instructor. */
  agenda(db: Db, query: AgendaQueryDto, user: AuthenticatedUser) {
    const problem = agendaSpanProblem(query.de, query.ate);
    if (problem) throw badRequest(problem, [{ field: 'ate', message: problem }]);
    return sessions.agenda(db, query, user);
  }

  add(classId: number, dto: CreateSessionDto, actor: AuthenticatedUser) {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const klass = await this.assertClassInScope(manager, classId, actor, true);
      const row = { data: dto.data, inicio: dto.inicio, fim: dto.fim, id_instrutor: dto.id_instrutor ?? klass.id_instrutor };
      await this.assertPlace(manager, row, 0, dto.id_instrutor);
      const id = await sessions.insertOne(manager, classId, row);
      return sessions.rowOf(manager, id);
    });
  }

  update(id: number, dto: UpdateSessionDto, actor: AuthenticatedUser) {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const current = await this.lockInScope(manager, id, actor);
      const next = {
        data: dto.data ?? current.data,
        inicio: dto.inicio ?? current.inicio,
        fim: dto.fim ?? current.fim,
        id_instrutor: dto.id_instrutor === undefined ? current.id_instrutor : dto.id_instrutor,
        status: dto.status ?? current.status,
      };
      if (next.status !== 'Cancelada') await this.assertPlace(manager, next, id, dto.id_instrutor);
      else if (next.fim <= next.inicio) throw badRequest(MSG_TIMES, [{ field: 'fim', message: MSG_TIMES }]);
      await sessions.updateOne(manager, id, next);
      return sessions.rowOf(manager, id);
    });
  }

  remove(id: number, actor: AuthenticatedUser) {
    return this.outbox.transaction(async (tx) => {
      const current = await this.lockInScope(tx.manager, id, actor);
      if (current.presencas_registradas) throw conflict(MSG_HAS_ATTENDANCE);
      await sessions.removeOne(tx.manager, id);
      return { status: true };
    });
  }

  /** Times in order, an active instructor, and no other session of theirs at that time (409 naming it). */
  private async assertPlace(
    db: Db,
    row: { data: string; inicio: string; fim: string; id_instrutor: number | null },
    exceptId: number,
    givenInstructor: number | null | undefined,
  ) {
    if (row.fim <= row.inicio) throw badRequest(MSG_TIMES, [{ field: 'fim', message: MSG_TIMES }]);
    await this.reference.assertInstructor(db, givenInstructor);
    if (row.id_instrutor === null) return;
    const other = findOverlap(row, await sessions.ofInstructorOn(db, row.id_instrutor, row.data, exceptId));
    if (other) throw conflict(msgInstructorBusy(other.turma, other));
  }

  private async assertClassInScope(db: Db, classId: number, user: AuthenticatedUser, lock = false) {
    const found = await sessions.classInScope(db, classId, user, lock);
    if (!found) throw notFound(MSG_CLASS_NOT_FOUND);
    if (!found.visible) throw forbidden();
    return found;
  }

  private async lockInScope(db: Db, id: number, user: AuthenticatedUser) {
    const found = await sessions.lockInScope(db, id, user);
    if (!found) throw notFound(MSG_SESSION_NOT_FOUND);
    if (!found.visible) throw forbidden();
    return found;
  }
}
