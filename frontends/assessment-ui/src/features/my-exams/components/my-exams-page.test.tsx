import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttemptRow, ExamRow } from '@treina/contracts';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { MyExamsPage } from './my-exams-page';

const student = sessionUser(['class'], { id_tipo_usuario: 6, id_aluno: 50 });

const exam = (over: Partial<ExamRow>): ExamRow => ({
  id: 3,
  id_treinamento: 6,
  nome_treinamento: 'CPA-10',
  titulo: 'Simulado CPA-10',
  num_questoes: 10,
  tempo_minutos: 30,
  percentual_aprovacao: 70,
  tentativas: null,
  disponivel_de: null,
  disponivel_ate: null,
  por_topico: [],
  questoes_disponiveis: 15,
  minhas_tentativas: 0,
  melhor_nota: null,
  pode_iniciar: true,
  motivo: null,
  tentativa_em_andamento: null,
  ...over,
});

const attempt: AttemptRow = {
  id: 8,
  id_simulado: 4,
  titulo: 'Simulado CPA-20',
  id_treinamento: 16,
  nome_treinamento: 'CPA-20',
  id_aluno: 50,
  nome_aluno: 'Aluno Demo',
  id_turma: 12,
  status: 'Finalizada',
  iniciada_em: '2026-11-20T13:00:00.000Z',
  finalizada_em: '2026-11-20T13:25:00.000Z',
  nota: 80,
  aprovado: true,
};

describe('Meus simulados', () => {
  it('lists the exams the student may take, with their attempts, best grade, and why one cannot be started', async () => {
    mockApi({
      'GET /api/exams': () =>
        json(200, [
          exam({ minhas_tentativas: 1, melhor_nota: 80 }),
          exam({
            id: 4,
            titulo: 'Simulado CPA-20',
            tentativas: 1,
            minhas_tentativas: 1,
            pode_iniciar: false,
            motivo: 'Você já usou todas as tentativas.',
          }),
          exam({ id: 5, titulo: 'Revisão final', tentativa_em_andamento: 77 }),
        ]),
      'GET /api/attempts': () => json(200, [attempt]),
    });
    renderScreen(<MyExamsPage />, { user: student, path: '/meus-simulados' });
    const [open, used, running] = await screen.findAllByTestId('my-exam');
    expect(open!.textContent).toContain('10 questões · 30 min · aprovação com 70%');
    expect(open!.textContent).toContain('Tentativas: 1 (ilimitadas)');
    expect(within(open!).getByTestId('best-grade').textContent).toBe('Melhor nota: 80');
    expect(within(open!).getByRole('button', { name: 'Iniciar' })).toHaveProperty('disabled', false);
    expect(used!.textContent).toContain('Tentativas: 1 de 1');
    expect(within(used!).getByTestId('exam-blocked').textContent).toBe('Você já usou todas as tentativas.');
    expect(within(used!).getByRole('button', { name: 'Iniciar' })).toHaveProperty('disabled', true);
    expect(within(running!).getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe('/meus-simulados/tentativa?id=77');
    const [mine] = await screen.findAllByTestId('my-attempt');
    expect(mine!.textContent).toContain('Nota 80 · Aprovado');
    expect(within(mine!).getByRole('link', { name: 'Ver' }).getAttribute('href')).toBe('/meus-simulados/tentativa?id=8');
  });

  it("asks for the training's exams only when a class links to them, and starts an attempt, opening it", async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/exams': () => json(200, [exam({})]),
      'GET /api/attempts': () => json(200, []),
      'POST /api/exams/3/attempts': () => json(201, { id: 91, status: 'Em andamento', questoes: [] }),
    });
    renderScreen(<MyExamsPage />, { user: student, path: '/meus-simulados?treinamento=6' });
    await screen.findByTestId('my-exam');
    const list = new URL(calls.find((call) => call.url.startsWith('/api/exams'))!.url, 'http://localhost');
    expect(list.searchParams.get('filter.id_treinamento')).toBe('6');
    await ui.click(screen.getByRole('button', { name: 'Iniciar' }));
    await waitFor(() => expect(screen.getByTestId('current-address').textContent).toBe('/meus-simulados/tentativa?id=91'));
  });

  it("shows the server's Portuguese refusal when an attempt cannot start", async () => {
    const ui = userEvent.setup();
    mockApi({
      'GET /api/exams': () => json(200, [exam({})]),
      'GET /api/attempts': () => json(200, []),
      'POST /api/exams/3/attempts': () =>
        json(403, { statusCode: 403, statusMsg: 'Seu acesso ao conteúdo deste treinamento não foi liberado.' }),
    });
    renderScreen(<MyExamsPage />, { user: student, path: '/meus-simulados' });
    await ui.click(await screen.findByRole('button', { name: 'Iniciar' }));
    expect(await screen.findByText('Seu acesso ao conteúdo deste treinamento não foi liberado.')).toBeTruthy();
  });
});
