import { DataTableView } from './data-table-view';
import type { DataTableProps } from './data-table-props';
import { serverMode } from './server-mode';
import { useClientMode } from './use-client-mode';

/** What client mode holds while the table is in server mode: no rows (its state waits, unused). */
const NO_ROWS: readonly never[] = [];

/**
 * Treina's list table: search, column filters, sort, paging, column chooser, selection with edit/delete/upload, CSV export and detail
 * panels. Client mode: `data` is every row, handled here. Server mode: `data` is the server's page for `server.state`, and changes go back
 * through `server.onStateChange` (web-platform's useServerTable).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { server, data, columns, getRowId, initialSort = null, pageSize = 10 } = props;
  const rowKey = (row: T) => String(getRowId(row));
  // Client mode's hook runs in both modes (a hook cannot be skipped), so a list that switches
  // mode (Turmas with and without ?classId=) keeps the view's state: columns, filter row, selection.
  const clientMode = useClientMode({
    data: server ? NO_ROWS : data,
    columns,
    rowKey,
    initialSort,
    initialPageSize: pageSize,
    list: server ? undefined : props.list,
  });
  const mode = server ? serverMode(server, data, rowKey) : clientMode;
  return <DataTableView {...props} mode={mode} rowKey={rowKey} />;
}
