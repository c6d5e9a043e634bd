import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { REMOTE_RETRY_LABEL, type RemoteErrorProps } from './remote-error-texts';

/** What {@link RemoteError} shows: the message, which build failed, and 'Tentar novamente'. */
export function RemoteErrorView(props: RemoteErrorProps) {
  return (
    <Alert
      severity="error"
      data-testid="remote-error"
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          {REMOTE_RETRY_LABEL}
        </Button>
      }
    >
      <AlertTitle>{props.title}</AlertTitle>
      {props.text}
      {props.detail && (
        <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: '0.75rem' }} data-testid="remote-error-detail">
          {props.detail}
        </Box>
      )}
    </Alert>
  );
}
