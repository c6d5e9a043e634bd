import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DATA_TABLE_TEXT } from './data-table-text';
import type { RowSelection } from './use-row-selection';

export interface RowActionsProps<T> {
  selection: RowSelection<T>;
  /** Edit and upload act on exactly one selected row. */
  onEdit?(row: T): void;
  onUpload?(row: T): void;
  /** Opens the delete confirmation; absent, no 'Excluir'. */
  onAskDelete?(): void;
  /** Absent, no 'Exportar como CSV'. */
  onExport?(): void;
  busy: boolean;
  /** Shows how many rows are selected. */
  showCount: boolean;
}

/** The toolbar's buttons that act on the selected rows, then the selection count. */
export function RowActions<T>({ selection, onEdit, onUpload, onAskDelete, onExport, busy, showCount }: RowActionsProps<T>) {
  const withFirstSelected = (action: (row: T) => void) => () => {
    const [row] = selection.rows();
    if (row) action(row);
  };

  return (
    <>
      {onEdit && (
        <Button size="small" startIcon={<EditIcon />} disabled={selection.count !== 1} onClick={withFirstSelected(onEdit)}>
          {DATA_TABLE_TEXT.edit}
        </Button>
      )}
      {onAskDelete && (
        <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={selection.count === 0} onClick={onAskDelete}>
          {DATA_TABLE_TEXT.delete}
        </Button>
      )}
      {onUpload && (
        <Button size="small" startIcon={<UploadFileIcon />} disabled={selection.count !== 1} onClick={withFirstSelected(onUpload)}>
          {DATA_TABLE_TEXT.upload}
        </Button>
      )}
      {onExport && (
        <Button size="small" startIcon={<FileDownloadIcon />} onClick={onExport} disabled={busy}>
          {DATA_TABLE_TEXT.exportCsv}
        </Button>
      )}
      {showCount && selection.count > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="selection-count">
          {DATA_TABLE_TEXT.selected(selection.count)}
        </Typography>
      )}
    </>
  );
}
