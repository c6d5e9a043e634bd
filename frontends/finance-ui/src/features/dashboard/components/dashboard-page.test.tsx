import type { ReactNode } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AttendanceSummary, EnrolmentSummary, ExamSummary, SessionUser, StudentBelowMinimum } from '@treina/contracts';
import { SessionContext } from '@treina/web-platform';

// The charts chunk draws SVG with layout jsdom does not have; its figures are checked through the page.
// In ESM mode a module mock is registered before the page is imported, so the page's lazy import gets it.
jest.unstable_mockModule('./dashboard-charts', () => ({ default: () => <div data-testid="charts" /> }));
const { DashboardPage, summaryTotals } = await import('./dashboard-page');

const summary: EnrolmentSummary = {
  from: '2026-01-01',
  to: '2026-02-28',
  granularity: 'month',
  total: 5,
  byStatus: [
    { id_status_inscricao: 1, nome_status_inscricao: 'INSCRITO', count: 3 },
    { id_status_inscricao: 3, nome_status_inscricao: 'Pago', count: 2 },
  ],
  byMonth: [
    { month: '2026-01', enrolments: 2, cancellations: 1, transfers: 0, revenue: 1000.5 },
    { month: '2026-02', enrolments: 3, cancellations: 0, transfers: 1, revenue: 234.06 },
  ],
  byTraining: [{ id_treinamento: 1, nome_treinamento: 'Excel', enrolments: 5, revenue: 1234.56 }],
  leadConversion: [
    { month: '2026-01', leads: 2, converted: 1 },
    { month: '2026-02', leads: 1, converted: 0 },
  ],
};

const attendance: AttendanceSummary = {
  from: '2026-01-01',
  to: '2026-02-28',
  granularity: 'month',
  byTrainingMonth: [
    { id_treinamento: 1, nome_treinamento: 'Excel', month: '2026-01', marcacoes: 1200, presencas: 800, percentual: 66.7 },
    { id_treinamento: 1, nome_treinamento: 'Excel', month: '2026-02', marcacoes: 4, presencas: 4, percentual: 100 },
  ],
};

const below: StudentBelowMinimum[] = [
  {
    id_aluno: 7,
    nome_aluno: 'Bruno Reis',
    id_turma: 40,
    nome_turma: 'Excel Noite',
    id_treinamento: 1,
    nome_treinamento: 'Excel',
    aulas: 3,
    presencas: 2,
    percentual: 66.7,
    frequencia_minima: 75,
  },
];

const exams: ExamSummary = {
  from: '2026-01-01',
  to: '2026-02-28',
  byTraining: [
    {
      id_treinamento: 6,
      nome_treinamento: 'CPA-10',
      tentativas: 1250,
      alunos: 400,
      media: 72.35,
      aprovadas: 800,
      percentual_aprovacao: 64,
    },
    { id_treinamento: 16, nome_treinamento: 'CPA-20', tentativas: 3, alunos: 2, media: 66.7, aprovadas: 2, percentual_aprovacao: 66.7 },
  ],
};

const chargeSummary = { recebido_mes: '12345.60', a_receber: '98765.43', vencido: '1500.00' };

/** Answers each reporting route with its fixture and records the URLs asked. */
function mockReporting(urls: string[]) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    jest.fn(async (url: string) => {
      urls.push(url);
      const path = new URL(url, 'http://x').pathname;
      const body = path.endsWith('/attendance/summary')
        ? attendance
        : path.endsWith('/below-minimum')
          ? below
          : path.endsWith('/exams/summary')
            ? exams
            : path === '/api/charges/summary'
              ? chargeSummary
              : summary;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch,
  );
}

/** The texts of a table row's header and data cells. */
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** Types DD/MM/YYYY digits into the date picker labelled `label`, from its day section on. */
async function typeDate(label: string, digits: string) {
  const ui = userEvent.setup();
  await ui.click(within(screen.getByRole('group', { name: label })).getByRole('spinbutton', { name: 'Dia' }));
  await ui.keyboard(digits);
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

function renderPage(permissions: SessionUser['permissions'] = ['commissions']) {
  const user: SessionUser = {
    id_usuario: 1,
    nome: 'Admin',
    email: 'a@treina.dev',
    id_tipo_usuario: 1,
    nome_tipo_usuario: 'Administrador',
    permissions,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ status: 'authenticated', user, logout: async () => {}, refresh: async () => {} }}>
        {children}
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  return render(<DashboardPage />, { wrapper });
}

