import { EMPTY_ADD_ROW, isNewEntry, type AddStudentRow, type EnrolmentFormEntry } from './class-enrolment';
import { addStudent } from './class-enrolment-list';

/**
 * What the class form holds of its students and the server does not yet: the rows added with
 * 'Adicionar Aluno' (kept in the list until 'Salvar', shown as not saved) and an add-student
 * row filled in but not added. Both count as unsaved changes of the dialog.
 */

/** The label of a row added in this form and not yet saved. */
export const UNSAVED_LABEL = 'Não salvo';

/** The rows added in this form: the server has no entry for them until 'Salvar'. */
export function unsavedEntries(entries: readonly EnrolmentFormEntry[]): EnrolmentFormEntry[] {
  return entries.filter(isNewEntry);
}

/** Whether the add-student row holds anything the user chose or typed (its defaults do not count). */
export function isAddRowFilled(row: AddStudentRow): boolean {
  return (
    row.id_aluno !== null ||
    row.id_inscricao !== EMPTY_ADD_ROW.id_inscricao ||
    row.id_forma_pagto !== EMPTY_ADD_ROW.id_forma_pagto ||
    row.valor_pago.trim() !== '' ||
    row.cod_pagto.trim() !== '' ||
    row.gera_comissao !== EMPTY_ADD_ROW.gera_comissao ||
    row.libera_conteudo !== EMPTY_ADD_ROW.libera_conteudo ||
    row.parcelas !== EMPTY_ADD_ROW.parcelas ||
    row.desconto.trim() !== '' ||
    row.primeiro_vencimento.trim() !== ''
  );
}

/** The section's part of the dialog's unsaved changes: rows added and not saved, or a filled-in add-student row. */
export function hasUnsavedEnrolments(entries: readonly EnrolmentFormEntry[], addRow: AddStudentRow | null): boolean {
  return unsavedEntries(entries).length > 0 || (addRow !== null && isAddRowFilled(addRow));
}

/** The notice above the list while rows wait for 'Salvar'. */
export function msgUnsavedEntries(count: number): string {
  return count === 1
    ? "1 aluno adicionado e ainda não salvo: clique em 'Salvar' para gravá-lo na turma."
    : `${count} alunos adicionados e ainda não salvos: clique em 'Salvar' para gravá-los na turma.`;
}

/** What a screen reader hears when 'Adicionar Aluno' puts a student in the list. */
export function msgAddedNotSaved(name: string): string {
  return `${name} adicionado à lista, ainda não salvo. Clique em 'Salvar' para gravar.`;
}

/**
 * The list 'Salvar' sends: a filled-in add-student row the user did not add goes with it (the
 * user meant that student); one missing a required field stops the save with the fields named.
 */
export function entriesForSave(
  entries: readonly EnrolmentFormEntry[],
  addRow: AddStudentRow | null,
): { entries: EnrolmentFormEntry[]; alert?: undefined } | { entries?: undefined; alert: string } {
  if (addRow === null || !isAddRowFilled(addRow)) return { entries: [...entries] };
  const added = addStudent(entries, addRow);
  if (added.alert) return { alert: `Aluno não adicionado. ${added.alert} (ou clique em 'Limpar' na linha 'Adicionar aluno').` };
  return { entries: added.entries };
}
