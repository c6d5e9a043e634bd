import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  text: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Focus the cancel button first (when confirming loses work, Enter should not). */
  focusCancel?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks for an explicit confirmation; closing it any other way counts as "no". */
export function ConfirmDialog({
  open,
  text,
  title = 'Confirmação',
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  focusCancel = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="treina-confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="treina-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus={focusCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" autoFocus={!focusCancel}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
