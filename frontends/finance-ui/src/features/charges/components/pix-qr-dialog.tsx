import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatBRL, type ChargeRow } from '@treina/contracts';
import { isoToBR } from '@treina/ui-kit';
import { amountDue, instalmentText, PIX_TEXT, pixQrSrc } from '../../../shared/charge-display';
import { QR_IMAGE_SX } from '../../../shared/qr-image';

const QR_UNAVAILABLE = 'O QR code PIX desta cobrança não está disponível.';

/** 'Ver QR': the charge's PIX QR code as the server draws it, to show the student at the desk. */
export function PixQrDialog({ charge, onClose }: { charge: ChargeRow | null; onClose(): void }) {
  const [failedId, setFailedId] = useState<number | null>(null);
  return (
    <Dialog open={!!charge} onClose={onClose} aria-labelledby="pix-qr-title" data-testid="pix-qr-dialog">
      <DialogTitle id="pix-qr-title">QR code PIX</DialogTitle>
      {charge && (
        <DialogContent>
          <Typography>{`${charge.nome_aluno} · parcela ${instalmentText(charge)}`}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {`${formatBRL(amountDue(charge))} · vencimento ${isoToBR(charge.vencimento)}`}
          </Typography>
          {failedId === charge.id ? (
            <Alert severity="warning">{QR_UNAVAILABLE}</Alert>
          ) : (
            <Box
              component="img"
              src={pixQrSrc(charge.id)}
              alt={PIX_TEXT.qrAlt}
              onError={() => setFailedId(charge.id)}
              sx={{ ...QR_IMAGE_SX, display: 'block', mx: 'auto', width: 280 }}
            />
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
