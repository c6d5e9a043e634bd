import { Injectable } from '@nestjs/common';
import { type AuditFieldChange, type EnrolmentSnapshotV1, EnrolmentStatus } from '@treina/contracts';
import { badRequest, conflict, type OutboxTransaction } from '@treina/nest-platform';
import type { Db } from '../database/db.js';
import { ReferenceService } from '../reference/reference.service.js';
import { refreshStudentFlags } from '../student/student-snapshot.js';
import * as students from '../student/student.repository.js';
import { enrolmentAuditChanges } from './class-audit.js';
import type { EnrolmentEntryDto } from './dto/class.dto.js';
import {
  type EnrolmentPlan,
  EnrolmentRuleError,
  isActiveClassStatus,
  planEnrolments,
  studentsWithTakenChange,
  TRANSFER_STATUSES,
  type TransferContext,
} from './enrolment-state-machine.js';
import { type EntryRequest, FORM_FIELD_NAMES } from './enrolment.columns.js';
import { discountProblem } from './enrolment-price.js';
import * as enrolments from './enrolment.repository.js';
import type { StoredEnrolment } from './enrolment.repository.js';
import { assertSeats, isSeatFromWaitingList, promoteWaitingList } from './seats.js';

/** The class as the save leaves it, for the enrolment rules: its status and its seats, before and after, and its enrolments' price. */
export interface ClassSaveState {
  statusBefore: number | null;
  statusAfter: number;
  vagasAfter: number | null;
  /** The enrolments' price after the save (enrolmentPrice); `priceChanged`: every stored discount is checked against it again. */
  price: string | null;
  priceChanged: boolean;
}

/**
 * What a save does to the student list: the whole list the form sends, one student added, one stored entry changed
 * (the others kept), or nothing but the seats' rules.
 */
export type StudentListChange = { list: EnrolmentEntryDto[] } | { add: EnrolmentEntryDto } | { entry: EntryRequest } | { keep: true };

/** Who saves: a user (the seller of the entries they create) or a service acting on an event. */
export interface EnrolmentAuthor {
  id_usuario: number | null;
}

const MSG_ALREADY_IN_CLASS = 'O aluno já está nesta turma.';

/** What the form's list asks for each student, in the rules' words (the form's fields keep their names). */
function toRequest(entry: EnrolmentEntryDto): EntryRequest {
  const formFields = Object.fromEntries(FORM_FIELD_NAMES.map((name) => [name, entry[name]]));
  return { ...formFields, id_aluno: entry.id_aluno, id_status: entry.id_inscricao, id_turma_origem: entry.id_turma_origem };
}

/** A stored entry asked to stay as it is (the absent fields keep their stored values). */
function keepRequest(state: StoredEnrolment): EntryRequest {
  return { id_aluno: state.id_aluno, id_status: state.id_status };
}

/**
 * Every discount the save sets stays within the enrolments' price (400 naming the entry's field); when the
 * price moves, the discounts kept from before are held to it too. `path`: the entries' place in the body.
 */
function assertDiscounts(classState: ClassSaveState, stored: StoredEnrolment[], requested: EntryRequest[], path: string): void {
  const storedByStudent = new Map(stored.map((state) => [state.id_aluno, state]));
  for (const [index, entry] of requested.entries()) {
    if (entry.desconto === undefined && !classState.priceChanged) continue;
    const discount = entry.desconto !== undefined ? entry.desconto : (storedByStudent.get(entry.id_aluno)?.desconto ?? null);
    const problem = discountProblem(classState.price, discount);
    if (problem) throw badRequest(problem, [{ field: path ? `${path}${index}.desconto` : 'desconto', message: problem }]);
  }
}

/** A class's student list, saved: the state machine's plan, written with its events in the class's transaction; answers what changed, for the class's history. */
@Injectable()
export class ClassEnrolments {
  constructor(private readonly reference: ReferenceService) {}

