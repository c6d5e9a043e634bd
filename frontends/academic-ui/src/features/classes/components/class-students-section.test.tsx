import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EnrolmentStatusRow, PaymentMethodRow } from '@treina/contracts';
import type { AddStudentRow, EnrolmentFormEntry, TransferContext } from '../class-enrolment';
import { MSG_NO_TRANSFER_REQUEST_ON_SELECTION } from '../class-enrolment-transfer';
import { ADD_ROW_CLEAR_RESET_MS } from '../hooks/use-enrol-student-form';
import { ClassStudentsSection } from './class-students-section';

const STATUSES: EnrolmentStatusRow[] = [
  [1, 'Inscrito'],
  [2, 'Pagamento Pendente'],
  [3, 'Pago'],
  [4, 'Cancelado'],
  [5, 'Estornado'],
  [6, 'Solicitação de Transferência'],
  [7, 'Transferido'],
  [8, 'Transferência Paga'],
].map(([id, nome]) => ({ id_status_inscricao: id as number, nome_status_inscricao: nome as string }));
const METHODS: PaymentMethodRow[] = [
  { id_forma_pagto: 2, nome_forma_pagto: 'Cartão de Crédito' },
  { id_forma_pagto: 3, nome_forma_pagto: 'PIX' },
];

const entry = (extra: Partial<EnrolmentFormEntry> = {}): EnrolmentFormEntry => ({
  key: 'k1',
  id: 1,
  id_aluno: 11,
  nome_aluno: 'Bruno Lima',
  id_inscricao: 1,
  id_forma_pagto: '',
  valor_pago: '',
  cod_pagto: '',
  gera_comissao: true,
  libera_conteudo: false,
  id_status_contrato_aluno: null,
  id_turma_origem: null,
  parcelas: 1,
  desconto: '',
  primeiro_vencimento: '',
  storedStatus: 1,
  ...extra,
});

const request = (id_turma: number, valor_pago: number): TransferContext['requests'][number] => ({
  id_turma,
  label: `Turma ${id_turma}`,
  payment: { id_forma_pagto: 2, valor_pago, cod_pagto: `CC-${id_turma}`, gera_comissao: false, libera_conteudo: true },
});

function Harness(props: {
  initial: EnrolmentFormEntry[];
  readOnly?: boolean;
  load?: (id: number) => Promise<TransferContext>;
  spy?: (e: EnrolmentFormEntry[]) => void;
  onDraftChange?: (row: AddStudentRow | null) => void;
}) {
  const [entries, setEntries] = useState(props.initial);
  return (
    <ClassStudentsSection
      classId={99}
      entries={entries}
      onChange={(update) =>
        setEntries((current) => {
          const next = update(current);
          props.spy?.(next);
          return next;
        })
      }
      readOnly={props.readOnly ?? false}
      statuses={STATUSES}
      paymentMethods={METHODS}
      loadTransferContext={props.load ?? (async () => ({ requests: [], hasEarlierTransfer: false }))}
      onDraftChange={props.onDraftChange}
    />
  );
}

