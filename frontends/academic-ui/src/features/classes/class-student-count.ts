import { UNCOUNTED_ENROLMENT_STATUSES } from '@treina/contracts';

/** SPEC: the class count leaves out statuses 4 and 6. */
export function countedStudents(alunos: ReadonlyArray<{ id_inscricao: number }> | null | undefined): number {
  return (alunos ?? []).filter((entry) => !UNCOUNTED_ENROLMENT_STATUSES.includes(entry.id_inscricao)).length;
}

/** 'N aluno(s)', or '-' when the class has no student list. */
export function studentCountText(row: { alunos?: ReadonlyArray<{ id_inscricao: number }> | null; count_alunos?: number | null }): string {
  if (!row.alunos || row.alunos.length === 0) return '-';
  return `${row.count_alunos ?? countedStudents(row.alunos)} aluno(s)`;
}