  async save(
    tx: OutboxTransaction,
    classId: number,
    classState: ClassSaveState,
    change: StudentListChange,
    actor: EnrolmentAuthor,
  ): Promise<AuditFieldChange[]> {
    const { manager } = tx;
    // Read under the class's row lock (ClassCommands): no other save counts these seats meanwhile.
    const stored = await enrolments.ofClass(manager, classId);
    if ('add' in change && stored.some((state) => state.id_aluno === change.add.id_aluno)) throw conflict(MSG_ALREADY_IN_CLASS);
    const requested =
      'list' in change
        ? change.list.map(toRequest)
        : 'add' in change
          ? [...stored.map(keepRequest), toRequest(change.add)]
          : 'entry' in change
            ? stored.map((state) => (state.id_aluno === change.entry.id_aluno ? change.entry : keepRequest(state)))
            : stored.map(keepRequest);
    assertDiscounts(classState, stored, requested, 'list' in change ? 'alunos.' : '');
    await this.validate(manager, stored, requested);
    const transfers = await this.transferContexts(manager, classId, stored, requested);
    let plan: EnrolmentPlan;
    const now = new Date();
    try {
      plan = planEnrolments({
        classStatusBefore: classState.statusBefore,
        classStatusAfter: classState.statusAfter,
        stored,
        requested,
        transfers: (student) => transfers.get(student) ?? { requests: [], hasEarlierTransfer: false },
        now,
      });
      assertSeats(classState.vagasAfter, stored, plan);
      // A finished class's students do not change: nobody is seated there either.
      if (isActiveClassStatus(classState.statusAfter)) plan = promoteWaitingList(classState.vagasAfter, stored, plan, now).plan;
    } catch (error) {
      if (error instanceof EnrolmentRuleError) throw conflict(error.message);
      throw error;
    }
    if (!plan.created.length && !plan.changed.length) return [];

    const { createdIds, changedSnapshots } = await enrolments.saveChanges(manager, classId, actor.id_usuario || null, plan);
    // Only the students whose entry entered or left the taken statuses: an edit of payment data touches no student row.
    await students.refreshTakenTrainings(manager, studentsWithTakenChange(plan));
    await this.publish(tx, createdIds, changedSnapshots, plan);
    // A lead's first class makes them a student (is_student), with its own student event.
    await refreshStudentFlags(
      tx,
      plan.created.map((state) => state.id_aluno),
    );
    return enrolmentAuditChanges(plan);
  }

  /**
   * The events of the plan: created, status-changed (with the status before) or updated (with the
   * fields changed); a seating from the waiting list (9 -> 1) also as waiting-list.seated, so
   * that the one service acting on it (identity, the e-mail) need not receive every status change.
   */
  private async publish(
    tx: OutboxTransaction,
    createdIds: number[],
    changedSnapshots: Map<number, EnrolmentSnapshotV1>,
    plan: EnrolmentPlan,
  ): Promise<void> {
    const created = await enrolments.snapshots(tx.manager, createdIds);
    const statusNames = await this.reference.enrolmentStatusNames();
    for (const id of createdIds) tx.publish('academic.enrolment.created.v1', created.get(id)!);
    for (const change of plan.changed) {
      const snapshot = changedSnapshots.get(change.before.id!)!;
      if (change.statusChanged) {
        tx.publish('academic.enrolment.status-changed.v1', {
          ...snapshot,
          id_status_inscricao_anterior: change.before.id_status,
          nome_status_inscricao_anterior: statusNames.get(change.before.id_status) ?? '',
        });
        if (isSeatFromWaitingList(change)) tx.publish('academic.waiting-list.seated.v1', snapshot);
      } else {
        tx.publish('academic.enrolment.updated.v1', { ...snapshot, campos_alterados: change.fields });
      }
    }
  }

  /** For students entering a transfer (7, 8): their transfer requests (6) and earlier transfers (7, 8) in other classes. */
  private async transferContexts(manager: Db, classId: number, stored: StoredEnrolment[], requested: EntryRequest[]) {
    const storedStatus = new Map(stored.map((state) => [state.id_aluno, state.id_status]));
    const entering = requested
      .filter((entry) => TRANSFER_STATUSES.includes(entry.id_status) && !TRANSFER_STATUSES.includes(storedStatus.get(entry.id_aluno) ?? 0))
      .map((entry) => entry.id_aluno);
    const contexts = new Map<number, TransferContext>();
    if (!entering.length) return contexts;
    const others = await enrolments.transferHistory(manager, entering, classId);
    for (const student of entering) {
      const mine = others.filter((state) => state.id_aluno === student);
      contexts.set(student, {
        requests: mine
          .filter((state) => state.id_status === EnrolmentStatus.SOLICITACAO_TRANSFERENCIA)
          .map((state) => ({ id_turma: state.id_turma, state })),
        hasEarlierTransfer: mine.some((state) => TRANSFER_STATUSES.includes(state.id_status)),
      });
    }
    return contexts;
  }

  /**
   * Every student exists, every payment method too: else a 400 naming the field. The students
   * and methods the class's stored entries already hold are not read again (their foreign keys
   * say they exist): a save of the whole list reads only what it brings in.
   */
  private async validate(manager: Db, stored: StoredEnrolment[], requested: EntryRequest[]): Promise<void> {
    const storedStudents = new Set(stored.map((state) => state.id_aluno));
    const storedMethods = new Set(stored.map((state) => state.id_forma_pagto));
    const incoming = [...new Set(requested.map((entry) => entry.id_aluno))].filter((student) => !storedStudents.has(student));
    if (incoming.length) {
      const known = await students.existing(manager, incoming);
      const unknown = incoming.find((student) => !known.has(student));
      if (unknown !== undefined)
        throw badRequest(`Aluno não encontrado (id ${unknown}).`, [{ field: 'alunos', message: 'Aluno não encontrado.' }]);
    }
    const methods = [
      ...new Set(
        requested.map((entry) => entry.id_forma_pagto).filter((id): id is number => typeof id === 'number' && !storedMethods.has(id)),
      ),
    ];
    for (const method of methods)
      await this.reference.assertExists(manager, 'forma_pagamento', method, 'id_forma_pagto', 'Forma de pagamento');
  }
}
