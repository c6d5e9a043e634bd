import TablePagination from '@mui/material/TablePagination';
import { DATA_TABLE_TEXT } from './data-table-text';
import type { TableMode } from './table-mode';

const PAGE_SIZE_OPTIONS = [10, 25, 50];

/** On a narrow screen the controls wrap onto a second line rather than run off the side. */
const NARROW_SX = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 1 },
  '& .MuiTablePagination-spacer': { display: 'none' },
  '& .MuiTablePagination-input': { mr: 1 },
  '& .MuiTablePagination-actions': { ml: 0.5 },
} as const;

/** Page and page size, in Portuguese; changes go to the mode. The size in use is always offered (one that fits the screen). */
export function DataTablePagination<T>({ mode, narrow = false }: { mode: TableMode<T>; narrow?: boolean }) {
  const options = PAGE_SIZE_OPTIONS.includes(mode.pageSize)
    ? PAGE_SIZE_OPTIONS
    : [...PAGE_SIZE_OPTIONS, mode.pageSize].sort((a, b) => a - b);
  return (
    <TablePagination
      component="div"
      count={mode.rowCount}
      page={mode.rowCount === 0 ? 0 : mode.page}
      rowsPerPage={mode.pageSize}
      rowsPerPageOptions={options}
      onPageChange={(_, page) => mode.changePage(page)}
      onRowsPerPageChange={(event) => mode.changePageSize(Number(event.target.value))}
      labelRowsPerPage={DATA_TABLE_TEXT.rowsPerPage}
      labelDisplayedRows={mode.rowCountIsLowerBound ? DATA_TABLE_TEXT.displayedRowsAtLeast : DATA_TABLE_TEXT.displayedRows}
      getItemAriaLabel={DATA_TABLE_TEXT.pageLabel}
      sx={narrow ? NARROW_SX : undefined}
    />
  );
}
