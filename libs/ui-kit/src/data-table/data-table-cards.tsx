import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { formatCell } from './data-table-body';
import { DATA_TABLE_TEXT } from './data-table-text';
import { rowIdOfClick, rowIdOfKey } from './open-row';
import type { DataTableColumn } from './table-model';
import type { ExpandedRows } from './use-expanded-rows';
import type { RowSelection } from './use-row-selection';

/** Fields under a card's title: the first visible columns after it (the column chooser decides which). */
const CARD_FIELDS = 5;

export interface DataTableCardsProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  rowKey(row: T): string;
  isLoading: boolean;
  selection: RowSelection<T>;
  withCheckboxes: boolean;
  canSelect(row: T): boolean;
  renderDetailPanel?(row: T): ReactNode;
  expansion: ExpandedRows;
  onOpenRow?(row: T): void;
}

const cell = <T,>(column: DataTableColumn<T>, row: T): ReactNode => (column.render ? column.render(row) : formatCell(column.accessor(row)));

/**
 * The page's rows on a narrow screen: one card per row, its first visible column as the title and
 * the next ones as 'Header: value' lines, its checkbox and detail button beside them; a tap on the
 * card opens the row as a click on a table row does. Nothing is wider than the screen.
 */
export function DataTableCards<T>(props: DataTableCardsProps<T>) {
  const { rows, columns, rowKey, isLoading, selection, withCheckboxes, canSelect, renderDetailPanel, expansion, onOpenRow } = props;
  if (rows.length === 0) {
    return (
      <Typography align="center" sx={{ py: 4 }}>
        {isLoading ? '' : DATA_TABLE_TEXT.empty}
      </Typography>
    );
  }
  const [title, ...rest] = columns;
  const fields = rest.slice(0, CARD_FIELDS);
  const open = (id: string | null) => {
    const row = id === null ? undefined : rows.find((candidate) => rowKey(candidate) === id);
    if (row && onOpenRow) onOpenRow(row);
  };

  return (
    <Box
      role="list"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1 }}
      onClick={onOpenRow ? (event) => open(rowIdOfClick(event)) : undefined}
      onKeyDown={onOpenRow ? (event) => open(rowIdOfKey(event)) : undefined}
    >
      {rows.map((row) => {
        const id = rowKey(row);
        const isExpanded = expansion.isExpanded(id);
        return (
          <Paper
            key={id}
            variant="outlined"
            role="listitem"
            data-row-id={id}
            tabIndex={onOpenRow ? 0 : undefined}
            sx={{ p: 1, cursor: onOpenRow ? 'pointer' : undefined, bgcolor: selection.has(id) ? 'action.selected' : undefined }}
          >
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
              {withCheckboxes && canSelect(row) && (
                <Checkbox
                  size="small"
                  checked={selection.has(id)}
                  onChange={() => selection.toggle(row)}
                  slotProps={{ input: { 'aria-label': DATA_TABLE_TEXT.selectRow } }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', py: 0.5 }}>
                {title && (
                  <Typography variant="subtitle2" component="div">
                    {cell(title, row)}
                  </Typography>
                )}
                {fields.map((column) => (
                  <Typography key={column.id} variant="body2" component="div">
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {column.header}:{' '}
                    </Box>
                    {cell(column, row)}
                  </Typography>
                ))}
              </Box>
              {renderDetailPanel && (
                <IconButton
                  size="small"
                  aria-label={isExpanded ? DATA_TABLE_TEXT.collapse : DATA_TABLE_TEXT.expand}
                  aria-expanded={isExpanded}
                  onClick={() => expansion.toggle(id)}
                >
                  {isExpanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                </IconButton>
              )}
            </Box>
            {renderDetailPanel && isExpanded && (
              <Box sx={{ pt: 1, overflowWrap: 'anywhere' }} data-testid="detail-panel">
                {renderDetailPanel(row)}
              </Box>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
