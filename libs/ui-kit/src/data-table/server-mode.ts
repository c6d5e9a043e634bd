import type { DataTableServerMode, DataTableServerState } from './data-table-props';
import type { TableMode } from './table-mode';

/**
 * Server mode: `data` is the page the server sent for `server.state`, shown as given; every change of page, sort, filter or search goes to
 * `server.onStateChange` (web-platform's useServerTable answers it). The header checkbox covers the page shown, and a selection survives
 * paging and reloads (its rows on other pages come after the page's own).
 */
export function serverMode<T>(server: DataTableServerMode<T>, data: readonly T[], rowKey: (row: T) => string): TableMode<T> {
  const { state } = server;
  const update = (patch: Partial<DataTableServerState>) => server.onStateChange({ ...state, ...patch });

  return {
    sort: state.sorting[0] ?? null,
    filters: Object.fromEntries(state.columnFilters.map((filter) => [filter.id, String(filter.value ?? '')])),
    search: state.globalFilter,
    page: state.pageIndex,
    pageSize: state.pageSize,
    rowCount: server.rowCount,
    rowCountIsLowerBound: server.rowCountIsLowerBound,
    pageRows: data,
    isFetching: !!server.isFetching,
    selection: {
      scope: data,
      ordered: (selected) => {
        const inOrder = data.filter((row) => selected.has(rowKey(row)));
        const shown = new Set(inOrder.map(rowKey));
        for (const [id, row] of selected) if (!shown.has(id)) inOrder.push(row);
        return inOrder;
      },
    },
    exportRows: () => (server.fetchAll ? server.fetchAll() : [...data]),
    changeSort: (next) => update({ sorting: next ? [next] : [], pageIndex: 0 }),
    changeFilter: (id, value) => {
      const rest = state.columnFilters.filter((filter) => filter.id !== id);
      update({ columnFilters: value ? [...rest, { id, value }] : rest, pageIndex: 0 });
    },
    changeSearch: (value) => update({ globalFilter: value, pageIndex: 0 }),
    changePage: (page) => update({ pageIndex: page }),
    changePageSize: (size) => update({ pageSize: size, pageIndex: 0 }),
  };
}
