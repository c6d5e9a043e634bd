import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttemptRow, ExamStats } from '@treina/contracts';
import { bodyRows, json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { ExamResultsPage } from './exam-results-page';

const staff = sessionUser(['exams']);
const stats: ExamStats = {
  id_simulado: 3,
  id_turma: null,
  tentativas: 4,
  alunos: 3,
  media: 72.5,
  taxa_aprovacao: 75,
  mais_erradas: [{ id_questao: 11, topico: 'Ética', enunciado: 'O que o código exige?', respostas: 4, erros: 3, percentual_erro: 75 }],
  por_turma: [
    { id_turma: 7, tentativas: 3, media: 70, taxa_aprovacao: 66.67 },
    { id_turma: 8, tentativas: 1, media: 80, taxa_aprovacao: 100 },
  ],
};
const attempt: AttemptRow = {
  id: 21,
  id_simulado: 3,
  titulo: 'Simulado CPA-10',
  id_treinamento: 6,
  nome_treinamento: 'CPA-10',
  id_aluno: 50,
  nome_aluno: 'Ana Souza',
  id_turma: 7,
  status: 'Finalizada',
  iniciada_em: '2026-11-28T13:00:00.000Z',
  finalizada_em: '2026-11-28T13:20:00.000Z',
  nota: 80,
  aprovado: true,
};

describe('Resultados do simulado', () => {
  it("shows the exam's attempts, average, pass rate, per class and the questions most often missed; a class narrows them", async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/exams': () => json(200, [{ id: 3, titulo: 'Simulado CPA-10', nome_treinamento: 'CPA-10' }]),
      'GET /api/exams/3/stats': () => json(200, stats),
      'GET /api/attempts': () => json(200, [attempt], { 'X-Total-Count': '1' }),
    });
    renderScreen(<ExamResultsPage />, { user: staff, path: '/resultados-simulado?id=3' });
    expect(await screen.findByRole('heading', { name: 'Resultados: Simulado CPA-10' })).toBeTruthy();
    expect(screen.getByTestId('stat-attempts').textContent).toBe('4');
    expect(screen.getByTestId('stat-average').textContent).toBe('72,5');
    expect(screen.getByTestId('stat-pass-rate').textContent).toBe('75%');
    expect(screen.getAllByTestId('class-stats').map((row) => row.textContent)).toEqual(['Turma 737066,67%', 'Turma 8180100%']);
    expect(screen.getByTestId('missed-question').textContent).toContain('3 de 4 (75%)');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]!.textContent).toContain('Ana Souza');
    const attempts = new URL(calls.find((call) => call.url.startsWith('/api/attempts'))!.url, 'http://localhost');
    expect(attempts.searchParams.get('filter.id_simulado')).toBe('3');
    await ui.click(screen.getByRole('button', { name: 'Turma 7' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/exams/3/stats?id_turma=7')).toBe(true));
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/attempts') && call.url.includes('filter.id_turma=7'))).toBe(true),
    );
  });
});
