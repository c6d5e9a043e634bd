import { CLASS_SEATS_MAX, CLASS_SEATS_MIN, type ClassRow, type NewClassBody } from '@treina/contracts';
import { isoToBR } from '@treina/ui-kit';
import { dateBRFromToday } from '../../shared/format/dates';

import { isClassFinished, type EnrolmentFormEntry } from './class-enrolment';
import { entriesFromClass, entryToInput } from './class-enrolment-list';

/** 'Dados da Turma' as the form holds it (dates as typed, DD/MM/YYYY). */
export interface ClassFormData {
  id?: number;
  id_treinamento: number | '';
  id_instrutor: number | '';
  data_inicio: string;
  data_fim: string;
  id_periodo_turma: number | '';
  id_status_turma: number | '';
  desc_turma: string;
  /** Seats as typed ('' = no limit). */
  vagas: string;
  /** ISO weekdays the class meets on (1 = Monday … 7 = Sunday). */
  dias_semana: number[];
  alunos: EnrolmentFormEntry[];
  /** The class status when the form opened (a class finished then sends no student list). */
  loadedStatus?: number;
  /** For the instructor select when the users list lacks the current instructor. */
  nome_instrutor?: string | null;
}

/** A new class meets Monday to Friday, as the server assumes. */
const WEEKDAYS_DEFAULT = [1, 2, 3, 4, 5] as const;

/** A new class starts today and ends today plus 4 days. */
export function emptyClassForm(now: Date = new Date()): ClassFormData {
  return {
    id_treinamento: '',
    id_instrutor: '',
    data_inicio: dateBRFromToday(0, now),
    data_fim: dateBRFromToday(4, now),
    id_periodo_turma: '',
    id_status_turma: '',
    desc_turma: '',
    vagas: '',
    dias_semana: [...WEEKDAYS_DEFAULT],
    alunos: [],
  };
}

export function classFormFromRow(row: ClassRow): ClassFormData {
  return {
    id: row.id,
    id_treinamento: row.id_treinamento,
    id_instrutor: row.id_instrutor ?? '',
    data_inicio: isoToBR(row.data_inicio),
    data_fim: isoToBR(row.data_fim),
    id_periodo_turma: row.id_periodo_turma,
    id_status_turma: row.id_status_turma,
    desc_turma: row.desc_turma ?? '',
    vagas: row.vagas === null || row.vagas === undefined ? '' : String(row.vagas),
    dias_semana: row.dias_semana.length ? [...row.dias_semana] : [...WEEKDAYS_DEFAULT],
    alunos: entriesFromClass(row.alunos),
    loadedStatus: row.id_status_turma,
    nome_instrutor: row.nome_instrutor,
  };
}

/**
 * The class body (the API's, generated from its OpenAPI document), or null while a required field is empty (the form keeps 'Salvar'
 * disabled then). The student list goes with it, except for a class that was finished when the form opened and still is (nothing of its
 * students may change).
 */
export function classFormToInput(data: ClassFormData): NewClassBody | null {
  if (data.id_treinamento === '' || data.id_periodo_turma === '' || data.id_status_turma === '') return null;
  const input: NewClassBody = {
    id_treinamento: data.id_treinamento,
    id_instrutor: data.id_instrutor === '' ? null : data.id_instrutor,
    data_inicio: data.data_inicio,
    data_fim: data.data_fim,
    id_periodo_turma: data.id_periodo_turma,
    id_status_turma: data.id_status_turma,
    desc_turma: data.desc_turma.trim() === '' ? null : data.desc_turma.trim(),
    vagas: seatsOf(data.vagas),
    dias_semana: [...new Set(data.dias_semana)].sort((a, b) => a - b),
  };
  const lockedThroughout = isClassFinished(data.loadedStatus) && isClassFinished(data.id_status_turma);
  if (!lockedThroughout) input.alunos = data.alunos.map(entryToInput);
  return input;
}

/** The typed seats as the API takes them: null when empty (no limit), else the number (the server checks 1..10000). */
export function seatsOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** 'Vagas' must be empty or a whole number from 1 to 10000 (the server's rule). */
export function seatsError(text: string): string | null {
  const seats = seatsOf(text);
  if (seats === null) return null;
  return Number.isInteger(seats) && seats >= CLASS_SEATS_MIN && seats <= CLASS_SEATS_MAX
    ? null
    : 'Informe um número inteiro de 1 a 10000, ou deixe em branco para turma sem limite.';
}

export function classFormMissingFields(data: ClassFormData): boolean {
  return (
    data.id_treinamento === '' ||
    data.id_periodo_turma === '' ||
    data.id_status_turma === '' ||
    data.data_inicio.length !== 10 ||
    data.data_fim.length !== 10 ||
    data.dias_semana.length === 0 ||
    seatsError(data.vagas) !== null
  );
}
