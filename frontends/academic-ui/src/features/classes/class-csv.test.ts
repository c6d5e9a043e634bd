import { describe, expect, it } from '@jest/globals';
import type { ClassRow } from '@treina/contracts';
import { buildClassesCsv, CLASSES_CSV_FILE } from './class-csv';

const row = (extra: Partial<ClassRow>): ClassRow => ({
  id: 1,
  dias_semana: [1, 2, 3, 4, 5],
  valor: null,
  id_treinamento: 6,
  nome_treinamento: 'CPA-10',
  data_inicio: '2026-04-06',
  data_fim: '2026-04-10',
  id_status_turma: 1,
  nome_status_turma: 'Aberta',
  id_periodo_turma: 1,
  nome_periodo_turma: 'Noturno',
  id_instrutor: 4,
  nome_instrutor: 'Instrutora',
  desc_turma: null,
  gera_comissao: true,
  count_alunos: 0,
  vagas: null,
  vagas_livres: null,
  alunos: [],
  materiais: [],
  ...extra,
});

describe('relatorio_turmas.csv', () => {
  it('has the list columns with dates in DD/MM/YYYY and the student count for staff', () => {
    expect(CLASSES_CSV_FILE).toBe('relatorio_turmas.csv');
    const alunos = [1, 4, 6, 3].map((id_inscricao, i) => ({ id_inscricao, id: i }) as ClassRow['alunos'][number]);
    const table = buildClassesCsv(
      [row({ alunos, count_alunos: 2 }), row({ id: 2, nome_instrutor: null, nome_status_turma: 'Concluída' })],
      true,
    );
    expect(table.header).toEqual(['Treinamento', 'Instrutor', 'Início', 'Término', 'Período', 'Status', 'Alunos']);
    expect(table.rows).toEqual([
      ['CPA-10', 'Instrutora', '06/04/2026', '10/04/2026', 'Noturno', 'Aberta', '2 aluno(s)'],
      ['CPA-10', '', '06/04/2026', '10/04/2026', 'Noturno', 'Concluída', '-'],
    ]);
  });

  it('leaves the count out for students', () => {
    const table = buildClassesCsv([row({})], false);
    expect(table.header).not.toContain('Alunos');
    expect(table.rows[0]).toHaveLength(6);
  });
});
