import { EnrolmentStatus, type StudentClassDetail } from '@treina/contracts';
import { formatDate } from '@treina/ui-kit';
import { moneyText } from '../../shared/format/money';
import {
  TRANSFER_STATUSES,
  entersTransfer,
  type AddStudentRow,
  type EnrolmentFormEntry,
  type TransferContext,
  type TransferOrigin,
} from './class-enrolment';

/** A row entering status 7 or 8 (a transfer) takes its payment from a transfer request elsewhere. */

export const MSG_NO_TRANSFER_REQUEST_ON_SELECTION =
  'O aluno selecionado não possui status de `Solicitação de Transferência` em outra turma.';
export const MSG_CHOOSE_ORIGIN = 'Escolha a turma de origem da transferência.';

function originLabel(turma: StudentClassDetail): string {
  return `${turma.nome_treinamento} (${formatDate(turma.data_inicio)} a ${formatDate(turma.data_fim)})`;
}

/** The student's transfer requests (6) and earlier transfers (7, 8) in classes other than `classId`. */
export function transferContextFrom(turmas: readonly StudentClassDetail[], classId: number | undefined): TransferContext {
  const others = turmas.filter((turma) => turma.id_turma !== classId);
  return {
    requests: others
      .filter((turma) => turma.id_inscricao === EnrolmentStatus.SOLICITACAO_TRANSFERENCIA)
      .map((turma) => ({
        id_turma: turma.id_turma,
        label: originLabel(turma),
        payment: {
          id_forma_pagto: turma.id_forma_pagto,
          valor_pago: turma.valor_pago,
          cod_pagto: turma.cod_pagto,
          gera_comissao: turma.gera_comissao,
          libera_conteudo: turma.libera_conteudo,
        },
      })),
    hasEarlierTransfer: others.some((turma) => TRANSFER_STATUSES.includes(turma.id_inscricao)),
  };
}

/** The origin must be chosen when there are several requests or an earlier transfer. */
export function originRequired(context: TransferContext): boolean {
  return context.requests.length > 1 || context.hasEarlierTransfer;
}

/** The transfer-origin selector shows only for a transfer entering 7/8 while requests exist. */
export function showsOriginSelector(entry: Pick<EnrolmentFormEntry, 'id_inscricao' | 'storedStatus' | 'transfer'>): boolean {
  return entersTransfer(entry) && !!entry.transfer && entry.transfer.requests.length > 0;
}

function copyPayment<T extends EnrolmentFormEntry | AddStudentRow>(entry: T, origin: TransferOrigin): T {
  return {
    ...entry,
    id_forma_pagto: origin.payment.id_forma_pagto ?? '',
    valor_pago: moneyText(origin.payment.valor_pago),
    cod_pagto: origin.payment.cod_pagto ?? '',
    gera_comissao: origin.payment.gera_comissao,
    libera_conteudo: origin.payment.libera_conteudo,
    id_turma_origem: origin.id_turma,
  };
}

export type TransferOutcome<T> = { entry: T; alert?: undefined } | { entry?: undefined; alert: string };

/**
 * On choosing 7 or 8: without a request elsewhere, the alert; with exactly
 * one request and no earlier transfer, its payment data is copied; otherwise the user
 * chooses the origin (copied by {@link chooseTransferOrigin}).
 */
export function applyTransferStatus<T extends EnrolmentFormEntry | AddStudentRow>(entry: T, context: TransferContext): TransferOutcome<T> {
  if (context.requests.length === 0) return { alert: MSG_NO_TRANSFER_REQUEST_ON_SELECTION };
  const withContext = { ...entry, transfer: context, id_turma_origem: null };
  if (!originRequired(context)) return { entry: copyPayment(withContext, context.requests[0]!) };
  return { entry: withContext };
}

/** The user picked the origin class: its payment data is copied. */
export function chooseTransferOrigin<T extends EnrolmentFormEntry | AddStudentRow>(entry: T, originClassId: number | null): T {
  const origin = entry.transfer?.requests.find((request) => request.id_turma === originClassId);
  return origin ? copyPayment(entry, origin) : { ...entry, id_turma_origem: null };
}
