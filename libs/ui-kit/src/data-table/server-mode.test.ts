import { describe, expect, it, jest } from '@jest/globals';
import type { DataTableServerMode, DataTableServerState } from './data-table-props';
import { serverMode } from './server-mode';

interface Row {
  id: number;
}

const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));
const rowKey = (row: Row) => String(row.id);

function server(state: Partial<DataTableServerState> = {}, extra: Partial<DataTableServerMode<Row>> = {}) {
  const onStateChange = jest.fn<(next: DataTableServerState) => void>();
  const binding: DataTableServerMode<Row> = {
    rowCount: 42,
    state: { pageIndex: 2, pageSize: 10, sorting: [], columnFilters: [], globalFilter: '', ...state },
    onStateChange,
    ...extra,
  };
  return { binding, onStateChange };
}

describe('server mode', () => {
  it('shows the state the server was asked with and the page it sent, as given', () => {
    const { binding } = server({
      sorting: [{ id: 'nome', desc: true }],
      columnFilters: [{ id: 'email', value: 'b.com' }],
      globalFilter: 'ana',
    });
    const page = rows(3, 1, 2);
    const mode = serverMode(binding, page, rowKey);
    expect(mode).toMatchObject({ sort: { id: 'nome', desc: true }, filters: { email: 'b.com' }, search: 'ana', page: 2, rowCount: 42 });
    expect(mode.pageRows).toBe(page);
  });

  it('goes back to the first page on a new sort, filter, search or page size, but not on a page change', () => {
    const { binding, onStateChange } = server({ columnFilters: [{ id: 'email', value: 'b' }] });
    const mode = serverMode(binding, rows(1), rowKey);
    mode.changeSort({ id: 'nome', desc: false });
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: [{ id: 'nome', desc: false }], pageIndex: 0 }));
    mode.changeSort(null);
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: [], pageIndex: 0 }));
    mode.changeFilter('email', '');
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ columnFilters: [], pageIndex: 0 }));
    mode.changeSearch('x');
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ globalFilter: 'x', pageIndex: 0 }));
    mode.changePageSize(25);
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 25, pageIndex: 0 }));
    mode.changePage(3);
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 3, columnFilters: [{ id: 'email', value: 'b' }] }));
  });

  it('keeps no selection rule for new data and orders selected rows of the page first', () => {
    const { binding } = server();
    const mode = serverMode(binding, rows(11, 12), rowKey);
    expect(mode.selection.retain).toBeUndefined();
    const selected = new Map([
      ['2', { id: 2 }],
      ['12', { id: 12 }],
    ]);
    expect(mode.selection.ordered(selected).map((row) => row.id)).toEqual([12, 2]);
  });

  it('exports through fetchAll, or the page without it', async () => {
    const all = rows(1, 2, 3);
    const withFetch = serverMode(server({}, { fetchAll: () => Promise.resolve(all) }).binding, rows(1), rowKey);
    await expect(withFetch.exportRows()).resolves.toBe(all);
    expect(serverMode(server().binding, rows(1), rowKey).exportRows()).toEqual([{ id: 1 }]);
  });
});
