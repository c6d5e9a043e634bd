import { ACTIVE_CLASS_STATUSES, EnrolmentStatus, NEW_ENROLMENT_STATUSES, type EnrolmentStatusRow } from '@treina/contracts';
import { STUDENT_TYPEAHEAD_TEXT } from '@treina/ui-kit';

/**
 * The rows of the class form's 'Alunos nesta Turma' section: what one
 * row holds and which statuses it offers. Adding, listing and sending the rows are in
 * class-enrolment-list.ts, transfers in class-enrolment-transfer.ts.
 */

/** The labels the section's fields show: the rows use them, and the missing-field message names them. */
export const ENROLMENT_FIELD_LABELS = {
  /** The add-student row's picker. */
  id_aluno: STUDENT_TYPEAHEAD_TEXT.label,
  /** A listed student's name. */
  aluno: 'Aluno',
  id_inscricao: 'Status da Inscrição',
  id_turma_origem: 'Turma de Origem da Transferência',
  id_forma_pagto: 'Forma de Pagamento',
  valor_pago: 'Valor Pago',
  cod_pagto: 'Obs. Pagamento',
  gera_comissao: 'Gera Comissão',
  libera_conteudo: 'Libera Conteúdo',
  parcelas: 'Parcelas',
  desconto: 'Desconto (R$)',
  primeiro_vencimento: '1º vencimento',
} as const;

/** How many instalments an entry may be charged in. */
export const INSTALMENT_OPTIONS: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);

/** Payment data a transfer copies from its request. */
interface TransferPayment {
  id_forma_pagto: number | null;
  valor_pago: number | null;
  cod_pagto: string | null;
  gera_comissao: boolean;
  libera_conteudo: boolean;
}

/** A transfer request (status 6) of the student in another class. */
export interface TransferOrigin {
  id_turma: number;
  label: string;
  payment: TransferPayment;
}

export interface TransferContext {
  requests: TransferOrigin[];
  /** The student already has a transfer (7 or 8) in another class. */
  hasEarlierTransfer: boolean;
}

/** One row of the section: a stored enrolment or a student added in this form. */
export interface EnrolmentFormEntry {
  /** Stable React key. */
  key: string;
  /** The stored enrolment's id; absent for a student added in this form. */
  id?: number;
  id_aluno: number;
  nome_aluno: string;
  id_inscricao: number | '';
  id_forma_pagto: number | '';
  valor_pago: string;
  cod_pagto: string;
  gera_comissao: boolean;
  libera_conteudo: boolean;
  id_status_contrato_aluno: number | null;
  id_turma_origem: number | null;
  /** Monthly instalments, 1..12. */
  parcelas: number;
  /** Reais as typed ('100,50'); '' for none. */
  desconto: string;
  /** DD/MM/YYYY as typed; '' for none. */
  primeiro_vencimento: string;
  /** The status the server holds (absent for a new entry). */
  storedStatus?: number;
  /** The student's transfer requests elsewhere, once known (choosing 7 or 8). */
  transfer?: TransferContext;
}

/** The add-student row. */
export interface AddStudentRow {
  id_aluno: number | null;
  nome_aluno: string;
  id_inscricao: number | '';
  id_forma_pagto: number | '';
  valor_pago: string;
  cod_pagto: string;
  gera_comissao: boolean;
  libera_conteudo: boolean;
  id_turma_origem: number | null;
  transfer?: TransferContext;
  parcelas: number;
  desconto: string;
  primeiro_vencimento: string;
}

/** A new student earns commission, has no content released and pays in one instalment. */
export const EMPTY_ADD_ROW: AddStudentRow = {
  id_aluno: null,
  nome_aluno: '',
  id_inscricao: '',
  id_forma_pagto: '',
  valor_pago: '',
  cod_pagto: '',
  gera_comissao: true,
  libera_conteudo: false,
  id_turma_origem: null,
  parcelas: 1,
  desconto: '',
  primeiro_vencimento: '',
};

export const TRANSFER_STATUSES: readonly number[] = [EnrolmentStatus.TRANSFERIDO, EnrolmentStatus.TRANSFERENCIA_PAGA];

export function isTransferStatus(status: number | '' | undefined): boolean {
  return typeof status === 'number' && TRANSFER_STATUSES.includes(status);
}

/** A new 7/8 entry, or a stored entry moving from a non-transfer status to 7/8. */
export function entersTransfer(entry: Pick<EnrolmentFormEntry, 'id_inscricao' | 'storedStatus'>): boolean {
  return isTransferStatus(entry.id_inscricao) && !(entry.storedStatus !== undefined && TRANSFER_STATUSES.includes(entry.storedStatus));
}

export function isNewEntry(entry: Pick<EnrolmentFormEntry, 'id' | 'storedStatus'>): boolean {
  return entry.id === undefined && entry.storedStatus === undefined;
}

/** Any class status other than 1, 2 or 3 is finished and locks the student section. */
export function isClassFinished(status: number | '' | null | undefined): boolean {
  return typeof status === 'number' && !ACTIVE_CLASS_STATUSES.includes(status);
}

/** New entries offer statuses 1, 2, 3, 7 and 8 only; existing entries every status. */
export function statusOptionsFor(isNew: boolean, all: readonly EnrolmentStatusRow[]): EnrolmentStatusRow[] {
  return isNew ? all.filter((status) => NEW_ENROLMENT_STATUSES.includes(status.id_status_inscricao)) : [...all];
}
