import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { DataTableColumn } from './table-model';

interface Activity {
  id: number;
  titulo: string;
  status: string;
}

const columns: DataTableColumn<Activity>[] = [
  { id: 'status', header: 'Status', accessor: (row) => row.status },
  { id: 'titulo', header: 'Descrição', accessor: (row) => row.titulo },
];

const LONG =
  'Ligar para o aluno, confirmar a inscrição na turma de sábado, enviar o boleto da segunda parcela e registrar o retorno na ficha';
const rows: Activity[] = [
  { id: 1, titulo: LONG, status: 'Pendente' },
  { id: 2, titulo: 'Curta', status: 'Concluído' },
];

/** jsdom lays nothing out: the box of a text longer than 40 characters is made to overflow, as Chromium's would at 320 px. */
const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent ?? '').length > 40 ? 60 : 0;
    },
  });
});
afterEach(() => {
  if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
});

describe('DataTable cells', () => {
  it('shows the whole text of a cut-off cell in a tooltip on hover', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={rows} getRowId={(row) => row.id} exportFileName={null} />);
    await user.hover(screen.getByText(LONG));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(LONG);
  });

  it('gives a text that fits no tooltip', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={rows} getRowId={(row) => row.id} exportFileName={null} />);
    await user.hover(screen.getByText('Curta'));
    await new Promise((done) => setTimeout(done, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the whole text in the cell, cut to two lines within its maximum width', () => {
    render(<DataTable columns={columns} data={rows} getRowId={(row) => row.id} exportFileName={null} />);
    const text = screen.getByText(LONG);
    const style = getComputedStyle(text);
    expect(style.getPropertyValue('-webkit-line-clamp')).toBe('2');
    expect(style.maxWidth).toBe('320px');
  });
});
