import { entersTransfer, type EnrolmentFormEntry, type TransferContext } from './class-enrolment';
import { applyTransferStatus } from './class-enrolment-transfer';

export interface StatusChangeEffects {
  /** Replaces the entry with what `update` makes of its current state. */
  update(update: (entry: EnrolmentFormEntry) => EnrolmentFormEntry): void;
  /** Shows the section's alert; '' hides it. */
  alert(message: string): void;
  /** The student's transfer requests in other classes, read fresh. */
  loadTransferContext(studentId: number): Promise<TransferContext>;
}

/**
 * A listed student's status is changed. Entering a transfer (7/8) shows the new status at once, then reads the student's transfer requests:
 * without one the alert shows and the status goes back; otherwise the transfer rule applies (see applyTransferStatus). Any other status
 * drops the transfer (a new entry also its origin).
 */
export async function changeEnrolmentStatus(entry: EnrolmentFormEntry, status: number | '', effects: StatusChangeEffects): Promise<void> {
  const { update, alert, loadTransferContext } = effects;
  alert('');
  const next = { ...entry, id_inscricao: status };
  if (!entersTransfer(next)) {
    update((current) => ({
      ...current,
      id_inscricao: status,
      transfer: undefined,
      id_turma_origem: current.storedStatus === undefined ? null : current.id_turma_origem,
    }));
    return;
  }
  update((current) => ({ ...current, id_inscricao: status }));
  try {
    const context = await loadTransferContext(entry.id_aluno);
    const outcome = applyTransferStatus(next, context);
    if (outcome.entry === undefined) {
      alert(outcome.alert);
      update((current) => ({ ...current, id_inscricao: entry.id_inscricao }));
    } else {
      const updated = outcome.entry;
      update(() => updated);
    }
  } catch (error) {
    console.error('[academic_ui] transfer requests could not be read', error);
    update((current) => ({ ...current, id_inscricao: entry.id_inscricao }));
  }
}
