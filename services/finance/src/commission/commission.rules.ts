import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import type { CommissionRecord, EnrolmentState } from './commission.columns.js';

/** The class fields a commission row shows: its class's current training and dates (the class projection's). */
export type CommissionClassFields = Pick<CommissionRecord, 'id_treinamento' | 'nome_treinamento' | 'data_inicio' | 'data_fim'>;

/** One enrolment change as finance applies it: the commission row it describes and the state it leaves. */
export type CommissionChange = CommissionRecord & EnrolmentState;

/**
 * The commission an enrolment change describes: the enrolment as the event shows it under its class's
 * current training and dates, the status by its name, and whether the entry generates a commission.
 */
export function commissionChange(enrolment: EnrolmentSnapshotV1, klass: CommissionClassFields): CommissionChange {
  return {
    id_matricula: enrolment.id_matricula,
    id_turma: enrolment.id_turma,
    ...klass,
    id_aluno: enrolment.id_aluno,
    nome_aluno: enrolment.nome_aluno ?? '',
    data_hora_inscricao: new Date(enrolment.data_hora_inclusao),
    id_status_inscricao: enrolment.id_status_inscricao,
    status_inscricao: enrolment.nome_status_inscricao ?? '',
    data_hora_cancelamento: enrolment.data_hora_cancelamento === null ? null : new Date(enrolment.data_hora_cancelamento),
    data_hora_pagamento: enrolment.data_hora_pagamento === null ? null : new Date(enrolment.data_hora_pagamento),
    valor_pago: enrolment.valor_pago === null ? null : String(enrolment.valor_pago),
    id_usuario_venda: enrolment.id_usuario_venda,
    sequence: enrolment.sequence,
    gera_comissao: enrolment.gera_comissao,
  };
}

/**
 * What the changes that took effect do to the commission rows: an enrolment whose applied change
 * generates a commission has its row written, one whose change does not loses it. A change that
 * did not take effect (not newer than the held state) is in neither.
 */
export function commissionOutcome(
  changes: readonly CommissionChange[],
  applied: ReadonlyMap<number, boolean>,
): { written: CommissionChange[]; removed: number[] } {
  return {
    written: changes.filter((change) => applied.get(change.id_matricula) === true),
    removed: changes.filter((change) => applied.get(change.id_matricula) === false).map((change) => change.id_matricula),
  };
}
