import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { refusalOr } from '@treina/web-platform';
import { useCalendarFeed, useRenewCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import { feedStatusText } from '../format/calendar-feed-text';

const FAILED = 'Não foi possível alterar o endereço da agenda.';

/** 'Agenda no celular': the secret .ics address of one's sessions, generated (shown once), copied or revoked. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState('');
  const busy = renew.isPending || revoke.isPending;
  const generate = async () => {
    setError('');
    setCopied(false);
    try {
      const created = await renew.mutateAsync();
      setShownUrl(created.url ?? null);
    } catch (failure) {
      setError(refusalOr(failure, FAILED));
    }
  };
  const remove = async () => {
    setError('');
    try {
      await revoke.mutateAsync();
      setShownUrl(null);
    } catch (failure) {
      setError(refusalOr(failure, FAILED));
    }
  };
  const copy = async () => {
    if (!shownUrl) return;
    try {
      await navigator.clipboard.writeText(shownUrl);
      setCopied(true);
    } catch {
      setError('Não foi possível copiar: selecione o endereço e copie.');
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="calendar-feed">
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6">
          Agenda no celular
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Assine este endereço no aplicativo de agenda do celular para ver suas aulas.
        </Typography>
        <Typography variant="body2" data-testid="calendar-feed-status">
          {feed.isLoading ? 'Consultando…' : feedStatusText(feed.data)}
        </Typography>
        {shownUrl && (
          <>
            <TextField label="Endereço da agenda" value={shownUrl} size="small" fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ alignSelf: 'flex-start' }}>
              {copied ? 'Copiado' : 'Copiar endereço'}
            </Button>
            <Alert severity="info">Este endereço só é mostrado agora. Gerar outro revoga este.</Alert>
          </>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void generate()} disabled={busy || feed.isLoading}>
            Gerar endereço
          </Button>
          {feed.data?.ativo && (
            <Button color="error" variant="outlined" onClick={() => void remove()} disabled={busy}>
              Revogar
            </Button>
          )}
        </Stack>
        {feed.data?.ativo && !shownUrl && (
          <Typography variant="caption" color="text.secondary">
            Gerar um novo endereço revoga o atual.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
