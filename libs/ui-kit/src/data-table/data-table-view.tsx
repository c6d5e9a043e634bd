import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import TableContainer from '@mui/material/TableContainer';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { ColumnChooser } from './column-chooser';
import { DataTableBody } from './data-table-body';
import { DataTableCards } from './data-table-cards';
import { DataTableHead } from './data-table-head';
import { DataTablePagination } from './data-table-pagination';
import type { DataTableProps } from './data-table-props';
import { DATA_TABLE_TEXT } from './data-table-text';
import { DataTableToolbar } from './data-table-toolbar';
import { RowActions } from './row-actions';
import type { TableMode } from './table-mode';
import { deleteConfirmationText, isRowSelectable } from './table-model';
import { useColumnVisibility } from './use-column-visibility';
import { useCsvExport } from './use-csv-export';
import { useDeleteRows } from './use-delete-rows';
import { useExpandedRows } from './use-expanded-rows';
import { useRowSelection } from './use-row-selection';

export interface DataTableViewProps<T> extends Omit<DataTableProps<T>, 'server' | 'initialSort' | 'pageSize'> {
  /** The rows, the paging and where changes go: client or server mode. */
  mode: TableMode<T>;
  rowKey(row: T): string;
}

/**
 * The rows scroll inside the table's own area, both ways, and that area fits in the window (what is above it on a list page: app bar, page
 * title, toolbar; below: pagination), so its horizontal scrollbar is always on screen and every column is reachable on a laptop. Scrollbars
 * are drawn always visible (no overlay scrollbars that show only while scrolling).
 */
const SCROLL_AREA_SX = {
  overflow: 'auto',
  maxHeight: 'max(320px, calc(100dvh - 350px))',
  '&::-webkit-scrollbar': { width: 10, height: 10 },
  '&::-webkit-scrollbar-track': { backgroundColor: 'action.hover' },
  '&::-webkit-scrollbar-thumb': { backgroundColor: 'action.disabled', borderRadius: 5 },
  '&::-webkit-scrollbar-thumb:hover': { backgroundColor: 'action.active' },
} as const;

/**
 * As wide as its columns need (short values never wrap; long texts stop at their column's
 * maxWidth), at least the area's width; the headers and the filter row stay at the top
 * while the rows scroll under them.
 */
const TABLE_SX = {
  width: 'max-content',
  minWidth: '100%',
  '& thead': { position: 'sticky', top: 0, zIndex: 2, backgroundColor: 'background.paper' },
} as const;

/** The table as the user sees it, the same in both modes: toolbar, headers and filters, rows, pagination. */
export function DataTableView<T>(props: DataTableViewProps<T>) {
  const {
    mode,
    rowKey,
    columns,
    data,
    isLoading = false,
    onEdit,
    onDelete,
    onUpload,
    exportFileName = 'relatorio.csv',
    buildExport,
    renderDetailPanel,
    consultantRule = false,
    toolbarActions,
    enableSearch = true,
  } = props;

  const [showFilters, setShowFilters] = useState(false);
  const visibility = useColumnVisibility(columns, props.list);
  // Below 600 px the rows are cards: nothing to scroll sideways on a phone.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { visibleColumns } = visibility;
  const expansion = useExpandedRows(props.expandedRowIds, props.onExpandedRowIdsChange);
  const canSelect = (row: T) => isRowSelectable(row, columns, consultantRule);
  const selection = useRowSelection({ data, rowKey, canSelect, policy: mode.selection });
  const { exporting, exportCsv } = useCsvExport({
    fileName: exportFileName,
    buildExport,
    columns: visibleColumns,
    selectedRows: selection.rows,
    allRows: mode.exportRows,
  });
  const deletion = useDeleteRows(onDelete, selection);

  const exportEnabled = exportFileName !== null;
  const selectionEnabled = !!(onEdit || onDelete || onUpload || exportEnabled);
  const busy = exporting || deletion.deleting;
  const columnCount = visibleColumns.length + (selectionEnabled ? 1 : 0) + (renderDetailPanel ? 1 : 0);
  const loading = isLoading || mode.isFetching || busy;
  // A click on a row opens it: its edit form when the user may edit, else its detail panel.
  const openRow = onEdit ?? (renderDetailPanel ? (row: T) => expansion.toggle(rowKey(row)) : undefined);

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataTableToolbar
        search={enableSearch ? mode.search : null}
        onSearch={mode.changeSearch}
        showFilters={showFilters}
        onToggleFilters={narrow ? undefined : () => setShowFilters((v) => !v)}
        columnChooser={<ColumnChooser columns={columns} visibility={visibility} />}
      >
        {toolbarActions}
        <RowActions
          selection={selection}
          onEdit={onEdit}
          onUpload={onUpload}
          onAskDelete={onDelete ? deletion.ask : undefined}
          onExport={exportEnabled ? () => void exportCsv() : undefined}
          busy={busy}
          showCount={selectionEnabled}
        />
      </DataTableToolbar>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      {narrow ? (
        <Box sx={SCROLL_AREA_SX}>
          <DataTableCards
            rows={mode.pageRows}
            columns={visibleColumns}
            rowKey={rowKey}
            isLoading={isLoading}
            selection={selection}
            withCheckboxes={selectionEnabled}
            canSelect={canSelect}
            renderDetailPanel={renderDetailPanel}
            expansion={expansion}
            onOpenRow={openRow}
          />
        </Box>
      ) : (
        <TableContainer sx={SCROLL_AREA_SX}>
          <Table size="small" aria-label={props['aria-label']} sx={TABLE_SX}>
            <DataTableHead
              columns={visibleColumns}
              selection={selection}
              withCheckboxes={selectionEnabled}
              withDetailPanel={!!renderDetailPanel}
              sort={mode.sort}
              onSort={mode.changeSort}
              showFilters={showFilters}
              filters={mode.filters}
              onFilter={mode.changeFilter}
            />
            <DataTableBody
              rows={mode.pageRows}
              columns={visibleColumns}
              rowKey={rowKey}
              columnCount={columnCount}
              isLoading={isLoading}
              selection={selection}
              withCheckboxes={selectionEnabled}
              canSelect={canSelect}
              renderDetailPanel={renderDetailPanel}
              expansion={expansion}
              onOpenRow={openRow}
            />
          </Table>
        </TableContainer>
      )}
      <DataTablePagination mode={mode} narrow={narrow} />
      <ConfirmDialog
        open={deletion.confirmOpen}
        text={deleteConfirmationText(selection.count)}
        confirmLabel={DATA_TABLE_TEXT.delete}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </Paper>
  );
}
