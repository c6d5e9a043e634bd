import type { StudentClassDetail, StudentRow } from '@treina/contracts';
import { formatDate, type CsvTable } from '@treina/ui-kit';

/** 'Relatorio_' plus the screen's title plus '.csv'. */
export function studentsCsvFileName(title: string): string {
  return `Relatorio_${title}.csv`;
}

const STUDENTS_CSV_HEADER = [
  'Nome',
  'CPF',
  'E-mail',
  'Telefone',
  'Canal',
  'Status',
  'Observações',
  'Interesses',
  'Treinamentos Realizados',
  'Nome Treinamento',
  'Data Treinamento',
  'Data Inscrição',
  'Status Inscrição',
];

/** Enrolments that are not cancelled, refunded or waiting for a transfer (4, 5, 6). */
const NOT_COMPLETED: readonly number[] = [4, 5, 6];

function completedTrainings(turmas: readonly StudentClassDetail[] | undefined): StudentClassDetail[] {
  return (turmas ?? [])
    .filter((turma) => !NOT_COMPLETED.includes(turma.id_inscricao))
    .sort((a, b) => b.data_inicio.localeCompare(a.data_inicio));
}

const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s*\r?\n\s*/g, ' ').trim();

/**
 * Relatorio_{title}.csv: the student's data on every line, one line per completed
 * training (a student without one still gets a line, its training columns empty).
 */
export function buildStudentsCsv(rows: readonly StudentRow[]): CsvTable {
  const lines: CsvTable['rows'] = [];
  for (const row of rows) {
    const base = [
      row.nome_aluno,
      row.cpf ?? '',
      row.email ?? '',
      row.telefone ?? '',
      row.nome_canal_aluno ?? '',
      row.nome_status_aluno ?? '',
      oneLine(row.obs_estudante),
      row.treinamentos_interesses ?? '',
      row.treinamentos_realizados ?? '',
    ];
    const trainings = completedTrainings(row.turmas);
    if (trainings.length === 0) {
      lines.push([...base, '', '', '', '']);
      continue;
    }
    for (const turma of trainings) {
      lines.push([
        ...base,
        turma.nome_treinamento,
        formatDate(turma.data_inicio),
        formatDate(turma.data_hora_inclusao),
        turma.nome_status_inscricao,
      ]);
    }
  }
  return { header: [...STUDENTS_CSV_HEADER], rows: lines };
}
