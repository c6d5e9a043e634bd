import type { FormEvent, ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export const FORM_MODAL_TEXT = { save: 'Salvar', close: 'Fechar' } as const;

export interface FormModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  /**
   * Submits the current form data through the chosen action (create or update). When
   * it resolves to anything but `false` the modal asks to close.
   */
  onSave?(): unknown;
  saving?: boolean;
  saveDisabled?: boolean;
  /** The form body; without it there is no 'Salvar' button. */
  children?: ReactNode;
}

/**
 * SPEC "Modal form dialog": full screen, a close button, a title and a 'Salvar'
 * button shown only when a form body is supplied. Escape does not close it.
 */
export function FormModal({ open, title, onClose, onSave, saving = false, saveDisabled = false, children }: FormModalProps) {
  const hasBody = children !== undefined && children !== null && children !== false;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!onSave || saving || saveDisabled) return;
    const result = await onSave();
    if (result !== false) onClose();
  };

  return (
    <Dialog
      open={open}
      fullScreen
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') return;
        onClose();
      }}
      aria-labelledby="treina-form-modal-title"
    >
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)} sx={{ display: 'contents' }}>
        <AppBar position="sticky" color="primary" elevation={1}>
          <Toolbar>
            <IconButton edge="start" color="inherit" onClick={onClose} aria-label={FORM_MODAL_TEXT.close}>
              <CloseIcon />
            </IconButton>
            <Typography id="treina-form-modal-title" variant="h6" component="h2" sx={{ ml: 2, flex: 1 }}>
              {title}
            </Typography>
            {hasBody && (
              <Button
                type="submit"
                color="inherit"
                variant="outlined"
                disabled={saving || saveDisabled}
                startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {FORM_MODAL_TEXT.save}
              </Button>
            )}
          </Toolbar>
        </AppBar>
        {hasBody && <Box sx={{ p: 3, maxWidth: 960, width: '100%', mx: 'auto' }}>{children}</Box>}
      </Box>
    </Dialog>
  );
}
