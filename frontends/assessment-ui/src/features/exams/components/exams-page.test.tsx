import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamRow } from '@treina/contracts';
import { bodyRows, json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { ExamsPage } from './exams-page';

const staff = sessionUser(['exams', 'exams_create', 'exams_update', 'class']);
const exam: ExamRow = {
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
};

describe('Simulados', () => {
  it("lists the exams with their settings and a link to each one's results", async () => {
    mockApi({ 'GET /api/exams': () => json(200, [exam], { 'X-Total-Count': '1' }), 'GET /api/questions/trainings': () => json(200, []) });
    renderScreen(<ExamsPage />, { user: staff, path: '/simulados' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const row = bodyRows()[0]!;
    expect(row.textContent).toContain('Simulado CPA-10');
    expect(row.textContent).toContain('Ilimitadas');
    expect(row.textContent).toContain('15 ativas');
    expect(within(row).getByRole('link', { name: 'Resultados' }).getAttribute('href')).toBe('/resultados-simulado?id=3');
  });

  it('creates an exam drawing questions per topic, unlimited attempts left empty', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/exams': () => json(200, [], { 'X-Total-Count': '0' }),
      'GET /api/questions/trainings': () => json(200, [{ id_treinamento: 6, nome_treinamento: 'CPA-10' }]),
      'GET /api/questions/topics': () => json(200, { id_treinamento: 6, topicos: ['Ética', 'Renda fixa'] }),
      'POST /api/exams': () => json(201, exam),
    });
    renderScreen(<ExamsPage />, { user: staff, path: '/simulados' });
    await ui.click(await screen.findByRole('button', { name: 'Novo Simulado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Simulado' });
    await ui.click(within(dialog).getByRole('combobox', { name: /Treinamento/ }));
    await ui.click(await screen.findByRole('option', { name: 'CPA-10' }));
    await ui.click(within(dialog).getByRole('textbox', { name: /Título/ }));
    await ui.paste('Simulado rápido');
    const count = within(dialog).getByRole('textbox', { name: /Nº de questões/ });
    await ui.clear(count);
    await ui.type(count, '4');
    await ui.click(within(dialog).getByRole('button', { name: 'Adicionar tópico' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Adicionar tópico' }));
    await ui.click(within(dialog).getByRole('combobox', { name: 'Tópico 1' }));
    await ui.paste('Ética');
    await ui.type(within(dialog).getAllByRole('textbox', { name: 'Questões' })[0]!, '1');
    await ui.click(within(dialog).getByRole('combobox', { name: 'Tópico 2' }));
    await ui.paste('Renda fixa');
    const quotas = within(dialog).getAllByRole('textbox', { name: 'Questões' });
    await ui.type(quotas[1]!, '2');
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('A soma por tópico (3) deve ser igual ao número de questões (4).')).toBeTruthy();
    await ui.clear(quotas[1]!);
    await ui.type(quotas[1]!, '3');
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Simulado criado com sucesso!');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      id_treinamento: 6,
      titulo: 'Simulado rápido',
      num_questoes: 4,
      tempo_minutos: 30,
      percentual_aprovacao: 70,
      tentativas: null,
      disponivel_de: null,
      disponivel_ate: null,
      por_topico: [
        { topico: 'Ética', num_questoes: 1 },
        { topico: 'Renda fixa', num_questoes: 3 },
      ],
    });
  }, 30_000);
});
