import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { DATA_TABLE_TEXT } from './data-table-text';

export interface DataTableToolbarProps {
  /** Left: the caller's buttons and the row actions. */
  children: ReactNode;
  /** The search box's text; null: no search box. */
  search: string | null;
  onSearch(value: string): void;
  showFilters: boolean;
  /** Absent: no filter row to show (the cards of a narrow screen). */
  onToggleFilters?(): void;
  /** Right, last: the column chooser. */
  columnChooser: ReactNode;
}

/** The bar above the table: actions on the left; search, the filter row's toggle and the column chooser on the right. */
export function DataTableToolbar({ children, search, onSearch, showFilters, onToggleFilters, columnChooser }: DataTableToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1 }}>
      {children}
      <Box sx={{ flexGrow: 1 }} />
      {search !== null && (
        <TextField
          size="small"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={DATA_TABLE_TEXT.search}
          slotProps={{
            htmlInput: { 'aria-label': DATA_TABLE_TEXT.search },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {onToggleFilters && (
        <Tooltip title={DATA_TABLE_TEXT.filters}>
          <IconButton aria-label={DATA_TABLE_TEXT.filters} onClick={onToggleFilters}>
            <FilterListIcon color={showFilters ? 'primary' : undefined} />
          </IconButton>
        </Tooltip>
      )}
      {columnChooser}
    </Box>
  );
}
