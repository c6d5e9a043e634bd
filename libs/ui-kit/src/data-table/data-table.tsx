import { Fragment, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { buildCsv, downloadCsv } from './csv';
import {
  deleteConfirmationText,
  filterRows,
  isRowSelectable,
  sortRows,
  tableToCsv,
  type CsvTable,
  type DataTableColumn,
  type SortState,
} from './table-model';

export const DATA_TABLE_TEXT = {
  empty: 'Nenhuma informação encontrada',
  search: 'Pesquisar',
  exportCsv: 'Exportar como CSV',
  edit: 'Editar',
  delete: 'Excluir',
  upload: 'Enviar Arquivos',
  cancel: 'Cancelar',
  columns: 'Mostrar/ocultar colunas',
  filters: 'Mostrar/ocultar filtros',
  selectAll: 'Selecionar todos',
  selectRow: 'Selecionar linha',
  expand: 'Expandir',
  collapse: 'Recolher',
  rowsPerPage: 'Linhas por página',
  filterBy: (header: string) => `Filtrar por ${header}`,
  selected: (n: number) => (n === 1 ? '1 registro selecionado' : `${n} registros selecionados`),
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} de ${count !== -1 ? count : `mais de ${to}`}`,
  pageLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
    ({ first: 'Primeira página', last: 'Última página', next: 'Próxima página', previous: 'Página anterior' })[type],
} as const;

/** State a server-side list is driven by (page, sort, filters, search). */
export interface DataTableServerState {
  pageIndex: number;
  pageSize: number;
  sorting: Array<{ id: string; desc: boolean }>;
  columnFilters: Array<{ id: string; value: string }>;
  globalFilter: string;
}

/**
 * Server mode: the table shows `data` as the current page and reports every change of
 * page, sort, filter or search; web-platform's `useServerTable` provides this object.
 */
export interface DataTableServerMode<T> {
  rowCount: number;
  state: DataTableServerState;
  isFetching?: boolean;
  onStateChange(next: DataTableServerState): void;
  /** All rows matching the current state, for the CSV export. */
  fetchAll?(): Promise<T[]>;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  getRowId(row: T): string | number;
  isLoading?: boolean;
  /** Initial sort (client mode). */
  initialSort?: SortState | null;
  pageSize?: number;
  /** Shown (enabled with exactly one selected row) when given: pass it only with update permission. */
  onEdit?(row: T): void;
  /** Shown when given: pass it only with delete permission. Asked for confirmation first. */
  onDelete?(rows: T[]): unknown;
  /** 'Enviar Arquivos', enabled with exactly one selected row. */
  onUpload?(row: T): void;
  /** CSV file name; `null` turns the export off. Default 'relatorio.csv'. */
  exportFileName?: string | null;
  /** Custom CSV content (e.g. one line per completed training). */
  buildExport?(rows: T[]): CsvTable;
  /** Optional detail panel under each row. */
  renderDetailPanel?(row: T): ReactNode;
  /** The current user is a consultant: rows whose last cell is 3 cannot be selected. */
  consultantRule?: boolean;
  server?: DataTableServerMode<T>;
  /** Extra buttons at the start of the toolbar. */
  toolbarActions?: ReactNode;
  enableSearch?: boolean;
  /** Controlled expanded rows (ids), e.g. to open a row's detail panel from the URL. */
  expandedRowIds?: readonly string[];
  onExpandedRowIdsChange?(ids: string[]): void;
  'aria-label'?: string;
}

const PAGE_SIZE_OPTIONS = [10, 25, 50];

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    data,
    getRowId,
    isLoading = false,
    initialSort = null,
    pageSize: initialPageSize = 10,
    onEdit,
    onDelete,
    onUpload,
    exportFileName = 'relatorio.csv',
    buildExport,
    renderDetailPanel,
    consultantRule = false,
    server,
    toolbarActions,
    enableSearch = true,
  } = props;

  const rowKey = (row: T) => String(getRowId(row));

  // Client-mode state; in server mode the same values come from `server.state`.
  const [clientSort, setClientSort] = useState<SortState | null>(initialSort);
  const [clientFilters, setClientFilters] = useState<Record<string, string>>({});
  const [clientSearch, setClientSearch] = useState('');
  const [clientPage, setClientPage] = useState(0);
  const [clientPageSize, setClientPageSize] = useState(initialPageSize);

  const [showFilters, setShowFilters] = useState(false);
  const [hidden, setHidden] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.id, true])),
  );
  const [columnsMenu, setColumnsMenu] = useState<HTMLElement | null>(null);
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map());
  const [internalExpanded, setInternalExpanded] = useState<string[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const expanded = props.expandedRowIds ?? internalExpanded;
  const setExpanded = (ids: string[]) => {
    if (props.onExpandedRowIdsChange) props.onExpandedRowIdsChange(ids);
    if (!props.expandedRowIds) setInternalExpanded(ids);
  };

  const sort: SortState | null = server ? (server.state.sorting[0] ?? null) : clientSort;
  const filters: Record<string, string> = server
    ? Object.fromEntries(server.state.columnFilters.map((f) => [f.id, String(f.value ?? '')]))
    : clientFilters;
  const search = server ? server.state.globalFilter : clientSearch;
  const pageIndex = server ? server.state.pageIndex : clientPage;
  const pageSize = server ? server.state.pageSize : clientPageSize;

  const visibleColumns = columns.filter((c) => !hidden[c.id]);
  const exportEnabled = exportFileName !== null;
  const selectionEnabled = !!(onEdit || onDelete || onUpload || exportEnabled);

  const processed = useMemo(() => {
    if (server) return [...data];
    return sortRows(filterRows(data, columns, clientFilters, clientSearch), columns, clientSort);
  }, [server, data, columns, clientFilters, clientSearch, clientSort]);

  const rowCount = server ? server.rowCount : processed.length;
  const lastPage = Math.max(0, Math.ceil(rowCount / pageSize) - 1);
  const safePage = server ? pageIndex : Math.min(pageIndex, lastPage);
  const pageRows = server ? processed : processed.slice(safePage * pageSize, safePage * pageSize + pageSize);

  // Keep the selection in step with the data (rows removed or replaced after a reload), in the render that
  // receives the new data rather than in an effect after it.
  const [selectionData, setSelectionData] = useState(data);
  if (selectionData !== data) {
    setSelectionData(data);
    if (!server) {
      setSelected((prev) => {
        if (prev.size === 0) return prev;
        const next = new Map<string, T>();
        for (const row of data) {
          const id = String(getRowId(row));
          if (prev.has(id)) next.set(id, row);
        }
        return next;
      });
    }
  }

  const canSelect = (row: T) => isRowSelectable(row, columns, consultantRule);

  const updateServer = (patch: Partial<DataTableServerState>) => {
    if (server) server.onStateChange({ ...server.state, ...patch });
  };

  const changeSort = (id: string) => {
    const next: SortState | null = !sort || sort.id !== id ? { id, desc: false } : !sort.desc ? { id, desc: true } : null;
    if (server) updateServer({ sorting: next ? [next] : [], pageIndex: 0 });
    else setClientSort(next);
  };

  const changeFilter = (id: string, value: string) => {
    if (server) {
      const rest = server.state.columnFilters.filter((f) => f.id !== id);
      updateServer({ columnFilters: value ? [...rest, { id, value }] : rest, pageIndex: 0 });
    } else {
      setClientFilters((prev) => ({ ...prev, [id]: value }));
      setClientPage(0);
    }
  };

  const changeSearch = (value: string) => {
    if (server) updateServer({ globalFilter: value, pageIndex: 0 });
    else {
      setClientSearch(value);
      setClientPage(0);
    }
  };

  const selectableOnPage = pageRows.filter(canSelect);
  const selectAllScope = server ? selectableOnPage : processed.filter(canSelect);
  const allSelected = selectAllScope.length > 0 && selectAllScope.every((row) => selected.has(rowKey(row)));
  const someSelected = selectAllScope.some((row) => selected.has(rowKey(row)));

  const toggleAll = () => {
    setSelected((prev) => {
      const next = new Map(prev);
      if (allSelected) for (const row of selectAllScope) next.delete(rowKey(row));
      else for (const row of selectAllScope) next.set(rowKey(row), row);
      return next;
    });
  };

  const toggleRow = (row: T) => {
    const id = rowKey(row);
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(id)) next.delete(id);
      else next.set(id, row);
      return next;
    });
  };

  const selectedRows = (): T[] => {
    // In the order the table shows them.
    const inOrder = processed.filter((row) => selected.has(rowKey(row)));
    if (server) {
      const seen = new Set(inOrder.map(rowKey));
      for (const [id, row] of selected) if (!seen.has(id)) inOrder.push(row);
    }
    return inOrder;
  };

  const selectedCount = selected.size;

  const handleExport = async () => {
    if (!exportFileName) return;
    setBusy(true);
    try {
      let rows = selectedRows();
      if (rows.length === 0) rows = server ? (server.fetchAll ? await server.fetchAll() : [...data]) : processed;
      const table = buildExport ? buildExport(rows) : tableToCsv(rows, visibleColumns);
      downloadCsv(exportFileName, buildCsv(table.header, table.rows));
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = async () => {
    const rows = selectedRows();
    setConfirmOpen(false);
    if (!onDelete || rows.length === 0) return;
    setBusy(true);
    try {
      await onDelete(rows);
      setSelected(new Map());
    } finally {
      setBusy(false);
    }
  };

  const toggleExpanded = (id: string) => {
    setExpanded(expanded.includes(id) ? expanded.filter((x) => x !== id) : [...expanded, id]);
  };

  const columnCount = visibleColumns.length + (selectionEnabled ? 1 : 0) + (renderDetailPanel ? 1 : 0);
  const loading = isLoading || !!server?.isFetching || busy;

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1 }}>
        {toolbarActions}
        {onEdit && (
          <Button
            size="small"
            startIcon={<EditIcon />}
            disabled={selectedCount !== 1}
            onClick={() => {
              const [row] = selectedRows();
              if (row) onEdit(row);
            }}
          >
            {DATA_TABLE_TEXT.edit}
          </Button>
        )}
        {onDelete && (
          <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={selectedCount === 0} onClick={() => setConfirmOpen(true)}>
            {DATA_TABLE_TEXT.delete}
          </Button>
        )}
        {onUpload && (
          <Button
            size="small"
            startIcon={<UploadFileIcon />}
            disabled={selectedCount !== 1}
            onClick={() => {
              const [row] = selectedRows();
              if (row) onUpload(row);
            }}
          >
            {DATA_TABLE_TEXT.upload}
          </Button>
        )}
        {exportEnabled && (
          <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => void handleExport()} disabled={busy}>
            {DATA_TABLE_TEXT.exportCsv}
          </Button>
        )}
        {selectionEnabled && selectedCount > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="selection-count">
            {DATA_TABLE_TEXT.selected(selectedCount)}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {enableSearch && (
          <TextField
            size="small"
            value={search}
            onChange={(event) => changeSearch(event.target.value)}
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
        <Tooltip title={DATA_TABLE_TEXT.filters}>
          <IconButton aria-label={DATA_TABLE_TEXT.filters} onClick={() => setShowFilters((v) => !v)}>
            <FilterListIcon color={showFilters ? 'primary' : undefined} />
          </IconButton>
        </Tooltip>
        <Tooltip title={DATA_TABLE_TEXT.columns}>
          <IconButton aria-label={DATA_TABLE_TEXT.columns} onClick={(event) => setColumnsMenu(event.currentTarget)}>
            <ViewColumnIcon />
          </IconButton>
        </Tooltip>
        <Menu anchorEl={columnsMenu} open={!!columnsMenu} onClose={() => setColumnsMenu(null)}>
          {columns.map((column) => {
            const visible = !hidden[column.id];
            const onlyOne = visible && visibleColumns.length === 1;
            return (
              <MenuItem key={column.id} dense disabled={onlyOne} onClick={() => setHidden((prev) => ({ ...prev, [column.id]: visible }))}>
                <Checkbox size="small" checked={visible} tabIndex={-1} sx={{ p: 0, mr: 1 }} />
                <ListItemText primary={column.header} />
              </MenuItem>
            );
          })}
        </Menu>
      </Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" aria-label={props['aria-label']}>
          <TableHead>
            <TableRow>
              {selectionEnabled && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={allSelected}
                    indeterminate={!allSelected && someSelected}
                    disabled={selectAllScope.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': DATA_TABLE_TEXT.selectAll } }}
                  />
                </TableCell>
              )}
              {renderDetailPanel && <TableCell padding="checkbox" />}
              {visibleColumns.map((column) => {
                const active = sort?.id === column.id;
                return (
                  <TableCell
                    key={column.id}
                    sortDirection={active ? (sort.desc ? 'desc' : 'asc') : false}
                    sx={{ fontWeight: 600, width: column.size, whiteSpace: 'nowrap' }}
                  >
                    {column.enableSorting === false ? (
                      column.header
                    ) : (
                      <TableSortLabel
                        active={active}
                        direction={active && sort.desc ? 'desc' : 'asc'}
                        onClick={() => changeSort(column.id)}
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
                {selectionEnabled && <TableCell padding="checkbox" />}
                {renderDetailPanel && <TableCell padding="checkbox" />}
                {visibleColumns.map((column) => (
                  <TableCell key={column.id}>
                    {column.enableFilter !== false && (
                      <TextField
                        variant="standard"
                        size="small"
                        fullWidth
                        value={filters[column.id] ?? ''}
                        onChange={(event) => changeFilter(column.id, event.target.value)}
                        placeholder={DATA_TABLE_TEXT.filterBy(column.header)}
                        slotProps={{ htmlInput: { 'aria-label': DATA_TABLE_TEXT.filterBy(column.header) } }}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            )}
          </TableHead>
          <TableBody>
            {pageRows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
                  {isLoading ? '' : DATA_TABLE_TEXT.empty}
                </TableCell>
              </TableRow>
            ) : (
              pageRows.map((row) => {
                const id = rowKey(row);
                const isSelected = selected.has(id);
                const isExpanded = expanded.includes(id);
                const selectable = canSelect(row);
                return (
                  <Fragment key={id}>
                    <TableRow hover selected={isSelected} data-row-id={id}>
                      {selectionEnabled && (
                        <TableCell padding="checkbox">
                          {selectable && (
                            <Checkbox
                              size="small"
                              checked={isSelected}
                              onChange={() => toggleRow(row)}
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
                            onClick={() => toggleExpanded(id)}
                          >
                            {isExpanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                          </IconButton>
                        </TableCell>
                      )}
                      {visibleColumns.map((column) => (
                        <TableCell key={column.id} sx={{ width: column.size }}>
                          {column.render ? column.render(row) : formatCell(column.accessor(row))}
                        </TableCell>
                      ))}
                    </TableRow>
                    {renderDetailPanel && (
                      <TableRow>
                        <TableCell colSpan={columnCount} sx={{ py: 0, borderBottom: isExpanded ? undefined : 'none' }}>
                          <Collapse in={isExpanded} timeout="auto" unmountOnExit>
                            <Box sx={{ py: 2 }} data-testid="detail-panel">
                              {renderDetailPanel(row)}
                            </Box>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rowCount}
        page={rowCount === 0 ? 0 : safePage}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_, page) => (server ? updateServer({ pageIndex: page }) : setClientPage(page))}
        onRowsPerPageChange={(event) => {
          const size = Number(event.target.value);
          if (server) updateServer({ pageSize: size, pageIndex: 0 });
          else {
            setClientPageSize(size);
            setClientPage(0);
          }
        }}
        labelRowsPerPage={DATA_TABLE_TEXT.rowsPerPage}
        labelDisplayedRows={DATA_TABLE_TEXT.displayedRows}
        getItemAriaLabel={DATA_TABLE_TEXT.pageLabel}
      />
      <ConfirmDialog
        open={confirmOpen}
        text={deleteConfirmationText(selectedCount)}
        confirmLabel={DATA_TABLE_TEXT.delete}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
    </Paper>
  );
}

function formatCell(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}
