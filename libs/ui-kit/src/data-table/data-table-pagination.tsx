import TablePagination from '@mui/material/TablePagination';
import { DATA_TABLE_TEXT } from './data-table-text';
import type { TableMode } from './table-mode';

const PAGE_SIZE_OPTIONS = [10, 25, 50];

/** Page and page size, in Portuguese; changes go to the mode. */
export function DataTablePagination<T>({ mode }: { mode: TableMode<T> }) {
  return (
    <TablePagination
      component="div"
      count={mode.rowCount}
      page={mode.rowCount === 0 ? 0 : mode.page}
      rowsPerPage={mode.pageSize}
      rowsPerPageOptions={PAGE_SIZE_OPTIONS}
      onPageChange={(_, page) => mode.changePage(page)}
      onRowsPerPageChange={(event) => mode.changePageSize(Number(event.target.value))}
      labelRowsPerPage={DATA_TABLE_TEXT.rowsPerPage}
      labelDisplayedRows={mode.rowCountIsLowerBound ? DATA_TABLE_TEXT.displayedRowsAtLeast : DATA_TABLE_TEXT.displayedRows}
      getItemAriaLabel={DATA_TABLE_TEXT.pageLabel}
    />
  );
}
