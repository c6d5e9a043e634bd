import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { ColumnChooser } from './column-chooser';
import { DataTableBody } from './data-table-body';
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
  const visibility = useColumnVisibility(columns);
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

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataTableToolbar
        search={enableSearch ? mode.search : null}
        onSearch={mode.changeSearch}
        showFilters={showFilters}
        onToggleFilters={() => setShowFilters((v) => !v)}
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
      <TableContainer>
        <Table size="small" aria-label={props['aria-label']}>
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
          />
        </Table>
      </TableContainer>
      <DataTablePagination mode={mode} />
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
