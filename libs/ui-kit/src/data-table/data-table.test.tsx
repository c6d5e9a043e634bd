import { useState } from 'react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { DataTableServerMode, DataTableServerState } from './data-table-props';
import type { DataTableColumn } from './table-model';

interface Person {
  id: number;
  nome: string;
  email: string;
  tipo: string;
  status: number;
}

const columns: DataTableColumn<Person>[] = [
  { id: 'nome', header: 'Nome', accessor: (r) => r.nome },
  { id: 'email', header: 'E-mail', accessor: (r) => r.email },
  { id: 'tipo', header: 'Tipo', accessor: (r) => r.tipo },
  { id: 'status', header: 'Status', accessor: (r) => r.status },
];

const people = (n: number): Person[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    nome: `Pessoa ${String(i + 1).padStart(2, '0')}`,
    email: `p${i + 1}@treina.dev`,
    tipo: 'CUSTOM',
    status: 1,
  }));

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row-id'));
const rowByName = (name: string) => bodyRows().find((row) => within(row).queryByText(name))!;
const checkboxOf = (name: string) => within(rowByName(name)).queryByRole('checkbox', { name: 'Selecionar linha' });

/** The blob's UTF-8 text, BOM kept (so the test can see it). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

let downloads: Array<{ name: string; text: Promise<string> }> = [];

beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs: capture the CSV blob instead.
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    downloads.push({ name: '', text: readBlob(blob as Blob) });
    return 'blob:treina';
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads[downloads.length - 1]!.name = this.download;
  });
});

describe('DataTable', () => {
  it('shows "Nenhuma informação encontrada" without rows', () => {
    render(<DataTable columns={columns} data={[]} getRowId={(r) => r.id} />);
    expect(screen.getByText('Nenhuma informação encontrada')).toBeTruthy();
  });

  it('shows 10 rows per page with Portuguese pagination', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people(23)} getRowId={(r) => r.id} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Linhas por página')).toBeTruthy();
    expect(screen.getByText('1–10 de 23')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('11–20 de 23')).toBeTruthy();
    expect(rowByName('Pessoa 11')).toBeTruthy();
  });

  it('searches ignoring case, accents, spaces, hyphens and parentheses', async () => {
    const user = userEvent.setup();
    const data = [
      { id: 1, nome: 'José da Silva', email: 'jose@x.com', tipo: 'CUSTOM', status: 1 },
      { id: 2, nome: 'Ana-Maria (RJ)', email: 'ana@x.com', tipo: 'CUSTOM', status: 1 },
    ];
    render(<DataTable columns={columns} data={data} getRowId={(r) => r.id} />);
    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'JOSE silva');
    expect(bodyRows()).toHaveLength(1);
    await user.clear(screen.getByRole('textbox', { name: 'Pesquisar' }));
    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'anamaria rj');
    expect(bodyRows()).toHaveLength(1);
    expect(rowByName('Ana-Maria (RJ)')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), ' zzz');
    expect(screen.getByText('Nenhuma informação encontrada')).toBeTruthy();
  });

  it('filters per column', async () => {
    const user = userEvent.setup();
    const data = [
      { id: 1, nome: 'Ana', email: 'ana@a.com', tipo: 'CUSTOM', status: 1 },
      { id: 2, nome: 'Bia', email: 'bia@b.com', tipo: 'CUSTOM', status: 2 },
    ];
    render(<DataTable columns={columns} data={data} getRowId={(r) => r.id} />);
    await user.click(screen.getByRole('button', { name: 'Mostrar/ocultar filtros' }));
    await user.type(screen.getByRole('textbox', { name: 'Filtrar por E-mail' }), 'b.com');
    expect(bodyRows()).toHaveLength(1);
    expect(rowByName('Bia')).toBeTruthy();
  });

  it('hides a column chosen in the column chooser', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people(1)} getRowId={(r) => r.id} />);
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mostrar/ocultar colunas' }));
    await user.click(screen.getByRole('menuitem', { name: 'E-mail' }));
    expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
  });

  it('sorts when a header is clicked', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people(3)} getRowId={(r) => r.id} />);
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    expect(within(bodyRows()[0]!).getByText('Pessoa 03')).toBeTruthy();
  });

  it('has no selection checkbox for SYSTEM or FIXED rows, nor for a consultant on rows whose last cell is 3', () => {
    const data = [
      { id: 1, nome: 'Sistema', email: 's@x', tipo: 'SYSTEM', status: 1 },
      { id: 2, nome: 'Fixo', email: 'f@x', tipo: 'FIXED', status: 1 },
      { id: 3, nome: 'Concluído', email: 'c@x', tipo: 'CUSTOM', status: 3 },
      { id: 4, nome: 'Aberto', email: 'a@x', tipo: 'CUSTOM', status: 1 },
    ];
    const { unmount } = render(<DataTable columns={columns} data={data} getRowId={(r) => r.id} onEdit={() => {}} />);
    expect(checkboxOf('Sistema')).toBeNull();
    expect(checkboxOf('Fixo')).toBeNull();
    expect(checkboxOf('Concluído')).not.toBeNull();
    unmount();
    render(<DataTable columns={columns} data={data} getRowId={(r) => r.id} onEdit={() => {}} consultantRule />);
    expect(checkboxOf('Concluído')).toBeNull();
    expect(checkboxOf('Aberto')).not.toBeNull();
  });

  it('disables edit and "Enviar Arquivos" when more than one row is selected', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    const onUpload = jest.fn();
    render(<DataTable columns={columns} data={people(3)} getRowId={(r: Person) => r.id} onEdit={onEdit} onUpload={onUpload} />);
    const edit = () => screen.getByRole('button', { name: 'Editar' }) as HTMLButtonElement;
    const upload = () => screen.getByRole('button', { name: 'Enviar Arquivos' }) as HTMLButtonElement;
    expect(edit().disabled).toBe(true);
    await user.click(checkboxOf('Pessoa 01')!);
    expect(edit().disabled).toBe(false);
    expect(upload().disabled).toBe(false);
    await user.click(checkboxOf('Pessoa 02')!);
    expect(edit().disabled).toBe(true);
    expect(upload().disabled).toBe(true);
    await user.click(checkboxOf('Pessoa 02')!);
    await user.click(edit());
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await user.click(upload());
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('shows no selection or actions without edit, delete, upload or export', () => {
    render(<DataTable columns={columns} data={people(2)} getRowId={(r) => r.id} exportFileName={null} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Exportar como CSV' })).toBeNull();
  });

  it('asks "Deseja realmente excluir N registro(s)?" and deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn<(rows: Person[]) => void>();
    render(<DataTable columns={columns} data={people(3)} getRowId={(r) => r.id} onDelete={onDelete} />);
    await user.click(checkboxOf('Pessoa 01')!);
    await user.click(checkboxOf('Pessoa 03')!);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deseja realmente excluir 2 registro(s)?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    expect(onDelete.mock.calls[0]![0].map((p: Person) => p.id)).toEqual([1, 3]);
  });

  it('exports the filtered rows as CSV with ";", BOM and neutralised cells', async () => {
    const user = userEvent.setup();
    const data = [
      { id: 1, nome: '=HYPERLINK("x")', email: 'a@x', tipo: 'CUSTOM', status: 1 },
      { id: 2, nome: 'Bia; Souza', email: '@b', tipo: 'CUSTOM', status: 1 },
      { id: 3, nome: 'Caio', email: 'c@x', tipo: 'CUSTOM', status: 1 },
    ];
    render(<DataTable columns={columns} data={data} getRowId={(r) => r.id} exportFileName="relatorio.csv" />);
    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Exportar como CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('relatorio.csv');
    const text = await downloads[0]!.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Nome;E-mail;Tipo;Status',
      `"'=HYPERLINK(""x"")";a@x;CUSTOM;1`,
      `"Bia; Souza";'@b;CUSTOM;1`,
      'Caio;c@x;CUSTOM;1',
      '',
    ]);
  });

  it('exports only the selected rows when there is a selection', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people(3)} getRowId={(r) => r.id} />);
    await user.click(checkboxOf('Pessoa 02')!);
    await user.click(screen.getByRole('button', { name: 'Exportar como CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = (await downloads[0]!.text).slice(1).trim().split('\r\n');
    expect(lines).toEqual(['Nome;E-mail;Tipo;Status', 'Pessoa 02;p2@treina.dev;CUSTOM;1']);
  });

  it('opens a detail panel under a row', async () => {
    const user = userEvent.setup();
    render(
      <DataTable columns={columns} data={people(2)} getRowId={(r) => r.id} renderDetailPanel={(row) => <p>Detalhes de {row.nome}</p>} />,
    );
    expect(screen.queryByText('Detalhes de Pessoa 02')).toBeNull();
    await user.click(within(rowByName('Pessoa 02')).getByRole('button', { name: 'Expandir' }));
    expect(screen.getByText('Detalhes de Pessoa 02')).toBeTruthy();
  });

  it('has a detail row only under an open row (or one closing): closed, the table is one row per record', async () => {
    const user = userEvent.setup();
    render(
      <DataTable columns={columns} data={people(3)} getRowId={(r) => r.id} renderDetailPanel={(row) => <p>Detalhes de {row.nome}</p>} />,
    );
    const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(bodyRows()).toHaveLength(3);
    await user.click(within(rowByName('Pessoa 02')).getByRole('button', { name: 'Expandir' }));
    expect(bodyRows()).toHaveLength(4);
    expect(bodyRows()[2]!.textContent).toBe('Detalhes de Pessoa 02');
    await user.click(within(rowByName('Pessoa 02')).getByRole('button', { name: 'Recolher' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByText('Detalhes de Pessoa 02')).toBeNull();
  });

  it('selects every filtered row on every page with the header checkbox', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people(23)} getRowId={(r) => r.id} onDelete={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(screen.getByTestId('selection-count').textContent).toBe('23 registros selecionados');
  });

  it('drops selected rows that are gone after a reload', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn<(rows: Person[]) => void>();
    const { rerender } = render(<DataTable columns={columns} data={people(3)} getRowId={(r) => r.id} onDelete={onDelete} />);
    await user.click(checkboxOf('Pessoa 01')!);
    await user.click(checkboxOf('Pessoa 03')!);
    expect(screen.getByTestId('selection-count').textContent).toBe('2 registros selecionados');
    rerender(<DataTable columns={columns} data={people(2)} getRowId={(r) => r.id} onDelete={onDelete} />);
    expect(screen.getByTestId('selection-count').textContent).toBe('1 registro selecionado');
  });

  it('never hides the last visible column', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns.slice(0, 2)} data={people(1)} getRowId={(r) => r.id} />);
    await user.click(screen.getByRole('button', { name: 'Mostrar/ocultar colunas' }));
    await user.click(screen.getByRole('menuitem', { name: 'E-mail' }));
    expect(screen.getByRole('menuitem', { name: 'Nome' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('reports the expanded rows when they are controlled', async () => {
    const user = userEvent.setup();
    const onExpanded = jest.fn();
    render(
      <DataTable
        columns={columns}
        data={people(2)}
        getRowId={(r) => r.id}
        renderDetailPanel={(row) => <p>Detalhes de {row.nome}</p>}
        expandedRowIds={['1']}
        onExpandedRowIdsChange={onExpanded}
      />,
    );
    expect(screen.getByText('Detalhes de Pessoa 01')).toBeTruthy();
    await user.click(within(rowByName('Pessoa 02')).getByRole('button', { name: 'Expandir' }));
    expect(onExpanded).toHaveBeenLastCalledWith(['1', '2']);
    // Controlled: nothing opens until the parent passes the new ids.
    expect(screen.queryByText('Detalhes de Pessoa 02')).toBeNull();
  });

  describe('server mode', () => {
    function ServerTable({
      onChange = () => {},
      onDelete,
      fetchAll,
      rowCount = 42,
      rowCountIsLowerBound,
    }: {
      rowCount?: number;
      rowCountIsLowerBound?: boolean;
      onChange?(state: DataTableServerState): void;
      onDelete?(rows: Person[]): void;
      fetchAll?(): Promise<Person[]>;
    }) {
      const [state, setState] = useState<DataTableServerState>({
        pageIndex: 0,
        pageSize: 10,
        sorting: [],
        columnFilters: [],
        globalFilter: '',
      });
      const server: DataTableServerMode<Person> = {
        rowCount,
        rowCountIsLowerBound,
        state,
        onStateChange: (next) => {
          onChange(next);
          setState(next);
        },
        fetchAll,
      };
      const page = people(42).slice(state.pageIndex * 10, state.pageIndex * 10 + 10);
      return <DataTable columns={columns} data={page} getRowId={(r) => r.id} server={server} onDelete={onDelete} />;
    }

    it('sends page, sort, filter and search to the server and shows its total', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(<ServerTable onChange={onChange} />);
      expect(screen.getByText('1–10 de 42')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Próxima página' }));
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }));
      expect(screen.getByText('11–20 de 42')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'E-mail' }));
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: [{ id: 'email', desc: false }], pageIndex: 0 }));
      await user.click(screen.getByRole('button', { name: 'Mostrar/ocultar filtros' }));
      await user.type(screen.getByRole('textbox', { name: 'Filtrar por Nome' }), 'x');
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ columnFilters: [{ id: 'nome', value: 'x' }] }));
      await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'ab');
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ globalFilter: 'ab', pageIndex: 0 }));
      // The rows shown are the server's page as given, not filtered again in the browser.
      expect(bodyRows()).toHaveLength(10);
    });

    it('shows a total the server is still counting as "mais de", and big totals with thousands separators', () => {
      const { unmount } = render(<ServerTable rowCount={1000} rowCountIsLowerBound />);
      expect(screen.getByText('1–10 de mais de 1.000')).toBeTruthy();
      unmount();
      render(<ServerTable rowCount={135670} />);
      expect(screen.getByText('1–10 de 135.670')).toBeTruthy();
    });

    it('keeps the selection across pages: the header checkbox covers the page shown, actions get every selected row', async () => {
      const user = userEvent.setup();
      const onDelete = jest.fn<(rows: Person[]) => void>();
      render(<ServerTable onDelete={onDelete} />);
      await user.click(checkboxOf('Pessoa 02')!);
      await user.click(screen.getByRole('button', { name: 'Próxima página' }));
      await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
      expect(screen.getByTestId('selection-count').textContent).toBe('11 registros selecionados');
      await user.click(screen.getByRole('button', { name: 'Excluir' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
      await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
      // The page shown first, in its order, then the rows selected on other pages.
      expect(onDelete.mock.calls[0]![0].map((p: Person) => p.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 2]);
    });

    it('exports every matching row through fetchAll when nothing is selected', async () => {
      const user = userEvent.setup();
      const fetchAll = jest.fn(() => Promise.resolve(people(42)));
      render(<ServerTable fetchAll={fetchAll} />);
      await user.click(screen.getByRole('button', { name: 'Exportar como CSV' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      expect(fetchAll).toHaveBeenCalledTimes(1);
      expect((await downloads[0]!.text).slice(1).trim().split('\r\n')).toHaveLength(43);
    });

    it('keeps its column choice and filter row when a list switches between server and client mode', async () => {
      const user = userEvent.setup();
      const server: DataTableServerMode<Person> = {
        rowCount: 1,
        state: { pageIndex: 0, pageSize: 10, sorting: [], columnFilters: [], globalFilter: '' },
        onStateChange: () => {},
      };
      const { rerender } = render(<DataTable columns={columns} data={people(1)} getRowId={(r) => r.id} server={server} />);
      await user.click(screen.getByRole('button', { name: 'Mostrar/ocultar colunas' }));
      await user.click(screen.getByRole('menuitem', { name: 'E-mail' }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Mostrar/ocultar filtros' }));
      rerender(<DataTable columns={columns} data={people(1)} getRowId={(r) => r.id} />);
      expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Filtrar por Nome' })).toBeTruthy();
    });
  });

  it('opens a row on a click or Enter, but not from its checkbox; without edit, a click opens its detail panel', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn<(row: Person) => void>();
    const { unmount } = render(<DataTable columns={columns} data={people(3)} getRowId={(r) => r.id} onEdit={onEdit} />);
    await user.click(checkboxOf('Pessoa 02')!);
    expect(onEdit).not.toHaveBeenCalled();
    await user.click(within(rowByName('Pessoa 02')).getByText('p2@treina.dev'));
    expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    rowByName('Pessoa 03').focus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
    expect(onEdit).toHaveBeenCalledTimes(2);
    unmount();

    render(<DataTable columns={columns} data={people(2)} getRowId={(r) => r.id} renderDetailPanel={(r) => `Detalhe de ${r.nome}`} />);
    await user.click(within(rowByName('Pessoa 01')).getByText('p1@treina.dev'));
    expect(await screen.findByText('Detalhe de Pessoa 01')).toBeTruthy();
  });
});
