import { Injectable } from '@nestjs/common';
import type { ClassRow, EnrolmentPaidV1 } from '@treina/contracts';
import { EnrolmentStatus } from '@treina/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  conflict,
  fieldChanges,
  notFound,
  OutboxService,
  type OutboxTransaction,
  type SystemActor,
} from '@treina/nest-platform';
import type { Db } from '../database/db.js';
import { ReferenceService } from '../reference/reference.service.js';
import { refreshStudentFlags } from '../student/student-snapshot.js';
import * as students from '../student/student.repository.js';
import { ClassEnrolments } from './class-enrolments.js';
import { CLASS_FIELDS, type ClassFields } from './class.repository.js';
import * as classes from './class.repository.js';
import type { ClassEntity } from '../database/entities/class.entity.js';
import { ClassQueries } from './class.queries.js';
import type { CreateClassDto, EnrolmentEntryDto, UpdateClassDto } from './dto/class.dto.js';
import { isTakenStatus } from '../common/enrolment-statuses.js';
import * as enrolments from './enrolment.repository.js';
import { ClassSessions } from '../session/class-sessions.js';
import * as trainings from '../training/training.repository.js';
import { paymentRequest } from './enrolment-payment.js';
import { enrolmentPrice } from './enrolment-price.js';
import { DEFAULT_WEEKDAYS, weekdaysInOrder } from '../session/session-schedule.js';

export const CLASS_NOT_FOUND = 'Turma não encontrada.';
const MSG_DATES = 'A data de término deve ser igual ou posterior à data de início.';
const MSG_CLASS_HAS_STUDENTS = 'Não é possível excluir uma turma com alunos inscritos: remova os alunos da turma antes de excluí-la.';
/** A class may go only with students in these statuses (their entries go with it). */
const REMOVABLE_WITH: readonly number[] = [EnrolmentStatus.CANCELADO, EnrolmentStatus.ESTORNADO];
/** The author the class's history shows for a payment finance recorded. */
const FINANCE_PAYMENT_ACTOR: SystemActor = { id_usuario: null, nome: 'Financeiro (PIX/pagamento)' };

/** The write side of classes: create, change (with the student list) and delete, each in one transaction with its events. */
@Injectable()
export class ClassCommands {
  constructor(
    private readonly outbox: OutboxService,
    private readonly reference: ReferenceService,
    private readonly enrolments: ClassEnrolments,
    private readonly queries: ClassQueries,
    private readonly sessions: ClassSessions,
  ) {}

  /** The DTO has every field a new class needs (CreateClassDto). */
  create(dto: CreateClassDto, actor: AuthenticatedUser): Promise<ClassRow> {
    return this.save(null, dto, actor);
  }

  update(id: number, dto: UpdateClassDto, actor: AuthenticatedUser): Promise<ClassRow> {
    return this.save(id, dto, actor);
  }

