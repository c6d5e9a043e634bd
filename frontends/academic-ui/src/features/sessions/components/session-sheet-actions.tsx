import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintIcon from '@mui/icons-material/Print';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { apiDownload, errorMessage } from '@treina/web-platform';
import { CheckinQrDialog } from './checkin-qr-dialog';

const DOWNLOAD_FAILED = 'Não foi possível baixar a lista de presença.';

/** 'QR code de presença' (full-screen code for the students) and 'Imprimir lista' (the sheet's PDF). */
export function SessionSheetActions({ sessionId, title }: { sessionId: number; title: string }) {
  const [showing, setShowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const download = async () => {
    setBusy(true);
    setFailure('');
    try {
      await apiDownload(`/sessions/${sessionId}/attendance-sheet`, `lista-presenca-${sessionId}.pdf`);
    } catch (error) {
      setFailure(errorMessage(error, DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" startIcon={<QrCode2Icon />} onClick={() => setShowing(true)} sx={{ minHeight: 48, flex: 1 }}>
          QR code de presença
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => void download()}
          disabled={busy}
          sx={{ minHeight: 48, flex: 1 }}
        >
          Imprimir lista
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" data-testid="sheet-error">
          {failure}
        </Alert>
      )}
      <CheckinQrDialog sessionId={sessionId} title={title} open={showing} onClose={() => setShowing(false)} />
    </Stack>
  );
}
