import type { ClassRow } from '@treina/contracts';
import { formatDate, type CsvTable } from '@treina/ui-kit';
import { studentCountText } from './class-student-count';

export const CLASSES_CSV_FILE = 'relatorio_turmas.csv';

/** relatorio_turmas.csv: the list's columns, one line per class (Alunos only for staff). */
export function buildClassesCsv(rows: readonly ClassRow[], withStudentCount: boolean): CsvTable {
  const header = ['Treinamento', 'Instrutor', 'Início', 'Término', 'Período', 'Status'];
  if (withStudentCount) header.push('Alunos');
  return {
    header,
    rows: rows.map((row) => {
      const line = [
        row.nome_treinamento,
        row.nome_instrutor ?? '',
        formatDate(row.data_inicio),
        formatDate(row.data_fim),
        row.nome_periodo_turma,
        row.nome_status_turma,
      ];
      if (withStudentCount) line.push(studentCountText(row));
      return line;
    }),
  };
}
