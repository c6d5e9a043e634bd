import { ActivityTypeId, type ActivityRow } from '@treina/contracts';
import { formatDate, type CsvTable } from '@treina/ui-kit';
import { activityStatusText } from './activity-status';
import { formatDuration, subtaskDuration } from './time';

export const ACTIVITIES_CSV_FILE = 'relatorio_atividades.csv';
export const CSV_ACTIVITY_TOTAL = 'Tempo Total';
export const CSV_GRAND_TOTAL = 'Total Geral';

export interface ActivitiesCsvOptions {
  /** The Aluno column (left out for consultants, like the list). */
  withStudent: boolean;
  /**
   * The export covers every consultant (the list is not narrowed to some responsible
   * users): only then the file ends with a 'Total Geral' row.
   */
  allConsultants: boolean;
}

/**
 * Whether an export covers every consultant (only then 'Total Geral'): not for a
 * consultant (their list is their own), not when the list is filtered by responsible
 * user, and not when a search leaves the rows of one responsible user only.
 */
export function exportCoversAllConsultants(options: {
  consultant: boolean;
  filteredByUser: boolean;
  searching: boolean;
  rows: readonly Pick<ActivityRow, 'id_usuario'>[];
}): boolean {
  if (options.consultant || options.filteredByUser) return false;
  return !options.searching || new Set(options.rows.map((row) => row.id_usuario)).size > 1;
}

/** Multi-line text on one CSV line: every line break becomes a space. */
export function oneLine(text: string | null | undefined): string {
  return (text ?? '').replace(/\r\n|\r|\n/g, ' ');
}

/**
 * relatorio_atividades.csv: one line per subtask (or per activity without one), the activity's columns
 * repeated; a 'Tempo Total' line after each type-1 activity and, when all consultants are exported, a
 * last 'Total Geral'. Times are HH:MM:SS; line breaks in subtask details become spaces.
 */
export function buildActivitiesCsv(rows: readonly ActivityRow[], options: ActivitiesCsvOptions): CsvTable {
  const header = [
    'Data Ref.',
    'Atualização',
    'Tipo da Atividade',
    'Status',
    ...(options.withStudent ? ['Aluno'] : []),
    'Responsável',
    'Descrição',
    'Data da Subtarefa',
    'Tempo',
    'Detalhes da Subtarefa',
  ];
  const timeColumn = header.indexOf('Tempo');
  const totalLine = (label: string, seconds: number) => {
    const line: string[] = header.map(() => '');
    line[0] = label;
    line[timeColumn] = formatDuration(seconds);
    return line;
  };

  const out: string[][] = [];
  let grandTotal = 0;
  for (const row of rows) {
    const activity = [
      formatDate(row.data),
      formatDate(row.atualizado_em),
      row.nome_tipo_atividade,
      activityStatusText(row.id_status_atividade),
      ...(options.withStudent ? [row.nome_aluno ?? ''] : []),
      row.nome_usuario,
      oneLine(row.titulo),
    ];
    const subtasks = row.subtasks ?? [];
    if (subtasks.length === 0) out.push([...activity, '', '', '']);
    for (const subtask of subtasks) {
      out.push([...activity, formatDate(subtask.date), subtaskDuration(subtask.time), oneLine(subtask.desc)]);
    }
    if (row.id_tipo_atividade === ActivityTypeId.SYSTEM) {
      const seconds = Number(row.tempo_gasto) || 0;
      grandTotal += seconds;
      out.push(totalLine(CSV_ACTIVITY_TOTAL, seconds));
    }
  }
  if (options.allConsultants) out.push(totalLine(CSV_GRAND_TOTAL, grandTotal));
  return { header, rows: out };
}
