import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { PeriodTimesPanel } from './period-times-panel';

const settings = (noturno = { inicio: '19:00', fim: '22:00' }) => ({
  horarios_periodo: [
    { id_periodo_turma: 1, nome_periodo_turma: 'Noturno', ...noturno },
    { id_periodo_turma: 2, nome_periodo_turma: 'Diurno', inicio: '08:00', fim: '12:00' },
  ],
});
const MSG_TIMES = 'O horário de término do período deve ser posterior ao de início.';

describe('Horários das Aulas', () => {
  it("saves a period's times with config_update, showing the server's refusal in Portuguese", async () => {
    const ui = userEvent.setup();
    let refuse = true;
    const calls = mockApi({
      'GET /api/academic-settings': () => json(200, settings()),
      'PUT /api/academic-settings': (_url, body) =>
        refuse
          ? json(400, { statusCode: 400, statusMsg: MSG_TIMES, message: 'Bad Request' })
          : json(200, settings((body as ReturnType<typeof settings>).horarios_periodo[0]!)),
    });
    renderScreen(<PeriodTimesPanel />, { user: sessionUser(['config', 'config_update']), path: '/config' });
    const night = await screen.findByRole('group', { name: 'Noturno' });
    const start = within(night).getByRole('textbox', { name: 'Início' });
    const end = within(night).getByRole('textbox', { name: 'Fim' });
    expect([(start as HTMLInputElement).value, (end as HTMLInputElement).value]).toEqual(['19:00', '22:00']);
    const saveButton = screen.getByRole('button', { name: 'Salvar' });
    expect((saveButton as HTMLButtonElement).disabled).toBe(true);

    await ui.clear(end);
    await ui.type(end, '1800');
    await ui.click(saveButton);
    expect((await screen.findByTestId('period-times-error')).textContent).toBe(MSG_TIMES);
    expect((saveButton as HTMLButtonElement).disabled).toBe(false);

    refuse = false;
    await ui.clear(end);
    await ui.type(end, '2230');
    await ui.click(saveButton);
    expect(await screen.findByText('Horários das aulas salvos com sucesso!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toEqual({
      horarios_periodo: [
        { id_periodo_turma: 1, inicio: '19:00', fim: '22:30' },
        { id_periodo_turma: 2, inicio: '08:00', fim: '12:00' },
      ],
    });
    expect(screen.queryByTestId('period-times-error')).toBeNull();
  }, 30_000);

  it('shows the times read-only and no Salvar without config_update', async () => {
    mockApi({ 'GET /api/academic-settings': () => json(200, settings()) });
    renderScreen(<PeriodTimesPanel />, { user: sessionUser(['config']), path: '/config' });
    const day = await screen.findByRole('group', { name: 'Diurno' });
    expect((within(day).getByRole('textbox', { name: 'Início' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});