describe('Painel', () => {
  it('adds up the period: revenue to the cent, conversion over all leads', () => {
    expect(summaryTotals(summary)).toEqual({ enrolments: 5, cancellations: 1, transfers: 1, revenue: 1234.56, leads: 3, converted: 1 });
  });

  it('shows the figures in pt-BR and asks for the period typed as DD/MM/AAAA', async () => {
    const urls: string[] = [];
    mockReporting(urls);
    renderPage();
    await screen.findByTestId('charts');
    expect(plain(screen.getByTestId('kpi-Receita').textContent)).toBe('R$ 1.234,56');
    expect(screen.getByTestId('kpi-Inscrições').textContent).toBe('5');
    expect(plain(screen.getByTestId('kpi-Conversão de interessados').textContent)).toBe('33,3%');
    expect(screen.getByText('1 de 3 interessado(s)')).toBeTruthy();
    expect(screen.getAllByText((_, element) => plain(element?.textContent) === 'R$ 1.234,56' && element?.tagName === 'TD')).toHaveLength(1);

    const first = new URL(
      urls.find((url) => url.includes('/enrolments/summary'))!,
      'http://x',
    );
    expect(first.pathname).toBe('/api/reports/enrolments/summary');
    expect(first.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);

    await typeDate('Data Inicial', '01022026');
    await typeDate('Data Final', '31032026');
    await waitFor(() => expect(urls.some((url) => url.includes('from=2026-02-01&to=2026-03-31'))).toBe(true));
    await waitFor(() => expect(urls.some((url) => url.includes('/attendance/summary?from=2026-02-01&to=2026-03-31'))).toBe(true));
  });

  it('shows the attendance by training and month, and the students below the minimum with one decimal', async () => {
    mockReporting([]);
    renderPage();
    const rates = await screen.findByRole('table', { name: 'Frequência por treinamento' });
    await within(rates).findByText('jan/2026');
    const rateRows = within(rates).getAllByRole('row').map(cellTexts);
    expect(rateRows).toEqual([
      ['Treinamento', 'Mês', 'Marcações', 'Presenças', 'Frequência'],
      ['Excel', 'jan/2026', '1.200', '800', '66,7%'],
      ['Excel', 'fev/2026', '4', '4', '100,0%'],
    ]);
    const students = screen.getByRole('table', { name: 'Alunos abaixo da frequência mínima' });
    await within(students).findByText('Bruno Reis');
    const studentRows = within(students).getAllByRole('row').map(cellTexts);
    expect(studentRows).toEqual([
      ['Aluno', 'Turma / Treinamento', 'Frequência', 'Mínimo'],
      ['Bruno Reis', 'Excel Noite / Excel', '66,7%', '75%'],
    ]);
  });

  it("shows 'Simulados: aprovação por treinamento': attempts, average grade and pass rate of the period, in pt-BR", async () => {
    const urls: string[] = [];
    mockReporting(urls);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Simulados: aprovação por treinamento' });
    await within(table).findByText('CPA-10');
    expect(within(table).getAllByRole('row').map(cellTexts)).toEqual([
      ['Treinamento', 'Tentativas', 'Média', 'Aprovação'],
      ['CPA-10', '1.250', '72,4', '64,0%'],
      ['CPA-20', '3', '66,7', '66,7%'],
    ]);
    const asked = new URL(
      urls.find((url) => url.includes('/exams/summary'))!,
      'http://x',
    );
    expect(asked.pathname).toBe('/api/reports/exams/summary');
    expect(asked.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    await typeDate('Data Inicial', '01022026');
    await typeDate('Data Final', '31032026');
    await waitFor(() => expect(urls.some((url) => url.includes('/exams/summary?from=2026-02-01&to=2026-03-31'))).toBe(true));
  });

  it('says so in the exams card, in Portuguese, when the pass rates cannot be read', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      jest.fn(async (url: string) => {
        const path = new URL(url, 'http://x').pathname;
        if (path.endsWith('/exams/summary')) return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
        const body = path.endsWith('/attendance/summary') ? attendance : path.endsWith('/below-minimum') ? below : summary;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as unknown as typeof fetch,
    );
    renderPage();
    expect(await screen.findByText('Ocorreu um erro ao consultar os simulados.')).toBeTruthy();
  });

  it('does not ask for a reversed period and says why', async () => {
    const urls: string[] = [];
    mockReporting(urls);
    renderPage();
    await screen.findByTestId('charts');
    // The default start is the first day of the 12th month back: an end in 2020 comes before it.
    // (The dates the field passes through while the digits are typed may be asked for.)
    await typeDate('Data Final', '01012020');
    expect(await screen.findByText('A data inicial deve ser anterior ou igual à data final.')).toBeTruthy();
    expect(urls.filter((url) => url.includes('to=2020-01-01'))).toEqual([]);
  });

  it("shows the 'Cobranças' figures in R$ to holders of charges, and asks nothing of the others", async () => {
    const urls: string[] = [];
    mockReporting(urls);
    const { unmount } = renderPage(['commissions', 'charges']);
    const section = await screen.findByRole('region', { name: 'Cobranças' });
    await within(section).findByTestId('kpi-Recebido no mês');
    expect(plain(within(section).getByTestId('kpi-Recebido no mês').textContent)).toBe('R$ 12.345,60');
    expect(plain(within(section).getByTestId('kpi-A receber').textContent)).toBe('R$ 98.765,43');
    expect(plain(within(section).getByTestId('kpi-Vencido').textContent)).toBe('R$ 1.500,00');
    unmount();

    const others: string[] = [];
    mockReporting(others);
    renderPage(['commissions']);
    await screen.findByTestId('charts');
    expect(screen.queryByRole('region', { name: 'Cobranças' })).toBeNull();
    expect(others.filter((url) => url.includes('/charges/'))).toEqual([]);
  });
});
