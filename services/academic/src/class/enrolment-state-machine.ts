import { ACTIVE_CLASS_STATUSES, EnrolmentStatus, NEW_ENROLMENT_STATUSES } from '@treina/contracts';
import { CANCELLING_STATUSES, isTakenStatus } from '../common/enrolment-statuses.js';
import { changedFields, editedFormFields, type EnrolmentState, type EntryRequest, newFormFields } from './enrolment.columns.js';

/**
 * In one place: what happens to a class's enrolments when its form is saved with a list of students. Pure functions over plain values: the
 * service loads the stored state, asks for a plan, and writes it (and its events) in one transaction. A rule that refuses the change throws
 * EnrolmentRuleError (409).
 */

const PAID_STATUSES: readonly number[] = [EnrolmentStatus.PAGO, EnrolmentStatus.TRANSFERENCIA_PAGA];
export const TRANSFER_STATUSES: readonly number[] = [EnrolmentStatus.TRANSFERIDO, EnrolmentStatus.TRANSFERENCIA_PAGA];

export const MSG_FINISHED_CLASS = 'A turma está finalizada: não é possível alterar os seus alunos.';
export const MSG_NEW_STATUS =
  'Status de inscrição não permitido para um novo aluno: escolha Inscrito, Pagamento Pendente, Pago, Transferido, Transferência Paga ou Lista de Espera.';
export const MSG_NO_TRANSFER_REQUEST = 'O aluno selecionado não possui status de `Solicitação de Transferência` em nenhuma outra turma.';
export const MSG_CHOOSE_ORIGIN =
  'O aluno possui mais de uma solicitação de transferência ou uma transferência anterior: escolha a turma de origem da transferência.';
export const MSG_WRONG_ORIGIN = 'A turma de origem escolhida não possui uma `Solicitação de Transferência` deste aluno.';
export const MSG_DUPLICATE_STUDENT = 'O mesmo aluno aparece mais de uma vez na lista de alunos da turma.';

export class EnrolmentRuleError extends Error {}

/** A transfer request (status 6) of the student in another class. */
interface TransferRequest {
  id_turma: number;
  state: EnrolmentState;
}

/** What the rules need to know about the student's entries in other classes. */
export interface TransferContext {
  requests: TransferRequest[];
  /** The student already has a transfer (status 7 or 8) in another class. */
  hasEarlierTransfer: boolean;
}

export interface EnrolmentChange {
  before: EnrolmentState;
  after: EnrolmentState;
  statusChanged: boolean;
  /** Names of the changed fields (API names), for the updated event. */
  fields: string[];
}

export interface EnrolmentPlan {
  created: EnrolmentState[];
  changed: EnrolmentChange[];
}

/** `cci`: the inclusion time in base 36 (the UI shows it in upper case). */
export function cciOf(inclusion: Date): string {
  return inclusion.getTime().toString(36);
}

export function isActiveClassStatus(status: number): boolean {
  return ACTIVE_CLASS_STATUSES.includes(status);
}

/**
 * The request a transfer (7 or 8) takes its data from: with exactly one request and
 * no earlier transfer, that one; otherwise the chosen origin class, which must hold one.
 */
function resolveTransferOrigin(context: TransferContext, chosenOrigin: number | null | undefined): TransferRequest {
  if (!context.requests.length) throw new EnrolmentRuleError(MSG_NO_TRANSFER_REQUEST);
  if (chosenOrigin) {
    const chosen = context.requests.find((request) => request.id_turma === chosenOrigin);
    if (!chosen) throw new EnrolmentRuleError(MSG_WRONG_ORIGIN);
    return chosen;
  }
  if (context.requests.length > 1 || context.hasEarlierTransfer) throw new EnrolmentRuleError(MSG_CHOOSE_ORIGIN);
  return context.requests[0]!;
}

/** Copies what a transfer inherits from its request: payment data, flags, inclusion and payment times, cci. */
function inheritFrom(state: EnrolmentState, origin: TransferRequest): EnrolmentState {
  const from = origin.state;
  return {
    ...state,
    id_forma_pagto: from.id_forma_pagto,
    valor_pago: from.valor_pago,
    cod_pagto: from.cod_pagto,
    gera_comissao: from.gera_comissao,
    libera_conteudo: from.libera_conteudo,
    data_hora_inclusao: from.data_hora_inclusao,
    data_hora_pagamento: from.data_hora_pagamento,
    cci: from.cci,
    id_turma_origem: origin.id_turma,
  };
}

