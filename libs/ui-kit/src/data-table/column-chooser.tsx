import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { DATA_TABLE_TEXT } from './data-table-text';
import type { DataTableColumn } from './table-model';
import type { ColumnVisibility } from './use-column-visibility';

export interface ColumnChooserProps<T> {
  columns: readonly DataTableColumn<T>[];
  visibility: ColumnVisibility<T>;
}

/** 'Mostrar/ocultar colunas': a menu of every column; the last one shown cannot be hidden. */
export function ColumnChooser<T>({ columns, visibility }: ColumnChooserProps<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <Tooltip title={DATA_TABLE_TEXT.columns}>
        <IconButton aria-label={DATA_TABLE_TEXT.columns} onClick={(event) => setAnchor(event.currentTarget)}>
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const visible = !visibility.isHidden(column.id);
          const onlyOne = visible && visibility.visibleColumns.length === 1;
          return (
            <MenuItem key={column.id} dense disabled={onlyOne} onClick={() => visibility.setHidden(column.id, visible)}>
              <Checkbox size="small" checked={visible} tabIndex={-1} sx={{ p: 0, mr: 1 }} />
              <ListItemText primary={column.header} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
