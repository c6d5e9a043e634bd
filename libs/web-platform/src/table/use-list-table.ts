import { useListState } from './use-list-state';
import { useServerTable, type UseServerTableOptions } from './use-server-table';

/**
 * A server-paged list screen's table with its state in the address and the user's columns kept
 * (useListState): `<DataTable data={t.rows} server={t.server} list={t.list} />`.
 */
export function useListTable<T>(options: UseServerTableOptions & { listId: string }) {
  const list = useListState({ listId: options.listId, initialSorting: options.initialSorting, pageSize: options.pageSize });
  return { ...useServerTable<T>({ ...options, list }), list };
}
