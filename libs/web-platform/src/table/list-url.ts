import type { ServerTableState } from './server-query';

/**
 * A list's search, filters, sort, page and page size in the address, under the names of the
 * paging protocol (`q`, `sort`, `page`, `pageSize`, `filter.<column>`), so a link or a reload
 * shows the same list. Only what differs from the list's defaults is written.
 */
const FILTER_PREFIX = 'filter.';
const OWN_NAMES = new Set(['q', 'sort', 'page', 'pageSize']);

function isListParam(name: string): boolean {
  return OWN_NAMES.has(name) || name.startsWith(FILTER_PREFIX);
}

function positiveInt(text: string | null, max: number): number | null {
  return text && /^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= max ? Number(text) : null;
}

const sortText = (sorting: ServerTableState['sorting']) => sorting.map((s) => (s.desc ? `-${s.id}` : s.id)).join(',');

/** The list's state in `search` (other parameters ignored); what is absent comes from `defaults`. */
export function readListUrl(search: string | URLSearchParams, defaults: ServerTableState): ServerTableState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  const columnFilters: ServerTableState['columnFilters'] = [];
  for (const [name, value] of params) {
    if (name.startsWith(FILTER_PREFIX) && name.length > FILTER_PREFIX.length && value) {
      columnFilters.push({ id: name.slice(FILTER_PREFIX.length), value });
    }
  }
  return {
    pageIndex: (positiveInt(params.get('page'), 1_000_000) ?? 1) - 1,
    pageSize: positiveInt(params.get('pageSize'), 1000) ?? defaults.pageSize,
    sorting:
      sort === null
        ? defaults.sorting
        : sort
            .split(',')
            .filter((part) => /^-?[A-Za-z0-9_]+$/.test(part))
            .map((part) => ({ id: part.replace(/^-/, ''), desc: part.startsWith('-') })),
    columnFilters: columnFilters.length ? columnFilters : defaults.columnFilters,
    globalFilter: params.get('q') ?? defaults.globalFilter,
  };
}

/** `search` with the list's parameters replaced by `state` (those equal to `defaults` left out); others kept. */
export function writeListUrl(search: string, state: ServerTableState, defaults: ServerTableState): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (isListParam(name)) params.delete(name);
  if (state.globalFilter) params.set('q', state.globalFilter);
  for (const filter of state.columnFilters) if (filter.value) params.set(`${FILTER_PREFIX}${filter.id}`, filter.value);
  if (sortText(state.sorting) !== sortText(defaults.sorting)) params.set('sort', sortText(state.sorting));
  if (state.pageIndex > 0) params.set('page', String(state.pageIndex + 1));
  // A later page keeps its size in the link: the default size depends on the screen that opens it.
  if (state.pageSize !== defaults.pageSize || state.pageIndex > 0) params.set('pageSize', String(state.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list's own parameters of `search`, in a stable form (to tell whether the address changed them). */
export function listUrlKey(search: string): string {
  const params = new URLSearchParams(search);
  return [...params]
    .filter(([name]) => isListParam(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
}
