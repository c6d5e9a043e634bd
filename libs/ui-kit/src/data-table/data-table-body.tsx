import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { DataTableCellText } from './data-table-cell-text';
import { rowIdOfClick, rowIdOfKey } from './open-row';
import { DATA_TABLE_TEXT } from './data-table-text';
import type { DataTableColumn } from './table-model';
import { useDetailPanelsShown, type ExpandedRows } from './use-expanded-rows';
import type { RowSelection } from './use-row-selection';

export interface DataTableBodyProps<T> {
  rows: readonly T[];
  /** The columns shown. */
  columns: readonly DataTableColumn<T>[];
  rowKey(row: T): string;
  /** Every cell of a row, checkbox and expand button included (the empty row and detail panels span them). */
  columnCount: number;
  isLoading: boolean;
  selection: RowSelection<T>;
  /** The checkbox column (selectable rows get a checkbox). */
  withCheckboxes: boolean;
  canSelect(row: T): boolean;
  renderDetailPanel?(row: T): ReactNode;
  expansion: ExpandedRows;
  /** A click on a row (or Enter on it) opens it: its edit form or its detail panel. */
  onOpenRow?(row: T): void;
}

/** The page's rows, each with its checkbox and expand button when asked, and its detail panel under it. */
export function DataTableBody<T>(props: DataTableBodyProps<T>) {
  const { rows, columns, rowKey, columnCount, isLoading, selection, withCheckboxes, canSelect, renderDetailPanel, expansion, onOpenRow } =
    props;
  const panels = useDetailPanelsShown(renderDetailPanel ? rows.map(rowKey).filter((id) => expansion.isExpanded(id)) : []);

  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
            {isLoading ? '' : DATA_TABLE_TEXT.empty}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }

  // One listener for the page's rows, not one per row.
  const open = (id: string | null) => {
    const row = id === null ? undefined : rows.find((candidate) => rowKey(candidate) === id);
    if (row && onOpenRow) onOpenRow(row);
  };
  return (
    <TableBody
      onClick={onOpenRow ? (event) => open(rowIdOfClick(event)) : undefined}
      onKeyDown={onOpenRow ? (event) => open(rowIdOfKey(event)) : undefined}
    >
      {rows.map((row) => {
        const id = rowKey(row);
        const isSelected = selection.has(id);
        const isExpanded = expansion.isExpanded(id);
        return (
          <Fragment key={id}>
            <TableRow
              hover
              selected={isSelected}
              data-row-id={id}
              tabIndex={onOpenRow ? 0 : undefined}
              sx={onOpenRow ? OPENABLE_ROW_SX : undefined}
            >
              {withCheckboxes && (
                <TableCell padding="checkbox">
                  {canSelect(row) && (
                    <Checkbox
                      size="small"
                      checked={isSelected}
                      onChange={() => selection.toggle(row)}
                      slotProps={{ input: { 'aria-label': DATA_TABLE_TEXT.selectRow } }}
                    />
                  )}
                </TableCell>
              )}
              {renderDetailPanel && (
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={isExpanded ? DATA_TABLE_TEXT.collapse : DATA_TABLE_TEXT.expand}
                    aria-expanded={isExpanded}
                    onClick={() => expansion.toggle(id)}
                  >
                    {isExpanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                  </IconButton>
                </TableCell>
              )}
              {/* The column's minWidth is on its header cell (DataTableHead): a column is as wide as its widest cell. */}
              {columns.map((column) => (
                <TableCell key={column.id}>
                  {column.render ? (
                    column.render(row)
                  ) : (
                    <DataTableCellText text={formatCell(column.accessor(row))} maxWidth={column.maxWidth} />
                  )}
                </TableCell>
              ))}
            </TableRow>
            {renderDetailPanel && panels.isShown(id) && (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ py: 0, borderBottom: isExpanded ? undefined : 'none' }}>
                  <Collapse in={isExpanded} appear timeout="auto" unmountOnExit onExited={() => panels.exited(id)}>
                    <Box sx={{ py: 2 }} data-testid="detail-panel">
                      {renderDetailPanel(row)}
                    </Box>
                  </Collapse>
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      })}
    </TableBody>
  );
}

const OPENABLE_ROW_SX = { cursor: 'pointer' } as const;

/** A cell's text when its column has no render of its own. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}
