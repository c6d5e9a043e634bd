import {
  ACTIVE_CLASS_STATUSES,
  EnrolmentStatus,
  NEW_ENROLMENT_STATUSES,
  UNCOUNTED_ENROLMENT_STATUSES,
  type ClassEnrolmentEntry,
  type ClassEnrolmentInput,
  type EnrolmentStatusRow,
  type StudentClassDetail,
} from '@treina/contracts';
import { formatDate } from '@treina/ui-kit';
import { moneyText } from '../../shared/format/money';

/**
 * The rules of the class form's 'Alunos nesta Turma' section (SPEC sections 2, 4, 5),
 * as plain functions the components call and the tests reach without rendering.
 */

export const MSG_FILL_ALL_FIELDS = 'preencha todos os campos para adicionar um aluno';
export const MSG_NO_TRANSFER_REQUEST_ON_SELECTION =
  'O aluno selecionado não possui status de `Solicitação de Transferência` em outra turma.';
export const MSG_CHOOSE_ORIGIN = 'Escolha a turma de origem da transferência.';

/** Payment data a transfer copies from its request. */
export interface TransferPayment {
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
  /** The status the server holds (absent for a new entry). */
  storedStatus?: number;
  /** The student's transfer requests elsewhere, once known (choosing 7 or 8). */
  transfer?: TransferContext;
}

export const TRANSFER_STATUSES: readonly number[] = [EnrolmentStatus.TRANSFERIDO, EnrolmentStatus.TRANSFERENCIA_PAGA];

export function isTransferStatus(status: number | '' | undefined): boolean {
  return typeof status === 'number' && TRANSFER_STATUSES.includes(status);
}

export function isNewEntry(entry: Pick<EnrolmentFormEntry, 'id' | 'storedStatus'>): boolean {
  return entry.id === undefined && entry.storedStatus === undefined;
}

/** SPEC section 4: any class status other than 1, 2 or 3 is finished and locks the student section. */
export function isClassFinished(status: number | '' | null | undefined): boolean {
  return typeof status === 'number' && !ACTIVE_CLASS_STATUSES.includes(status);
}

/** SPEC: new entries offer statuses 1, 2, 3, 7 and 8 only; existing entries every status. */
export function statusOptionsFor(isNew: boolean, all: readonly EnrolmentStatusRow[]): EnrolmentStatusRow[] {
  return isNew ? all.filter((status) => NEW_ENROLMENT_STATUSES.includes(status.id_status_inscricao)) : [...all];
}

/** SPEC: the class count leaves out statuses 4 and 6. */
export function countedStudents(alunos: ReadonlyArray<{ id_inscricao: number }> | null | undefined): number {
  return (alunos ?? []).filter((entry) => !UNCOUNTED_ENROLMENT_STATUSES.includes(entry.id_inscricao)).length;
}

/** 'N aluno(s)', or '-' when the class has no student list. */
export function studentCountText(row: { alunos?: ReadonlyArray<{ id_inscricao: number }> | null; count_alunos?: number | null }): string {
  if (!row.alunos || row.alunos.length === 0) return '-';
  return `${row.count_alunos ?? countedStudents(row.alunos)} aluno(s)`;
}

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

/** A new 7/8 entry, or a stored entry moving from a non-transfer status to 7/8. */
export function entersTransfer(entry: Pick<EnrolmentFormEntry, 'id_inscricao' | 'storedStatus'>): boolean {
  return isTransferStatus(entry.id_inscricao) && !(entry.storedStatus !== undefined && TRANSFER_STATUSES.includes(entry.storedStatus));
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
 * SPEC section 4, on choosing 7 or 8: without a request elsewhere, the alert; with exactly
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
}

/** SPEC section 9: a new student earns commission and has no content released. */
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
};

let keyCounter = 0;
const nextKey = () => `novo-${(keyCounter += 1)}`;

/** Adds the row's student, or answers the alert (student and status are required). */
export function addStudent(entries: readonly EnrolmentFormEntry[], row: AddStudentRow): { entries: EnrolmentFormEntry[]; alert?: string } {
  if (row.id_aluno === null || row.id_inscricao === '') return { entries: [...entries], alert: MSG_FILL_ALL_FIELDS };
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
      },
    ],
  };
}

/** Students the picker must not offer: those already in the list. */
export function excludedStudentIds(entries: readonly EnrolmentFormEntry[]): number[] {
  return entries.map((entry) => entry.id_aluno);
}

/**
 * The form's rows from a stored class. Removed students (status 4) are left out: removal
 * takes them off the list (and out of the picker's exclusion), and the server keeps them as 4.
 */
export function entriesFromClass(alunos: readonly ClassEnrolmentEntry[]): EnrolmentFormEntry[] {
  return alunos
    .filter((entry) => entry.id_inscricao !== EnrolmentStatus.CANCELADO)
    .map((entry) => ({
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
      storedStatus: entry.id_inscricao,
    }));
}

/** One entry of the `alunos` list the class body carries. */
export function entryToInput(entry: EnrolmentFormEntry): ClassEnrolmentInput {
  const input: ClassEnrolmentInput = {
    id_aluno: entry.id_aluno,
    id_inscricao: entry.id_inscricao === '' ? 0 : entry.id_inscricao,
    id_forma_pagto: entry.id_forma_pagto === '' ? null : entry.id_forma_pagto,
    valor_pago: entry.valor_pago.trim() === '' ? null : entry.valor_pago.trim(),
    cod_pagto: entry.cod_pagto.trim() === '' ? null : entry.cod_pagto.trim(),
    gera_comissao: entry.gera_comissao,
    libera_conteudo: entry.libera_conteudo,
    id_status_contrato_aluno: entry.id_status_contrato_aluno,
  };
  if (entry.id !== undefined) input.id = entry.id;
  if (entersTransfer(entry) && entry.id_turma_origem) input.id_turma_origem = entry.id_turma_origem;
  return input;
}
