import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentRow } from '@treina/contracts';
import { formatDateTime } from '@treina/ui-kit';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { StudentsPage } from './students-page';

// The marketing-contact consent in the form and the panel, and the LGPD export button.
const GIVEN_AT = '2026-03-02T13:05:00.000Z';
const student = (extra: Partial<StudentRow> = {}): StudentRow => ({
  id: 31,
  nome_aluno: 'Júlia Araújo',
  email: 'julia@exemplo.com.br',
  telefone: null,
  cpf: null,
  rg: null,
  data_nasc: null,
  endereco: null,
  id_status_aluno: null,
  nome_status_aluno: null,
  id_canal_aluno: null,
  nome_canal_aluno: null,
  data_criacao: '2026-01-10T10:00:00',
  obs_estudante: null,
  possui_login: false,
  consentimento_marketing: true,
  consentimento_marketing_em: GIVEN_AT,
  consentimento_marketing_como: 'E-mail',
  is_student: true,
  interesses: [],
  treinamentos_interesses: '',
  treinamentos: [],
  treinamentos_cancelados: [],
  treinamentos_realizados: '',
  turmas: [],
  atividades_realizadas: [],
  documentos: [],
  documentos_detalhes: [],
  ...extra,
});

describe('Alunos: consent and the LGPD export', () => {
  it("shows the consent in the panel and, to privacy holders, 'Exportar dados (LGPD)' that downloads dados-aluno-<id>.json", async () => {
    const ui = userEvent.setup();
    const exported = { gerado_em: '2026-11-25T10:00:00Z', id_aluno: 31, academic: { aluno: student() } };
    const calls = mockApi({
      'GET /api/students': () => json(200, [student()], { 'X-Total-Count': '1' }),
      'GET /api/privacy/students/31/export': () => json(200, exported),
    });
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:export';
    };
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    Element.prototype.scrollIntoView = () => undefined;
    renderScreen(<StudentsPage />, { user: sessionUser(['student', 'privacy']), path: '/student?studentId=31' });
    const panel = await screen.findByTestId('student-detail', {}, { timeout: 2500 });
    expect(within(panel).getByTestId('student-consent').textContent).toBe(`Sim (E-mail) em ${formatDateTime(GIVEN_AT)}`);
    await ui.click(within(panel).getByRole('button', { name: 'Exportar dados (LGPD)' }));
    await screen.findByTestId('student-detail');
    await new Promise((done) => setTimeout(done, 50));
    expect(calls.some((call) => call.url === '/api/privacy/students/31/export')).toBe(true);
    expect(names).toEqual(['dados-aluno-31.json']);
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(JSON.parse(text)).toEqual(exported);
    click.mockRestore();
  });

  it('says in Portuguese when the export could not be put together (503)', async () => {
    const ui = userEvent.setup();
    const message = 'Não foi possível reunir os dados de todos os serviços: tente novamente em instantes.';
    mockApi({
      'GET /api/students': () => json(200, [student()], { 'X-Total-Count': '1' }),
      'GET /api/privacy/students/31/export': () => json(503, { statusCode: 503, statusMsg: message, message }),
    });
    Element.prototype.scrollIntoView = () => undefined;
    renderScreen(<StudentsPage />, { user: sessionUser(['student', 'privacy']), path: '/student?studentId=31' });
    const panel = await screen.findByTestId('student-detail', {}, { timeout: 2500 });
    await ui.click(within(panel).getByRole('button', { name: 'Exportar dados (LGPD)' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
  });

  it("edits the consent: the checkbox, 'Como', and 'Em' read-only as DD/MM/YYYY HH:mm", async () => {
    const ui = userEvent.setup();
    const calls = mockApi({
      'GET /api/students': () =>
        json(200, [student({ consentimento_marketing: false, consentimento_marketing_como: null, consentimento_marketing_em: GIVEN_AT })], {
          'X-Total-Count': '1',
        }),
      'GET /api/statusStudents': () => json(200, []),
      'GET /api/channelsStudents': () => json(200, []),
      'GET /api/trainings': () => json(200, []),
      'PATCH /api/students/31': (_url, body) => json(200, { ...student(), ...(body as object) }),
    });
    renderScreen(<StudentsPage />, { user: sessionUser(['student', 'student_update']), path: '/student?studentType=student' });
    await screen.findByText('Júlia Araújo');
    await ui.click(screen.getByRole('checkbox', { name: 'Selecionar linha' }));
    await ui.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados do Aluno' });
    const when = within(dialog).getByRole('textbox', { name: 'Em' }) as HTMLInputElement;
    expect(when.value).toBe(formatDateTime(GIVEN_AT));
    expect(when.value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(when.readOnly).toBe(true);
    await ui.click(within(dialog).getByRole('checkbox', { name: 'Aceita receber contato de marketing' }));
    await ui.click(within(dialog).getByRole('combobox', { name: /Como/ }));
    await ui.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Telefone' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atualizado com sucesso!')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ consentimento_marketing: true, consentimento_marketing_como: 'Telefone' });
    expect(patch.body).not.toHaveProperty('consentimento_marketing_em');
  }, 40_000);
});
