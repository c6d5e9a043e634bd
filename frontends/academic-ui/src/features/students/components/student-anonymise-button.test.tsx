import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { StudentAnonymiseButton } from './student-anonymise-button';

describe("'Anonimizar' (LGPD erasure on request)", () => {
  it('is not shown without the privacy permission', () => {
    const calls = mockApi({});
    renderScreen(<StudentAnonymiseButton row={{ id: 31 }} />, { user: sessionUser(['student', 'student_update']), path: '/student' });
    expect(screen.queryByRole('button', { name: 'Anonimizar' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks first, naming what is erased and kept; only the confirmation sends the request', async () => {
    const calls = mockApi({
      'POST /api/privacy/students/31/anonymise': () =>
        json(200, { id: 31, nome_aluno: 'Titular anonimizado 31', anonimizado_em: '2026-11-25T01:00:00.000Z' }),
    });
    renderScreen(<StudentAnonymiseButton row={{ id: 31 }} />, { user: sessionUser(['student', 'privacy']), path: '/student' });
    await userEvent.click(screen.getByRole('button', { name: 'Anonimizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonimizar aluno' });
    for (const words of [
      /irreversível/,
      /CPF, o RG, o e-mail, o telefone/,
      /endereço, a data de nascimento e as observações/,
      /documentos serão excluídos/,
      /acesso ao sistema/,
      /inscrições, os pagamentos e as comissões são mantidos/,
    ])
      expect(dialog.textContent).toMatch(words);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Anonimizar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Anonimizar aluno' })).getByRole('button', { name: 'Anonimizar' }),
    );
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /api/privacy/students/31/anonymise'));
    expect(await screen.findByText('Aluno anonimizado.')).toBeTruthy();
  });
});
