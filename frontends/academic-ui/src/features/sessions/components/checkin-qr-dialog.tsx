import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { LoadingSpinner, refusalOr } from '@treina/web-platform';
import { useSessionCheckin } from '../api/session-checkin';
import { countdownText, secondsUntil, svgDataUrl } from '../checkin-qr';

const LOAD_FAILED = 'Não foi possível obter o QR code de presença.';

function Countdown({ renovaEm }: { renovaEm: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Typography color="text.secondary" data-testid="checkin-countdown">
      {countdownText(secondsUntil(renovaEm, now))}
    </Typography>
  );
}

/** Full screen: the session's QR code, large, renewed at renova_em; students scan it to be marked present. */
export function CheckinQrDialog({ sessionId, title, open, onClose }: { sessionId: number; title: string; open: boolean; onClose(): void }) {
  const checkin = useSessionCheckin(sessionId, open);
  const data = checkin.data;
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="checkin-qr-title" data-testid="checkin-qr-dialog">
      <Stack spacing={2} sx={{ p: 2, alignItems: 'center', minHeight: '100%' }}>
        <Stack direction="row" sx={{ width: '100%', alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="checkin-qr-title" component="h2" variant="h5">
              QR code de presença
            </Typography>
            <Typography>{title}</Typography>
          </Box>
          <IconButton onClick={onClose} aria-label="Fechar" size="large" edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        {checkin.isLoading && <LoadingSpinner />}
        {checkin.error && !data && (
          <Alert severity="warning" data-testid="checkin-error" sx={{ width: '100%' }}>
            {refusalOr(checkin.error, LOAD_FAILED)}
          </Alert>
        )}
        {data && (
          <>
            <Box
              component="img"
              src={svgDataUrl(data.qr_svg)}
              alt={`QR code de presença: ${data.url}`}
              data-testid="checkin-qr-image"
              sx={{ width: '100%', maxWidth: 'min(90vw, 70vh)', aspectRatio: '1', bgcolor: 'common.white' }}
            />
            <Countdown key={data.renova_em} renovaEm={data.renova_em} />
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              Os alunos leem o código com a câmera do celular e entram com o próprio login.
            </Typography>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
