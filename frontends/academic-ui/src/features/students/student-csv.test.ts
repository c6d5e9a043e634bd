import { describe, expect, it } from '@jest/globals';
import type { StudentClassDetail, StudentRow } from '@treina/contracts';
import { buildCsv } from '@treina/ui-kit';
import { buildStudentsCsv, studentsCsvFileName } from './student-csv';

const turma = (extra: Partial<StudentClassDetail>): StudentClassDetail => ({
  id: 1,
  id_turma: 10,
  id_treinamento: 6,
  nome_treinamento: 'CPA-10',
  data_inicio: '2026-04-06',
  data_fim: '2026-04-10',
  id_periodo_turma: 1,
  nome_periodo_turma: 'Noturno',
  id_inscricao: 3,
  nome_status_inscricao: 'Pago',
  data_hora_inclusao: '2026-03-01T12:00:00',
  data_hora_pagamento: null,
  data_hora_cancelamento: null,
  id_forma_pagto: null,
  nome_forma_pagto: null,
  valor_pago: null,
  cod_pagto: null,
  cci: 'abc',
  gera_comissao: true,
  libera_conteudo: false,
  id_turma_origem: null,
  ...extra,
});

const student = (extra: Partial<StudentRow>): StudentRow => ({
  id: 1,
  nome_aluno: 'Júlia Araújo',
  email: 'julia@exemplo.com.br',
  telefone: '(11) 98765-4321',
  cpf: '529.982.247-25',
  rg: null,
  data_nasc: null,
  endereco: null,
  id_status_aluno: 3,
  nome_status_aluno: 'Matriculado',
  id_canal_aluno: 2,
  nome_canal_aluno: 'Indicação',
  data_criacao: '2026-01-10T10:00:00Z',
  obs_estudante: 'Prefere\nnoite',
  possui_login: false,
  consentimento_marketing: false,
  consentimento_marketing_em: null,
  consentimento_marketing_como: null,
  is_student: true,
  interesses: [6],
  treinamentos_interesses: 'CPA-10',
  treinamentos: [10],
  treinamentos_cancelados: [],
  treinamentos_realizados: 'CPA-10, Excel',
  turmas: [],
  atividades_realizadas: [],
  documentos: [],
  documentos_detalhes: [],
  ...extra,
});

describe('the students CSV', () => {
  it("is named 'Relatorio_' plus the title", () => {
    expect(studentsCsvFileName('Alunos')).toBe('Relatorio_Alunos.csv');
    expect(studentsCsvFileName('Interessados')).toBe('Relatorio_Interessados.csv');
  });

  it('has one line per completed training (newest first), cancelled, refunded and transfer requests left out', () => {
    const table = buildStudentsCsv([
      student({
        turmas: [
          turma({ id: 1, nome_treinamento: 'Excel', data_inicio: '2025-01-06', id_inscricao: 1, nome_status_inscricao: 'Inscrito' }),
          turma({ id: 2, nome_treinamento: 'CPA-10', data_inicio: '2026-04-06' }),
          turma({ id: 3, nome_treinamento: 'Power BI', id_inscricao: 4 }),
          turma({ id: 4, nome_treinamento: 'CPA-20', id_inscricao: 6 }),
          turma({ id: 5, nome_treinamento: 'Word', id_inscricao: 5 }),
        ],
      }),
    ]);
    expect(table.header).toEqual([
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
    ]);
    expect(table.rows).toEqual([
      [
        'Júlia Araújo',
        '529.982.247-25',
        'julia@exemplo.com.br',
        '(11) 98765-4321',
        'Indicação',
        'Matriculado',
        'Prefere noite',
        'CPA-10',
        'CPA-10, Excel',
        'CPA-10',
        '06/04/2026',
        '01/03/2026',
        'Pago',
      ],
      [
        'Júlia Araújo',
        '529.982.247-25',
        'julia@exemplo.com.br',
        '(11) 98765-4321',
        'Indicação',
        'Matriculado',
        'Prefere noite',
        'CPA-10',
        'CPA-10, Excel',
        'Excel',
        '06/01/2025',
        '01/03/2026',
        'Inscrito',
      ],
    ]);
  });

  it('still lists a lead without trainings, its training columns empty', () => {
    const table = buildStudentsCsv([
      student({ nome_aluno: 'Lead', cpf: null, email: null, obs_estudante: null, treinamentos_realizados: '' }),
    ]);
    expect(table.rows).toEqual([['Lead', '', '', '(11) 98765-4321', 'Indicação', 'Matriculado', '', 'CPA-10', '', '', '', '', '']]);
    const text = buildCsv(table.header, table.rows);
    expect(text.split('\r\n')[1]).toBe('Lead;;;(11) 98765-4321;Indicação;Matriculado;;CPA-10;;;;;');
  });
});
