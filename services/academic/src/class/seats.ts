import { EnrolmentStatus, SEAT_TAKING_ENROLMENT_STATUSES } from '@treina/contracts';
import { changedFields, type EnrolmentState } from './enrolment.columns.js';
import { type EnrolmentChange, type EnrolmentPlan, EnrolmentRuleError, updatedEnrolment } from './enrolment-state-machine.js';

/**
 * A class's seats (`vagas`) and its waiting list (status 9), as pure rules over the enrolment plan: the class save (under the class's row
 * lock, so two saves never count the same free seat) checks the plan against the seats, then seats the oldest waiting entries in the seats
 * left free.
 */

export const MSG_NO_SEATS = 'Turma sem vagas disponíveis. Adicione o aluno à Lista de Espera.';

export function msgSeatsBelowOccupied(vagas: number, occupied: number): string {
  return `Não é possível reduzir as vagas da turma para ${vagas}: ${occupied} aluno(s) já ocupam vagas. Cancele ou transfira alunos antes de reduzir as vagas.`;
}

function takesSeat(status: number): boolean {
  return SEAT_TAKING_ENROLMENT_STATUSES.includes(status);
}

export function occupiedSeats(states: readonly EnrolmentState[]): number {
  return states.filter((state) => takesSeat(state.id_status)).length;
}

/** Seats left: null when the class has no limit. */
export function freeSeats(vagas: number | null, states: readonly EnrolmentState[]): number | null {
  return vagas === null ? null : Math.max(0, vagas - occupiedSeats(states));
}

/** The class's entries as the plan leaves them: the stored ones (changed or not) and the new ones. */
function statesAfterPlan(stored: readonly EnrolmentState[], plan: EnrolmentPlan): EnrolmentState[] {
  const changed = new Map(plan.changed.map((change) => [change.before, change.after]));
  return [...stored.map((state) => changed.get(state) ?? state), ...plan.created];
}

/** Whether the change makes the entry take a seat it did not hold. */
function entersSeat(change: EnrolmentChange): boolean {
  return takesSeat(change.after.id_status) && !takesSeat(change.before.id_status);
}

/**
 * Refuses a plan that leaves more entries in seat-taking statuses than `vagas`: with the
 * waiting-list message when the plan seats someone, else (the seats were lowered below
 * the seated students) with the lowering message.
 */
export function assertSeats(vagas: number | null, stored: readonly EnrolmentState[], plan: EnrolmentPlan): void {
  if (vagas === null) return;
  const occupied = occupiedSeats(statesAfterPlan(stored, plan));
  if (occupied <= vagas) return;
  const seated = plan.created.filter((state) => takesSeat(state.id_status)).length + plan.changed.filter(entersSeat).length;
  if (occupied - seated > vagas) throw new EnrolmentRuleError(msgSeatsBelowOccupied(vagas, occupied - seated));
  throw new EnrolmentRuleError(MSG_NO_SEATS);
}

/** The waiting entries (status 9), oldest inclusion first (the enrolment id breaks ties, then the student). */
export function waitingList<T extends EnrolmentState>(states: readonly T[]): T[] {
  return states
    .filter((state) => state.id_status === EnrolmentStatus.LISTA_DE_ESPERA)
    .sort(
      (a, b) =>
        a.data_hora_inclusao.getTime() - b.data_hora_inclusao.getTime() ||
        (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER) ||
        a.id_aluno - b.id_aluno,
    );
}

/** A waiting entry seated: status 1 'Inscrito', with the state machine's rules for a status change. */
function seatedFromWaitingList(state: EnrolmentState, now: Date): EnrolmentState {
  return updatedEnrolment(state, { id_aluno: state.id_aluno, id_status: EnrolmentStatus.INSCRITO }, now, {
    requests: [],
    hasEarlierTransfer: false,
  });
}

/**
 * Seats the oldest waiting entries in the seats the plan leaves free (every one when the class has no limit): nobody waits while a seat is
 * free. Returns the plan with those entries moved to 1 (a new entry in place, a stored one as a status change) and the students seated, in
 * waiting-list order.
 */
export function promoteWaitingList(
  vagas: number | null,
  stored: readonly EnrolmentState[],
  plan: EnrolmentPlan,
  now: Date,
): { plan: EnrolmentPlan; promoted: EnrolmentState[] } {
  const after = statesAfterPlan(stored, plan);
  const free = freeSeats(vagas, after);
  const waiting = waitingList(after);
  const chosen = new Set(free === null ? waiting : waiting.slice(0, free));
  if (!chosen.size) return { plan, promoted: [] };
  const created = plan.created.map((state) => (chosen.has(state) ? seatedFromWaitingList(state, now) : state));
  const changed = plan.changed.map((change) =>
    chosen.has(change.after) ? { ...change, after: seatedFromWaitingList(change.after, now), statusChanged: true } : change,
  );
  const changedBefore = new Set(plan.changed.map((change) => change.before));
  for (const state of stored) {
    if (!chosen.has(state) || changedBefore.has(state)) continue;
    const seated = seatedFromWaitingList(state, now);
    changed.push({ before: state, after: seated, statusChanged: true, fields: [] });
  }
  const promoted = waiting.filter((state) => chosen.has(state));
  // An entry moved to 9 by this save and seated again at once is no change at all.
  const effective = changed.map(withFields).filter((change) => change.fields.length > 0);
  return { plan: { created, changed: effective }, promoted };
}

/**
 * Whether the change seats an entry from the waiting list: 9 'Lista de Espera' -> 1 'Inscrito', whether the promotion above or a user made
 * it. The save publishes such a change as academic.waiting-list.seated.v1 too, beside its status-changed event: the one event the seated
 * student's e-mail (identity) needs.
 */
export function isSeatFromWaitingList(change: Pick<EnrolmentChange, 'before' | 'after'>): boolean {
  return change.before.id_status === EnrolmentStatus.LISTA_DE_ESPERA && change.after.id_status === EnrolmentStatus.INSCRITO;
}

/** The change's fields and status flag, from its (possibly promoted) final state. */
function withFields(change: EnrolmentChange): EnrolmentChange {
  return {
    ...change,
    fields: changedFields(change.before, change.after),
    statusChanged: change.before.id_status !== change.after.id_status,
  };
}
