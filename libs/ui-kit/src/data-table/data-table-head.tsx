import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { DATA_TABLE_TEXT } from './data-table-text';
import { nextSort, type DataTableColumn, type SortState } from './table-model';
import type { RowSelection } from './use-row-selection';

export interface DataTableHeadProps<T> {
  /** The columns shown. */
  columns: readonly DataTableColumn<T>[];
  selection: RowSelection<T>;
  /** The checkbox column, with the header's select-all checkbox. */
  withCheckboxes: boolean;
  /** Leaves room for the rows' expand buttons. */
  withDetailPanel: boolean;
  sort: SortState | null;
  onSort(next: SortState | null): void;
  /** The filter row under the headers. */
  showFilters: boolean;
  filters: Readonly<Record<string, string>>;
  onFilter(columnId: string, value: string): void;
}

/** Headers (a click sorts: ascending, descending, none) and, when shown, a filter field per column. */
export function DataTableHead<T>(props: DataTableHeadProps<T>) {
  const { columns, selection, withCheckboxes, withDetailPanel, sort, onSort, showFilters, filters, onFilter } = props;
  return (
    <TableHead>
      <TableRow>
        {withCheckboxes && (
          <TableCell padding="checkbox">
            <Checkbox
              size="small"
              checked={selection.allSelected}
              indeterminate={!selection.allSelected && selection.someSelected}
              disabled={selection.scopeIsEmpty}
              onChange={selection.toggleAll}
              slotProps={{ input: { 'aria-label': DATA_TABLE_TEXT.selectAll } }}
            />
          </TableCell>
        )}
        {withDetailPanel && <TableCell padding="checkbox" />}
        {columns.map((column) => {
          const active = sort?.id === column.id;
          return (
            <TableCell
              key={column.id}
              sortDirection={active ? (sort.desc ? 'desc' : 'asc') : false}
              sx={{ fontWeight: 600, minWidth: column.size, whiteSpace: 'nowrap' }}
            >
              {column.enableSorting === false ? (
                column.header
              ) : (
                <TableSortLabel
                  active={active}
                  direction={active && sort.desc ? 'desc' : 'asc'}
                  onClick={() => onSort(nextSort(sort, column.id))}
                >
                  {column.header}
                </TableSortLabel>
              )}
            </TableCell>
          );
        })}
      </TableRow>
      {showFilters && (
        <TableRow>
          {withCheckboxes && <TableCell padding="checkbox" />}
          {withDetailPanel && <TableCell padding="checkbox" />}
          {columns.map((column) => (
            <TableCell key={column.id}>
              {column.enableFilter !== false && (
                <TextField
                  variant="standard"
                  size="small"
                  fullWidth
                  value={filters[column.id] ?? ''}
                  onChange={(event) => onFilter(column.id, event.target.value)}
                  placeholder={DATA_TABLE_TEXT.filterBy(column.header)}
                  slotProps={{ htmlInput: { 'aria-label': DATA_TABLE_TEXT.filterBy(column.header) } }}
                />
              )}
            </TableCell>
          ))}
        </TableRow>
      )}
    </TableHead>
  );
}
