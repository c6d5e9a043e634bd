import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinishedAttempt, RunningAttempt } from '@treina/contracts';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { AttemptPage } from './attempt-page';

const student = sessionUser(['class'], { id_tipo_usuario: 6, id_aluno: 50, nome: 'Aluno Demo' });

// The device's clock runs behind the server's: the page must count on the server's.
const SERVER_NOW = '2026-11-29T12:00:00.000Z';
const DEVICE_NOW = Date.parse('2026-11-29T11:50:00.000Z');

const running: RunningAttempt = {
  id: 9,
  id_simulado: 3,
  titulo: 'Simulado CPA-10',
  status: 'Em andamento',
  iniciada_em: '2026-11-29T11:55:00.000Z',
  termina_em: '2026-11-29T12:25:00.000Z',
  agora: SERVER_NOW,
  questoes: [
    {
      id: 101,
      topico: 'Renda fixa',
      enunciado: 'Qual título é emitido por bancos?',
      alternativas: [
        { letra: 'A', texto: 'CDB' },
        { letra: 'B', texto: 'Ação' },
      ],
      resposta: 'A',
    },
    {
      id: 102,
      topico: 'Ética',
      enunciado: 'O que o código de ética exige?',
      alternativas: [
        { letra: 'A', texto: 'Sigilo' },
        { letra: 'B', texto: 'Lucro' },
        { letra: 'C', texto: 'Nada' },
      ],
      resposta: null,
    },
  ],
};

const finished: FinishedAttempt = {
  id: 9,
  id_simulado: 3,
  titulo: 'Simulado CPA-10',
  status: 'Finalizada',
  iniciada_em: running.iniciada_em,
  finalizada_em: '2026-11-29T12:10:00.000Z',
  encerrada_por_tempo: false,
  nota: 50,
  acertos: 1,
  total: 2,
  aprovado: false,
  por_topico: [
    { topico: 'Renda fixa', acertos: 1, total: 1 },
    { topico: 'Ética', acertos: 0, total: 1 },
  ],
  questoes: [
    { ...running.questoes[0]!, correta: 'A', explicacao: 'O CDB é um título de renda fixa emitido por bancos.', acertou: true },
    { ...running.questoes[1]!, resposta: 'B', correta: 'A', explicacao: 'O sigilo protege o cliente.', acertou: false },
  ],
};

describe('Simulado (an attempt)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: DEVICE_NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows the questions without any answer key, the saved answers checked and the time left on the server's clock", async () => {
    mockApi({ 'GET /api/attempts/9': () => json(200, running) });
    renderScreen(<AttemptPage />, { user: student, path: '/meus-simulados/tentativa?id=9' });
    const questions = await screen.findAllByTestId('attempt-question');
    expect(questions).toHaveLength(2);
    expect(within(questions[0]!).getByRole('radio', { name: 'A) CDB' })).toHaveProperty('checked', true);
    expect(
      within(questions[1]!)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    // The time left is the server's, not what the device's clock would make of it.
    expect(screen.getByTestId('time-left').textContent).toMatch(/^2[45]:[0-5]\d$/);
    expect(screen.getByTestId('answered-count').textContent).toBe('1/2 respondidas');
    expect(screen.queryByText(/Explicação/)).toBeNull();
  });

  it('saves an answer as soon as it is chosen', async () => {
    const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const calls = mockApi({
      'GET /api/attempts/9': () => json(200, running),
      'PUT /api/attempts/9/answers/102': () => json(200, { letra: 'B' }),
    });
    renderScreen(<AttemptPage />, { user: student, path: '/meus-simulados/tentativa?id=9' });
    const [, second] = await screen.findAllByTestId('attempt-question');
    await ui.click(within(second!).getByRole('radio', { name: 'B) Lucro' }));
    await waitFor(() => expect(within(second!).getByTestId('save-state').textContent).toBe('Resposta salva'));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/attempts/9/answers/102',
      body: { letra: 'B' },
    });
    expect(screen.getByTestId('answered-count').textContent).toBe('2/2 respondidas');
  });

  it('says in Portuguese that the time is over when a save answers 409, then shows the result', async () => {
    const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let ended = false;
    mockApi({
      'GET /api/attempts/9': () => json(200, ended ? { ...finished, encerrada_por_tempo: true } : running),
      'PUT /api/attempts/9/answers/102': () => {
        ended = true;
        return json(409, { statusCode: 409, statusMsg: 'O tempo deste simulado terminou.' });
      },
    });
    renderScreen(<AttemptPage />, { user: student, path: '/meus-simulados/tentativa?id=9' });
    const [, second] = await screen.findAllByTestId('attempt-question');
    await ui.click(within(second!).getByRole('radio', { name: 'C) Nada' }));
    await screen.findByTestId('attempt-result');
    expect(screen.getByText('O tempo acabou: o simulado foi encerrado com as respostas salvas.')).toBeTruthy();
  });

  it("finishes after a confirmation and shows the grade, per topic, and each question's right answer and explanation", async () => {
    const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let submitted = false;
    const calls = mockApi({
      'GET /api/attempts/9': () => json(200, submitted ? finished : running),
      'POST /api/attempts/9/submit': () => {
        submitted = true;
        return json(200, { id: 9, nota: 50, acertos: 1, total: 2, aprovado: false, por_topico: finished.por_topico });
      },
    });
    renderScreen(<AttemptPage />, { user: student, path: '/meus-simulados/tentativa?id=9' });
    await screen.findAllByTestId('attempt-question');
    await ui.click(screen.getAllByRole('button', { name: 'Finalizar' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar o simulado?' });
    expect(dialog.textContent).toContain('Você respondeu 1 de 2 questões.');
    await ui.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    await screen.findByTestId('attempt-result');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/attempts/9/submit']);
    expect(screen.getByTestId('attempt-grade').textContent).toBe('50');
    expect(screen.getByTestId('attempt-hits').textContent).toBe('1 de 2 acertos');
    expect(screen.getByTestId('attempt-verdict').textContent).toBe('Reprovado');
    expect(screen.getAllByTestId('topic-score').map((row) => row.textContent)).toEqual(['Renda fixa1/1', 'Ética0/1']);
    const [, missed] = screen.getAllByTestId('reviewed-question');
    expect(missed!.getAttribute('data-correct')).toBe('false');
    expect(missed!.querySelector('[data-chosen="true"]')?.getAttribute('data-letter')).toBe('B');
    expect(missed!.querySelector('[data-correct="true"]')?.getAttribute('data-letter')).toBe('A');
    expect(within(missed!).getByTestId('explanation').textContent).toContain('O sigilo protege o cliente.');
  });

  it("leads staff reviewing a student's attempt back to the exam's results", async () => {
    mockApi({ 'GET /api/attempts/9': () => json(200, finished) });
    renderScreen(<AttemptPage />, { user: sessionUser(['exams']), path: '/meus-simulados/tentativa?id=9' });
    await screen.findByTestId('attempt-result');
    expect(screen.getByRole('link', { name: 'Voltar para os resultados do simulado' }).getAttribute('href')).toBe(
      '/resultados-simulado?id=3',
    );
    expect(screen.queryByRole('link', { name: 'Voltar para Meus simulados' })).toBeNull();
  });
});
