import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';

export const NOTIFICATION_AUTO_HIDE_MS = 5000;

export type NotificationSeverity = 'success' | 'error' | 'warning' | 'info';

export interface NotificationMessage {
  message: string;
  severity: NotificationSeverity;
  /** Changes with every notify() so the same text shown twice restarts the timer. */
  key: number;
}

export interface NotificationProps {
  notification: NotificationMessage | null;
  onClose(): void;
}

/**
 * A snackbar at the bottom centre, above any dialog but away from its title bar and
 * 'Salvar' and from the profile menu. A success hides after a few seconds; an error stays until
 * closed, so it cannot go unread.
 */
export function Notification({ notification, onClose }: NotificationProps) {
  // In a portal of its own, made when shown: an open dialog hides the page behind it from
  // screen readers, and the message must still be read out over the dialog.
  return (
    <Portal>
      <Snackbar
        key={notification?.key}
        open={!!notification}
        autoHideDuration={notification?.severity === 'error' ? null : NOTIFICATION_AUTO_HIDE_MS}
        onClose={(_event, reason) => {
          if (reason === 'clickaway') return;
          onClose();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notification?.severity ?? 'info'}
          variant="filled"
          role={notification?.severity === 'error' ? 'alert' : 'status'}
          data-testid="notification"
          action={
            <IconButton size="small" color="inherit" aria-label="Fechar" onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          }
          sx={{ width: '100%' }}
        >
          {notification?.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}

let counter = 0;

/** State for one screen's notification area: `notify.success('...')`, `notify.error('...')`. */
export function useNotification() {
  const [notification, setNotification] = useState<NotificationMessage | null>(null);
  const show = useCallback((severity: NotificationSeverity, message: string) => {
    counter += 1;
    setNotification({ message, severity, key: counter });
  }, []);
  const close = useCallback(() => setNotification(null), []);
  const notify = {
    success: (message: string) => show('success', message),
    error: (message: string) => show('error', message),
    warning: (message: string) => show('warning', message),
    info: (message: string) => show('info', message),
    clear: close,
  };
  return { notification, notify, notificationProps: { notification, onClose: close } };
}