/** A student added to the class (statuses 1, 2, 3, 7, 8; 3/8 paid now unless inherited). */
function newEnrolment(request: EntryRequest, now: Date, transfers: TransferContext): EnrolmentState {
  if (!NEW_ENROLMENT_STATUSES.includes(request.id_status)) throw new EnrolmentRuleError(MSG_NEW_STATUS);
  let state: EnrolmentState = {
    id_aluno: request.id_aluno,
    id_status: request.id_status,
    ...newFormFields(request),
    cci: cciOf(now),
    data_hora_inclusao: now,
    data_hora_pagamento: null,
    data_hora_cancelamento: null,
    id_turma_origem: null,
  };
  if (TRANSFER_STATUSES.includes(request.id_status)) {
    state = inheritFrom(state, resolveTransferOrigin(transfers, request.id_turma_origem));
  }
  if (PAID_STATUSES.includes(state.id_status)) state.data_hora_pagamento ??= now;
  return state;
}

/** An existing entry as the form sent it: edited fields, then the status rules. */
export function updatedEnrolment(stored: EnrolmentState, request: EntryRequest, now: Date, transfers: TransferContext): EnrolmentState {
  let state: EnrolmentState = { ...stored, ...editedFormFields(stored, request) };
  if (request.id_status === stored.id_status) return state;
  state.id_status = request.id_status;
  const enteringTransfer = TRANSFER_STATUSES.includes(request.id_status) && !TRANSFER_STATUSES.includes(stored.id_status);
  if (enteringTransfer) state = inheritFrom(state, resolveTransferOrigin(transfers, request.id_turma_origem));
  if (CANCELLING_STATUSES.includes(request.id_status)) {
    state.data_hora_pagamento = null;
    state.data_hora_cancelamento = now;
  } else if (PAID_STATUSES.includes(request.id_status)) {
    state.data_hora_cancelamento = null;
    state.data_hora_pagamento = enteringTransfer ? (state.data_hora_pagamento ?? now) : (request.paidAt ?? now);
  } else {
    // Back to 1, 2 or 7: no longer cancelled (our choice), the payment time stays.
    state.data_hora_cancelamento = null;
  }
  return state;
}

/** A student missing from the list: never deleted, set to 4 with a cancellation time if it had none. */
function removedEnrolment(stored: EnrolmentState, now: Date): EnrolmentState {
  if (stored.id_status === EnrolmentStatus.CANCELADO) return stored;
  return { ...stored, id_status: EnrolmentStatus.CANCELADO, data_hora_cancelamento: stored.data_hora_cancelamento ?? now };
}

/**
 * The whole save of a class's student list. `classStatusBefore` is null for a new class. The lock follows the status the save leaves the
 * class in, as the form shows it: a class finished by this save, or still finished, refuses any change to its students; one reopened by
 * this save takes them in the same save. A payment finance recorded (`paidAt`) reaches a finished class too: instalments outlast classes.
 */
export function planEnrolments(input: {
  classStatusBefore: number | null;
  classStatusAfter: number;
  stored: EnrolmentState[];
  requested: EntryRequest[];
  transfers: (id_aluno: number) => TransferContext;
  now: Date;
}): EnrolmentPlan {
  const seen = new Set<number>();
  for (const request of input.requested) {
    if (seen.has(request.id_aluno)) throw new EnrolmentRuleError(MSG_DUPLICATE_STUDENT);
    seen.add(request.id_aluno);
  }
  const storedByStudent = new Map(input.stored.map((state) => [state.id_aluno, state]));
  const plan: EnrolmentPlan = { created: [], changed: [] };
  let lockedChange = false;
  const record = (before: EnrolmentState, after: EnrolmentState, request?: EntryRequest) => {
    const fields = changedFields(before, after);
    if (!fields.length) return;
    plan.changed.push({ before, after, statusChanged: before.id_status !== after.id_status, fields });
    if (!request?.paidAt) lockedChange = true;
  };
  for (const request of input.requested) {
    const stored = storedByStudent.get(request.id_aluno);
    if (stored) record(stored, updatedEnrolment(stored, request, input.now, input.transfers(request.id_aluno)), request);
    else plan.created.push(newEnrolment(request, input.now, input.transfers(request.id_aluno)));
  }
  for (const stored of input.stored) {
    if (!seen.has(stored.id_aluno)) record(stored, removedEnrolment(stored, input.now));
  }
  const anyLockedChange = plan.created.length > 0 || lockedChange;
  if (anyLockedChange && !isActiveClassStatus(input.classStatusAfter)) throw new EnrolmentRuleError(MSG_FINISHED_CLASS);
  return plan;
}

/**
 * The students whose trainings taken may differ after the plan: a new entry that counts as taken, or a changed one whose status entered or
 * left the taken set. Ascending, each once: the order their rows are locked in (the same order in every transaction, so two saves never
 * wait on each other crosswise).
 */
export function studentsWithTakenChange(plan: EnrolmentPlan): number[] {
  const students = new Set<number>();
  for (const state of plan.created) if (isTakenStatus(state.id_status)) students.add(state.id_aluno);
  for (const change of plan.changed) {
    if (isTakenStatus(change.before.id_status) !== isTakenStatus(change.after.id_status)) students.add(change.after.id_aluno);
  }
  return [...students].sort((a, b) => a - b);
}
