import type { ClassEnrolmentEntry, EnrolmentEntryBody } from '@treina/contracts';
import { isoToBR } from '@treina/ui-kit';
import { amountText, moneyText } from '../../shared/format/money';
import { ENROLMENT_FIELD_LABELS, entersTransfer, isTransferStatus, type AddStudentRow, type EnrolmentFormEntry } from './class-enrolment';
import { originRequired } from './class-enrolment-transfer';

/** The section's list of students: read from a stored class, added to, and sent back in the class body. */

/** The message that names the fields still to fill, by the labels the row shows them with. */
function msgFillFields(labels: readonly string[]): string {
  return `Preencha: ${labels.join(', ')}`;
}

/**
 * The add-student row's required fields still empty, as labelled on screen: the student, the
 * status, and the transfer's origin class when the student has a choice of requests.
 */
export function missingAddFields(row: AddStudentRow): string[] {
  const missing: string[] = [];
  if (row.id_aluno === null) missing.push(ENROLMENT_FIELD_LABELS.id_aluno);
  if (row.id_inscricao === '') missing.push(ENROLMENT_FIELD_LABELS.id_inscricao);
  if (isTransferStatus(row.id_inscricao) && row.transfer && originRequired(row.transfer) && !row.id_turma_origem)
    missing.push(ENROLMENT_FIELD_LABELS.id_turma_origem);
  return missing;
}

let keyCounter = 0;
const nextKey = () => `novo-${(keyCounter += 1)}`;

/** Adds the row's student, or answers the alert naming the required fields still empty ({@link missingAddFields}). */
export function addStudent(entries: readonly EnrolmentFormEntry[], row: AddStudentRow): { entries: EnrolmentFormEntry[]; alert?: string } {
  const missing = missingAddFields(row);
  if (missing.length || row.id_aluno === null || row.id_inscricao === '') return { entries: [...entries], alert: msgFillFields(missing) };
  if (entries.some((entry) => entry.id_aluno === row.id_aluno)) return { entries: [...entries] };
  return {
    entries: [
      ...entries,
      {
        key: nextKey(),
        id_aluno: row.id_aluno,
        nome_aluno: row.nome_aluno,
        id_inscricao: row.id_inscricao,
        id_forma_pagto: row.id_forma_pagto,
        valor_pago: row.valor_pago,
        cod_pagto: row.cod_pagto,
        gera_comissao: row.gera_comissao,
        libera_conteudo: row.libera_conteudo,
        id_status_contrato_aluno: null,
        id_turma_origem: row.id_turma_origem,
        transfer: row.transfer,
        parcelas: row.parcelas,
        desconto: row.desconto,
        primeiro_vencimento: row.primeiro_vencimento,
      },
    ],
  };
}

/** Students the picker must not offer: those already in the list. */
export function excludedStudentIds(entries: readonly EnrolmentFormEntry[]): number[] {
  return entries.map((entry) => entry.id_aluno);
}

/**
 * The form's rows from a stored class, cancelled ones (status 4) included: they show
 * dimmed (like 6) and can still change (4 -> 5 'Estornado', say); the
 * server's state machine decides what is allowed.
 */
export function entriesFromClass(alunos: readonly ClassEnrolmentEntry[]): EnrolmentFormEntry[] {
  return alunos.map((entry) => ({
    key: `inscricao-${entry.id}`,
    id: entry.id,
    id_aluno: entry.id_aluno,
    nome_aluno: entry.nome_aluno,
    id_inscricao: entry.id_inscricao,
    id_forma_pagto: entry.id_forma_pagto ?? '',
    valor_pago: moneyText(entry.valor_pago),
    cod_pagto: entry.cod_pagto ?? '',
    gera_comissao: entry.gera_comissao,
    libera_conteudo: entry.libera_conteudo,
    id_status_contrato_aluno: entry.id_status_contrato_aluno,
    id_turma_origem: entry.id_turma_origem,
    parcelas: entry.parcelas,
    desconto: amountText(entry.desconto),
    primeiro_vencimento: entry.primeiro_vencimento ? isoToBR(entry.primeiro_vencimento) : '',
    storedStatus: entry.id_inscricao,
  }));
}

/** One entry of the `alunos` list the class body carries. */
export function entryToInput(entry: EnrolmentFormEntry): EnrolmentEntryBody {
  const input: EnrolmentEntryBody = {
    id_aluno: entry.id_aluno,
    id_inscricao: entry.id_inscricao === '' ? 0 : entry.id_inscricao,
    id_forma_pagto: entry.id_forma_pagto === '' ? null : entry.id_forma_pagto,
    valor_pago: entry.valor_pago.trim() === '' ? null : entry.valor_pago.trim(),
    cod_pagto: entry.cod_pagto.trim() === '' ? null : entry.cod_pagto.trim(),
    gera_comissao: entry.gera_comissao,
    libera_conteudo: entry.libera_conteudo,
    id_status_contrato_aluno: entry.id_status_contrato_aluno,
    parcelas: entry.parcelas,
    desconto: entry.desconto.trim() === '' ? null : entry.desconto.trim(),
    primeiro_vencimento: entry.primeiro_vencimento.trim() === '' ? null : entry.primeiro_vencimento.trim(),
  };
  if (entry.id !== undefined) input.id = entry.id;
  if (entersTransfer(entry) && entry.id_turma_origem) input.id_turma_origem = entry.id_turma_origem;
  return input;
}
