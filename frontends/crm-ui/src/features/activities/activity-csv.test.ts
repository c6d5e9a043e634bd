import { describe, expect, it } from '@jest/globals';
import type { ActivityRow } from '@treina/contracts';
import { buildCsv } from '@treina/ui-kit';
import { CSV_ACTIVITY_TOTAL, CSV_GRAND_TOTAL, buildActivitiesCsv, exportCoversAllConsultants, oneLine } from './activity-csv';

const activity = (changes: Partial<ActivityRow> = {}): ActivityRow => ({
  id: 1,
  titulo: 'Atendimento',
  data: '2026-03-10',
  id_usuario: 5,
  nome_usuario: 'Carla',
  id_tipo_atividade: 1,
  nome_tipo_atividade: 'Atendimento Consultoria',
  tipo_atividade: 'SYSTEM',
  id_aluno: null,
  nome_aluno: '',
  email_aluno: '',
  telefone_aluno: '',
  id_status_atividade: 2,
  nome_status_atividade: 'Em Andamento',
  tempo_gasto: 5400 + 1800,
  subtasks: [
    { id: 'b', date: '2026-03-11', time: '01:30', desc: 'Reunião\ncom o cliente\r\nfinal' },
    { id: 'a', date: '2026-03-10', time: '00:30', desc: 'Preparação' },
  ],
  atualizado_em: '2026-03-11T13:00:00.000Z',
  criado_por: 'Admin',
  id_criado_por: 1,
  ...changes,
});

const contact = activity({
  id: 2,
  id_tipo_atividade: 2,
  nome_tipo_atividade: 'Contato com Aluno',
  tipo_atividade: 'FIXED',
  id_aluno: 9,
  nome_aluno: 'Ana',
  id_usuario: 3,
  nome_usuario: 'Vendas',
  id_status_atividade: 7,
  tempo_gasto: 3600,
  subtasks: [],
  atualizado_em: null,
});

describe('relatorio_atividades.csv', () => {
  it('writes one line per subtask, times as HH:MM:SS, details on one line', () => {
    const table = buildActivitiesCsv([activity()], { withStudent: true, allConsultants: false });
    expect(table.header).toEqual([
      'Data Ref.',
      'Atualização',
      'Tipo da Atividade',
      'Status',
      'Aluno',
      'Responsável',
      'Descrição',
      'Data da Subtarefa',
      'Tempo',
      'Detalhes da Subtarefa',
    ]);
    expect(table.rows[0]).toEqual([
      '10/03/2026',
      '11/03/2026',
      'Atendimento Consultoria',
      'Em Andamento',
      '',
      'Carla',
      'Atendimento',
      '11/03/2026',
      '01:30:00',
      'Reunião com o cliente final',
    ]);
    expect(table.rows[1]!.slice(7)).toEqual(['10/03/2026', '00:30:00', 'Preparação']);
    const text = buildCsv(table.header, table.rows);
    // Only the CRLF line ends of the file itself: no line break inside a cell.
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + table.rows.length);
  });

  it("adds a 'Tempo Total' line after activities of type 1 only", () => {
    const table = buildActivitiesCsv([activity(), contact], { withStudent: true, allConsultants: false });
    const labels = table.rows.map((row) => row[0]);
    expect(labels).toEqual(['10/03/2026', '10/03/2026', CSV_ACTIVITY_TOTAL, '10/03/2026']);
    const total = table.rows[2]!;
    expect(total[table.header.indexOf('Tempo')]).toBe('02:00:00');
    expect(total.filter((cell) => cell !== '')).toEqual([CSV_ACTIVITY_TOTAL, '02:00:00']);
    // The contact (type 2) has no subtasks: one line, blank subtask cells, no total; status 7 reads Concluído.
    expect(table.rows[3]).toEqual(['10/03/2026', '', 'Contato com Aluno', 'Concluído', 'Ana', 'Vendas', 'Atendimento', '', '', '']);
    expect(labels).not.toContain(CSV_GRAND_TOTAL);
  });

  it("ends with a 'Total Geral' line only when all consultants are exported", () => {
    const other = activity({ id: 3, tempo_gasto: 45 * 60 + 30, subtasks: [] });
    const all = buildActivitiesCsv([activity(), contact, other], { withStudent: true, allConsultants: true });
    const last = all.rows[all.rows.length - 1]!;
    expect(last[0]).toBe(CSV_GRAND_TOTAL);
    // 02:00:00 + 00:45:30 (type 1 only; the contact's hour is not a consultancy time).
    expect(last[all.header.indexOf('Tempo')]).toBe('02:45:30');
    expect(all.rows.filter((row) => row[0] === CSV_GRAND_TOTAL)).toHaveLength(1);
    const some = buildActivitiesCsv([activity(), other], { withStudent: true, allConsultants: false });
    expect(some.rows.some((row) => row[0] === CSV_GRAND_TOTAL)).toBe(false);
  });

  it('leaves the Aluno column out for consultants', () => {
    const table = buildActivitiesCsv([activity()], { withStudent: false, allConsultants: false });
    expect(table.header).not.toContain('Aluno');
    expect(table.rows[0]).toHaveLength(table.header.length);
    expect(table.rows[2]![table.header.indexOf('Tempo')]).toBe('02:00:00');
  });

  it('replaces every kind of line break by a space', () => {
    expect(oneLine('a\nb\r\nc\rd')).toBe('a b c d');
    expect(oneLine(undefined)).toBe('');
  });

  it('covers every consultant only when neither a responsible-user filter nor a one-consultant search narrows the export', () => {
    const rows = (...users: number[]) => users.map((id_usuario) => ({ id_usuario }));
    const base = { consultant: false, filteredByUser: false, searching: false };
    expect(exportCoversAllConsultants({ ...base, rows: rows(1) })).toBe(true);
    expect(exportCoversAllConsultants({ ...base, searching: true, rows: rows(1, 1) })).toBe(false);
    expect(exportCoversAllConsultants({ ...base, searching: true, rows: rows(1, 2) })).toBe(true);
    expect(exportCoversAllConsultants({ ...base, filteredByUser: true, rows: rows(1, 2) })).toBe(false);
    expect(exportCoversAllConsultants({ ...base, consultant: true, rows: rows(1, 2) })).toBe(false);
  });
});
