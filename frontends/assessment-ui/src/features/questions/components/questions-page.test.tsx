import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionImportReport, QuestionRow } from '@treina/contracts';
import { bodyRows, json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { QuestionsPage } from './questions-page';

const staff = sessionUser(['exams', 'exams_create', 'exams_update', 'exams_delete', 'class']);
const trainings = [
  { id_treinamento: 6, nome_treinamento: 'CPA-10' },
  { id_treinamento: 16, nome_treinamento: 'CPA-20' },
];
const question: QuestionRow = {
  id: 1,
  id_treinamento: 6,
  nome_treinamento: 'CPA-10',
  topico: 'Renda fixa',
  enunciado: 'Qual título é emitido por bancos?',
  alternativas: [
    { letra: 'A', texto: 'CDB' },
    { letra: 'B', texto: 'Ação' },
  ],
  correta: 'A',
  explicacao: null,
  dificuldade: 'Fácil',
  ativa: true,
  atualizada_em: '2026-11-28T10:00:00.000Z',
};

const report = (over: Partial<QuestionImportReport>): QuestionImportReport => ({
  total: 2,
  validas: 2,
  erros: [],
  preview: [question, { ...question, enunciado: 'O que é uma ação?' }],
  importadas: 0,
  ...over,
});

const baseRoutes = {
  'GET /api/questions': () => json(200, [question], { 'X-Total-Count': '1' }),
  'GET /api/questions/trainings': () => json(200, trainings),
  'GET /api/questions/topics': () => json(200, { id_treinamento: 6, topicos: ['Renda fixa', 'Ética'] }),
};

describe('Questões', () => {
  it('lists the bank from the server and filters it by training, difficulty and state', async () => {
    const ui = userEvent.setup();
    const calls = mockApi(baseRoutes);
    renderScreen(<QuestionsPage />, { user: staff, path: '/questoes' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]!.textContent).toContain('Qual título é emitido por bancos?');
    await ui.click(screen.getByRole('combobox', { name: 'Dificuldade' }));
    await ui.click(await screen.findByRole('option', { name: 'Difícil' }));
    await ui.click(screen.getByRole('combobox', { name: 'Situação' }));
    await ui.click(await screen.findByRole('option', { name: 'Inativas' }));
    await waitFor(() => {
      const url = new URL(calls.filter((call) => call.url.startsWith('/api/questions?')).at(-1)!.url, 'http://localhost');
      expect(url.searchParams.get('filter.dificuldade')).toBe('Difícil');
      expect(url.searchParams.get('filter.ativa')).toBe('false');
    });
  });

  it('creates a question with its alternatives lettered from A and the correct one marked', async () => {
    const ui = userEvent.setup();
    const calls = mockApi({ ...baseRoutes, 'POST /api/questions': () => json(201, question) });
    renderScreen(<QuestionsPage />, { user: staff, path: '/questoes' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await ui.click(screen.getByRole('button', { name: 'Nova Questão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados da Questão' });
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Escolha o treinamento.')).toBeTruthy();
    expect(within(dialog).getByText('Marque a alternativa correta.')).toBeTruthy();
    await ui.click(within(dialog).getByRole('combobox', { name: /Treinamento/ }));
    await ui.click(await screen.findByRole('option', { name: 'CPA-10' }));
    const fill = async (field: HTMLElement, text: string) => {
      await ui.click(field);
      await ui.paste(text);
    };
    await fill(within(dialog).getByRole('combobox', { name: /Tópico/ }), 'Renda fixa');
    await fill(within(dialog).getByRole('textbox', { name: /Enunciado/ }), 'O que é um CDB?');
    await ui.click(within(dialog).getByRole('button', { name: 'Remover alternativa D' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Remover alternativa C' }));
    await fill(within(dialog).getByRole('textbox', { name: /Alternativa A/ }), 'Um título de renda fixa');
    await fill(within(dialog).getByRole('textbox', { name: /Alternativa B/ }), 'Uma ação');
    await ui.click(within(dialog).getByRole('radio', { name: 'Alternativa A é a correta' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Questão criada com sucesso!');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      id_treinamento: 6,
      topico: 'Renda fixa',
      enunciado: 'O que é um CDB?',
      alternativas: [
        { letra: 'A', texto: 'Um título de renda fixa' },
        { letra: 'B', texto: 'Uma ação' },
      ],
      correta: 'A',
      explicacao: null,
      dificuldade: 'Média',
      ativa: true,
    });
  }, 30_000);

  it("previews an import's rows and their errors without saving, and imports only a file without errors", async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      ...baseRoutes,
      'POST /api/questions/import': (url) =>
        url.searchParams.get('dry_run') === 'true'
          ? json(
              200,
              calls.filter((call) => call.url.startsWith('/api/questions/import')).length === 1
                ? report({
                    validas: 1,
                    erros: [{ linha: 3, campo: 'correta', mensagem: 'A alternativa correta deve ser uma das alternativas (A a B).' }],
                  })
                : report({}),
            )
          : json(201, report({ importadas: 2 })),
    });
    renderScreen(<QuestionsPage />, { user: staff, path: '/questoes' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await ui.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar questões' });
    const file = new File(['treinamento;topico\n6;Renda fixa'], 'questoes.csv', { type: 'text/csv' });
    await ui.upload(within(dialog).getByTestId('question-import-file'), file);
    expect((await within(dialog).findByTestId('import-summary')).textContent).toContain('2 linha(s) lida(s): 1 válida(s), 1 erro(s).');
    expect(
      within(dialog)
        .getAllByTestId('import-error')
        .map((row) => row.textContent),
    ).toEqual(['3corretaA alternativa correta deve ser uma das alternativas (A a B).']);
    expect(within(dialog).getByRole('button', { name: 'Importar questões' })).toHaveProperty('disabled', true);
    await ui.upload(within(dialog).getByTestId('question-import-file'), file);
    await waitFor(() => expect(within(dialog).queryAllByTestId('import-error')).toHaveLength(0));
    expect(within(dialog).getAllByTestId('import-preview-row')).toHaveLength(2);
    await ui.click(within(dialog).getByRole('button', { name: 'Importar 2 questões' }));
    await screen.findByText('2 questões importadas com sucesso!');
    expect(calls.filter((call) => call.url.startsWith('/api/questions/import')).map((call) => call.url)).toEqual([
      '/api/questions/import?dry_run=true',
      '/api/questions/import?dry_run=true',
      '/api/questions/import?dry_run=false',
    ]);
  });
});