function renderSection(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

async function chooseStatus(group: HTMLElement, name: string, ui = userEvent.setup()) {
  await ui.click(within(group).getByRole('combobox', { name: 'Status da Inscrição' }));
  await ui.click(await screen.findByRole('option', { name }));
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Alunos nesta Turma', () => {
  it("edits a student's instalments (1 to 12) and discount, flagging an amount that is not one", async () => {
    const ui = userEvent.setup();
    const spy = jest.fn<(e: EnrolmentFormEntry[]) => void>();
    renderSection(<Harness initial={[entry({ desconto: '100,00', primeiro_vencimento: '10/05/2026' })]} spy={spy} />);
    const row = screen.getByRole('group', { name: 'Bruno Lima' });
    await ui.click(within(row).getByRole('combobox', { name: 'Parcelas' }));
    const options = await screen.findAllByRole('option');
    expect([options[0]!.textContent, options.at(-1)!.textContent, options.length]).toEqual(['1', '12', 12]);
    await ui.click(screen.getByRole('option', { name: '6' }));
    const discount = within(row).getByRole('textbox', { name: 'Desconto (R$)' }) as HTMLInputElement;
    expect(discount.value).toBe('100,00');
    await ui.clear(discount);
    await ui.type(discount, '1,2,3');
    expect(within(row).getByText('Informe o desconto em reais, zero ou mais (ex.: 100,50).')).toBeTruthy();
    expect(spy.mock.calls.at(-1)![0][0]).toMatchObject({ parcelas: 6, desconto: '1,2,3', primeiro_vencimento: '10/05/2026' });
  });

  it('offers only statuses 1, 2, 3, 7 and 8 when adding, and every status to an enrolled student', async () => {
    const ui = userEvent.setup();
    renderSection(<Harness initial={[entry()]} />);
    await ui.click(within(screen.getByRole('group', { name: 'Adicionar aluno' })).getByRole('combobox', { name: 'Status da Inscrição' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Inscrito',
      'Pagamento Pendente',
      'Pago',
      'Transferido',
      'Transferência Paga',
    ]);
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await ui.click(within(screen.getByRole('group', { name: 'Bruno Lima' })).getByRole('combobox', { name: 'Status da Inscrição' }));
    expect(await screen.findAllByRole('option')).toHaveLength(8);
  });

  it('names the missing fields by their labels and marks them, then only those still missing', async () => {
    const ui = userEvent.setup();
    renderSection(<Harness initial={[]} />);
    const group = screen.getByRole('group', { name: 'Adicionar aluno' });
    await ui.click(screen.getByRole('button', { name: 'Adicionar Aluno' }));
    // In the add-student row, by its button: where the user looks (on a phone the section's top is out of view).
    expect(within(group).getByRole('alert').textContent).toBe('Preencha: Nome do Aluno, Status da Inscrição');
    expect(within(group).getByRole('combobox', { name: 'Nome do Aluno' }).getAttribute('aria-invalid')).toBe('true');
    await chooseStatus(group, 'Pago', ui);
    await ui.click(screen.getByRole('button', { name: 'Adicionar Aluno' }));
    expect(within(group).getByRole('alert').textContent).toBe('Preencha: Nome do Aluno');
    expect(within(group).getByRole('combobox', { name: 'Nome do Aluno' }).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows an enrolled student's name as text, not as a disabled field", () => {
    renderSection(<Harness initial={[entry()]} />);
    const group = screen.getByRole('group', { name: 'Bruno Lima' });
    expect(within(group).getByTestId('enrolled-student-name').textContent).toBe('Bruno Lima');
    expect(within(group).queryByRole('textbox', { name: 'Aluno' })).toBeNull();
    expect(within(group).queryByText('Não salvo')).toBeNull();
  });

  it('disables every control of the section when the class is finished', () => {
    renderSection(<Harness initial={[entry(), entry({ key: 'k2', id: 2, id_aluno: 12, nome_aluno: 'Carla Dias' })]} readOnly />);
    const section = screen.getByRole('region', { name: 'Alunos nesta Turma' });
    const controls = [
      ...within(section).getAllByRole('combobox'),
      ...within(section).getAllByRole('textbox'),
      ...within(section).getAllByRole('switch'),
      ...within(section).getAllByRole('button'),
    ];
    expect(controls.length).toBeGreaterThan(10);
    // The controls left enabled, by their markup (a failure names them).
    const enabled = controls.filter((control) => !(control.hasAttribute('disabled') || control.getAttribute('aria-disabled') === 'true'));
    expect(enabled.map((control) => control.outerHTML.slice(0, 120))).toEqual([]);
    expect(screen.getByTestId('students-locked')).toBeTruthy();
  });

  it('shows the transfer origin selector when requests exist and copies the chosen one', async () => {
    const ui = userEvent.setup();
    const load = jest.fn(async (_classId: number) => ({ requests: [request(10, 1200), request(11, 900)], hasEarlierTransfer: false }));
    const spy = jest.fn<(entries: EnrolmentFormEntry[]) => void>();
    renderSection(<Harness initial={[entry()]} load={load} spy={spy} />);
    const group = screen.getByRole('group', { name: 'Bruno Lima' });
    expect(within(group).queryByRole('combobox', { name: /Turma de Origem/ })).toBeNull();
    await chooseStatus(group, 'Transferido', ui);
    const origin = await within(group).findByRole('combobox', { name: /Turma de Origem/ });
    expect(load).toHaveBeenCalledWith(11);
    await ui.click(origin);
    await ui.click(await screen.findByRole('option', { name: 'Turma 11' }));
    await waitFor(() => expect((within(group).getByRole('textbox', { name: 'Valor Pago' }) as HTMLInputElement).value).toBe('900,00'));
    expect((within(group).getByRole('textbox', { name: 'Obs. Pagamento' }) as HTMLInputElement).value).toBe('CC-11');
    expect(spy.mock.calls.at(-1)![0][0]).toMatchObject({
      id_inscricao: 7,
      id_turma_origem: 11,
      libera_conteudo: true,
      gera_comissao: false,
    });
  });

  it('alerts and keeps the status when the student has no transfer request in another class', async () => {
    const ui = userEvent.setup();
    renderSection(<Harness initial={[entry({ id_inscricao: 3, storedStatus: 3 })]} />);
    const group = screen.getByRole('group', { name: 'Bruno Lima' });
    await chooseStatus(group, 'Transferência Paga', ui);
    expect((await screen.findByTestId('students-alert')).textContent).toContain(MSG_NO_TRANSFER_REQUEST_ON_SELECTION);
    expect(within(group).getByRole('combobox', { name: 'Status da Inscrição' }).textContent).toBe('Pago');
    expect(within(group).queryByRole('combobox', { name: /Turma de Origem/ })).toBeNull();
  });

  it('removes a student from the list with its delete button', async () => {
    const ui = userEvent.setup();
    const spy = jest.fn<(entries: EnrolmentFormEntry[]) => void>();
    renderSection(<Harness initial={[entry()]} spy={spy} />);
    await ui.click(screen.getByRole('button', { name: 'Remover Bruno Lima' }));
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('group', { name: 'Bruno Lima' })).toBeNull();
  });

  it("adds a searched student as 'Não salvo', announced and counted as unsaved, then clears the row (flag reset after 500 ms)", async () => {
    const ui = userEvent.setup();
    const found = {
      id: 21,
      nome_aluno: 'Diana Prado',
      email: 'diana@exemplo.com',
      turmas: [],
    };
    const fetchMock = jest.fn(
      async (_url: string) => new Response(JSON.stringify([found]), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    const spy = jest.fn<(entries: EnrolmentFormEntry[]) => void>();
    const drafts = jest.fn<(row: AddStudentRow | null) => void>();
    renderSection(<Harness initial={[entry()]} spy={spy} onDraftChange={drafts} />);
    const group = screen.getByRole('group', { name: 'Adicionar aluno' });
    expect(screen.queryByTestId('unsaved-enrolments')).toBeNull();
    await ui.type(within(group).getByRole('combobox', { name: 'Nome do Aluno' }), 'Dia');
    await ui.click(await screen.findByRole('option', { name: 'Diana Prado (diana@exemplo.com)' }, { timeout: 3000 }));
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/students\?page=1&pageSize=20&q=Dia/);
    await chooseStatus(group, 'Inscrito', ui);
    // Filled in and not added: the dialog hears of it (its close guard and 'Salvar' count it).
    expect(drafts.mock.calls.at(-1)![0]).toMatchObject({ id_aluno: 21, id_inscricao: 1 });
    await ui.click(within(group).getByRole('button', { name: 'Adicionar Aluno' }));
    expect(spy.mock.calls.at(-1)![0]).toMatchObject([
      { id_aluno: 11 },
      { id_aluno: 21, id_inscricao: 1, gera_comissao: true, libera_conteudo: false },
    ]);
    const added = await screen.findByRole('group', { name: 'Diana Prado (não salvo)' });
    expect(within(added).getByText('Não salvo')).toBeTruthy();
    expect(added.getAttribute('data-pending')).toBe('true');
    // Shown first, above the stored students, under the notice; announced politely.
    // The rows are the named groups (each row's '1º vencimento' date field is an unnamed group of its own).
    const rows = screen.getAllByRole('group').filter((g) => g.hasAttribute('aria-label'));
    expect(rows.map((g) => g.getAttribute('aria-label'))).toEqual(['Adicionar aluno', 'Diana Prado (não salvo)', 'Bruno Lima']);
    expect(screen.getByTestId('unsaved-enrolments').textContent).toContain('1 aluno adicionado e ainda não salvo');
    expect(screen.getByRole('status').textContent).toBe("Diana Prado adicionado à lista, ainda não salvo. Clique em 'Salvar' para gravar.");
    expect(drafts.mock.calls.at(-1)![0]).toBeNull();
    expect((within(group).getByRole('combobox', { name: 'Nome do Aluno' }) as HTMLInputElement).value).toBe('');
    // The clear flag (which holds the row disabled) resets after ADD_ROW_CLEAR_RESET_MS: the row takes the next student.
    await act(() => new Promise((done) => setTimeout(done, ADD_ROW_CLEAR_RESET_MS + 50)));
    expect(within(group).getByRole('button', { name: 'Adicionar Aluno' }).hasAttribute('disabled')).toBe(false);
    expect(within(group).getByRole('combobox', { name: 'Status da Inscrição' }).textContent).not.toContain('Inscrito');
  });
});