  /** One transaction: the class, its enrolments through the state machine, and their events. */
  private save(id: number | null, dto: UpdateClassDto, actor: AuthenticatedUser): Promise<ClassRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const current = id === null ? null : await this.lockClass(manager, id);
      const next: ClassFields = current
        ? pickFields(current)
        : ({
            id_instrutor: null,
            desc_turma: null,
            gera_comissao: true,
            vagas: null,
            dias_semana: [...DEFAULT_WEEKDAYS],
            valor: null,
          } as ClassFields);
      for (const field of CLASS_FIELDS) {
        if (dto[field] !== undefined) (next as Record<string, unknown>)[field] = dto[field];
      }
      next.dias_semana = weekdaysInOrder(next.dias_semana);
      await this.validate(manager, current, next, dto);
      const changes = fieldChanges(current, next, CLASS_FIELDS);
      const classChanged = !current || changes.length > 0;
      let classId = id;
      if (classId === null) {
        classId = await classes.insert(manager, next);
        const [snapshot] = await classes.snapshots(manager, 'id', classId);
        tx.publish('academic.class.created.v1', snapshot!);
      } else if (classChanged) {
        tx.publish('academic.class.updated.v1', await classes.update(manager, classId, next));
      }
      await this.scheduleSessions(manager, classId, current, next);
      // The seats' rules run on every save that touches the students or the seats: lowered
      // below the seated students is refused, raised seats the oldest waiting entries.
      const priceChanged = !current || current.valor !== next.valor || current.id_treinamento !== next.id_treinamento;
      if (dto.alunos || (current && (current.vagas !== next.vagas || priceChanged))) {
        const state = {
          statusBefore: current?.id_status_turma ?? null,
          statusAfter: next.id_status_turma,
          vagasAfter: next.vagas,
          price: await this.priceOf(manager, next),
          priceChanged,
        };
        changes.push(...(await this.enrolments.save(tx, classId, state, dto.alunos ? { list: dto.alunos } : { keep: true }, actor)));
      }
      // Another training: the class's students took that one now (after the entries above are written).
      if (current && current.id_treinamento !== next.id_treinamento) await students.refreshTakenTrainingsOfClass(manager, classId);
      tx.audit({ actor, entidade: 'classes', id_entidade: classId, acao: current ? 'update' : 'create', alteracoes: changes });
      return this.queries.one(manager, classId);
    });
  }

  /**
   * POST /api/classes/{id}/alunos: one student added to the class's list (the other entries
   * as they are), under the class's lock like any save: with no free seat a seat-taking
   * status is refused (409), the waiting list (9) is not.
   */
  addStudent(id: number, entry: EnrolmentEntryDto, actor: AuthenticatedUser): Promise<ClassRow> {
    return this.outbox.transaction(async (tx) => {
      const current = await this.lockClass(tx.manager, id);
      const changes = await this.enrolments.save(tx, id, await this.unchangedState(tx.manager, current), { add: entry }, actor);
      tx.audit({ actor, entidade: 'classes', id_entidade: id, acao: 'update', alteracoes: changes });
      return this.queries.one(tx.manager, id);
    });
  }

  /**
   * finance.enrolment.paid.v1, in the inbox's transaction: the entry becomes Pago at the payment's time
   * through the class's save, under the class's lock, with its history and events, as a staff change
   * would. An entry not awaiting payment, or gone with its class, leaves it unapplied.
   */
  async recordPayment(tx: OutboxTransaction, paid: EnrolmentPaidV1): Promise<boolean> {
    const current = await classes.lock(tx.manager, paid.id_turma);
    if (!current) return false;
    const stored = await enrolments.one(tx.manager, paid.id_matricula);
    if (!stored || stored.id_turma !== paid.id_turma || stored.id_aluno !== paid.id_aluno) return false;
    const entry = paymentRequest(stored, paid);
    if (!entry) return false;
    const changes = await this.enrolments.save(
      tx,
      paid.id_turma,
      await this.unchangedState(tx.manager, current),
      { entry },
      FINANCE_PAYMENT_ACTOR,
    );
    tx.audit({ actor: FINANCE_PAYMENT_ACTOR, entidade: 'classes', id_entidade: paid.id_turma, acao: 'update', alteracoes: changes });
    return changes.length > 0;
  }

  /** The enrolment rules' view of a class a save leaves as it is. */
  private async unchangedState(manager: Db, current: ClassEntity) {
    const price = await this.priceOf(manager, current);
    return {
      statusBefore: current.id_status_turma,
      statusAfter: current.id_status_turma,
      vagasAfter: current.vagas,
      price,
      priceChanged: false,
    };
  }

  /** The class's enrolments' price: its own, else its training's (read only then). */
  private async priceOf(manager: Db, fields: Pick<ClassFields, 'valor' | 'id_treinamento'>): Promise<string | null> {
    return enrolmentPrice(fields.valor, fields.valor === null ? await trainings.price(manager, fields.id_treinamento) : null);
  }

  /**
   * DELETE /api/classes. A class whose students are all cancelled or refunded (4, 5)
   * may go, with those entries; anything else is refused, so no payment history or
   * transfer request is lost.
   */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<number> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const found = await classes.lockMany(manager, ids);
      if (found.length !== ids.length) throw notFound(CLASS_NOT_FOUND);
      const entries = await enrolments.lockOfClasses(manager, ids);
      if (entries.some((row) => !REMOVABLE_WITH.includes(row.id_status_inscricao))) throw conflict(MSG_CLASS_HAS_STUDENTS);
      await classes.remove(manager, ids);
      // Nothing today (only cancelled or refunded entries go), but the rule is the state machine's to say.
      await students.refreshTakenTrainings(
        manager,
        entries.filter((row) => isTakenStatus(row.id_status_inscricao)).map((row) => row.id_aluno),
      );
      for (const row of found) {
        tx.audit({ actor, entidade: 'classes', id_entidade: row.id, acao: 'delete', alteracoes: fieldChanges(row, null, CLASS_FIELDS) });
        tx.publish('academic.class.deleted.v1', {
          id_turma: row.id,
          ids_matricula: entries.filter((enrolment) => enrolment.id_turma === row.id).map((enrolment) => enrolment.id),
          revision: row.revision + 1,
        });
      }
      await refreshStudentFlags(
        tx,
        entries.map((row) => row.id_aluno),
      );
      return found.length;
    });
  }

  /** A new class gets its sessions; new dates, weekdays or period regenerate those without attendance. */
  /** A new class's sessions, or the class's again when its dates, weekdays or period moved. */
  private async scheduleSessions(manager: Db, classId: number, current: ClassEntity | null, next: ClassFields) {
    const moved =
      !current ||
      current.dias_semana.join() !== next.dias_semana.join() ||
      current.data_inicio !== next.data_inicio ||
      current.data_fim !== next.data_fim ||
      current.id_periodo_turma !== next.id_periodo_turma;
    if (moved) await this.sessions.regenerate(manager, classId, next);
  }

  private async lockClass(manager: Db, id: number): Promise<ClassEntity> {
    const found = await classes.lock(manager, id);
    if (!found) throw notFound(CLASS_NOT_FOUND);
    return found;
  }

  /**
   * The references the save points at exist (else a 400 naming the field). A value the stored class already holds is not read again: its
   * foreign key says it exists (the form sends every field back on each save). The instructor is checked whenever one is given: being an
   * active user is not something a key keeps.
   */
  private async validate(manager: Db, current: ClassEntity | null, next: ClassFields, dto: UpdateClassDto): Promise<void> {
    const moved = <K extends 'id_treinamento' | 'id_periodo_turma' | 'id_status_turma'>(field: K) =>
      current && dto[field] === current[field] ? undefined : dto[field];
    await this.reference.assertExists(manager, 'treinamento', moved('id_treinamento'), 'id_treinamento', 'Treinamento');
    await this.reference.assertExists(manager, 'periodo_turma', moved('id_periodo_turma'), 'id_periodo_turma', 'Período da turma');
    await this.reference.assertExists(manager, 'status_turma', moved('id_status_turma'), 'id_status_turma', 'Status da turma');
    await this.reference.assertInstructor(manager, dto.id_instrutor);
    if (next.data_fim < next.data_inicio) throw badRequest(MSG_DATES, [{ field: 'data_fim', message: MSG_DATES }]);
  }
}

function pickFields(row: ClassEntity): ClassFields {
  return Object.fromEntries(CLASS_FIELDS.map((field) => [field, row[field]])) as ClassFields;
}
