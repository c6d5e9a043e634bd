import { useEffect, useState } from 'react';
import type { StudentRow } from '@treina/contracts';
import { EMPTY_ADD_ROW, isTransferStatus, type AddStudentRow, type EnrolmentFormEntry } from '../class-enrolment';
import { addStudent, missingAddFields } from '../class-enrolment-list';
import { isAddRowFilled } from '../class-enrolment-pending';
import { applyTransferStatus, chooseTransferOrigin, transferContextFrom } from '../class-enrolment-transfer';

/** How long the add-student row's clear flag holds after a student is added. */
export const ADD_ROW_CLEAR_RESET_MS = 500;

export interface EnrolStudentFormOptions {
  /** The class being edited (its own entries are not transfer origins). */
  classId?: number;
  entries: readonly EnrolmentFormEntry[];
  onChange(update: (entries: EnrolmentFormEntry[]) => EnrolmentFormEntry[]): void;
  /** Shows the section's alert; '' hides it. */
  onAlert(message: string): void;
  /** A student was put in the list (not saved yet). */
  onAdded?(entry: EnrolmentFormEntry): void;
  /** The add-student row as filled in, or null while it holds nothing: the dialog counts it as unsaved. */
  onDraftChange?(row: AddStudentRow | null): void;
}

/** The add-student row: the picked student, its status (with the transfer rule), payment, and 'Adicionar Aluno'. */
export function useEnrolStudentForm({ classId, entries, onChange, onAlert, onAdded, onDraftChange }: EnrolStudentFormOptions) {
  const [row, setRow] = useState<AddStudentRow>(EMPTY_ADD_ROW);
  const [picked, setPicked] = useState<StudentRow | null>(null);
  const [clearing, setClearing] = useState(false);
  /** After a refused 'Adicionar Aluno': the fields it named show as errors until filled. */
  const [triedToAdd, setTriedToAdd] = useState(false);

  // The dialog hears of the row as it changes, and of nothing left when the form goes.
  useEffect(() => onDraftChange?.(isAddRowFilled(row) ? row : null), [row, onDraftChange]);
  useEffect(() => () => onDraftChange?.(null), [onDraftChange]);

  // The clear flag (set with the emptied add-student row) resets itself after ADD_ROW_CLEAR_RESET_MS.
  useEffect(() => {
    if (!clearing) return undefined;
    const timer = setTimeout(() => setClearing(false), ADD_ROW_CLEAR_RESET_MS);
    return () => clearTimeout(timer);
  }, [clearing]);

  /** A new 7/8 entry: copy from the only request, ask for the origin, or alert. */
  const withTransferRule = (next: AddStudentRow, student: StudentRow | null): AddStudentRow => {
    if (!student || !isTransferStatus(next.id_inscricao)) return { ...next, transfer: undefined, id_turma_origem: null };
    const outcome = applyTransferStatus(next, transferContextFrom(student.turmas ?? [], classId));
    if (outcome.entry === undefined) {
      onAlert(outcome.alert);
      return { ...next, id_inscricao: '', transfer: undefined, id_turma_origem: null };
    }
    return outcome.entry;
  };

  const pickStudent = (student: StudentRow | null) => {
    onAlert('');
    setPicked(student);
    setRow(withTransferRule({ ...row, id_aluno: student?.id ?? null, nome_aluno: student?.nome_aluno ?? '' }, student));
  };

  const chooseStatus = (status: number | '') => {
    onAlert('');
    setRow(withTransferRule({ ...row, id_inscricao: status }, picked));
  };

  const clear = () => {
    onAlert('');
    setTriedToAdd(false);
    setRow(EMPTY_ADD_ROW);
    setPicked(null);
  };

  const add = () => {
    const result = addStudent(entries, row);
    if (result.alert) {
      onAlert(result.alert);
      setTriedToAdd(true);
      return;
    }
    setTriedToAdd(false);
    const added = result.entries.find((entry) => entry.id_aluno === row.id_aluno && !entries.includes(entry));
    onAlert('');
    if (added) {
      onChange((current) => (current.some((entry) => entry.id_aluno === added.id_aluno) ? current : [...current, added]));
      onAdded?.(added);
    }
    setRow(EMPTY_ADD_ROW);
    setPicked(null);
    setClearing(true);
  };

  return {
    row,
    picked,
    /** Just added: the emptied row stays disabled for a moment. */
    clearing,
    pickStudent,
    chooseStatus,
    chooseOrigin: (origin: number | null) => setRow((current) => chooseTransferOrigin(current, origin)),
    setFields: (patch: Partial<AddStudentRow>) => setRow((current) => ({ ...current, ...patch })),
    /** Whether the row holds anything ('Limpar' empties it). */
    filled: isAddRowFilled(row),
    /** The labels of the required fields still empty, once 'Adicionar Aluno' was refused for them. */
    missing: triedToAdd ? missingAddFields(row) : [],
    clear,
    add,
  };
}
