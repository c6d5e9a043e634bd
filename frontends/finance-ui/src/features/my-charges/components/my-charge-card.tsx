import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { formatBRL, type ChargeRow } from '@treina/contracts';
import { formatDate, isoToBR } from '@treina/ui-kit';
import { amountDue, copyPixCode, instalmentText, isOpenCharge, PIX_TEXT, pixQrSrc } from '../../../shared/charge-display';
import { ChargeStatusChip } from '../../../shared/charge-status-chip';
import { QR_IMAGE_SX } from '../../../shared/qr-image';

const MY_CHARGE_TEXT = {
  copy: 'Copiar código PIX',
  copyAgain: 'Código copiado',
  pixLabel: 'PIX copia e cola',
  noPix: 'O pagamento por PIX ainda não está disponível. Fale com a secretaria.',
  paidOn: (day: string) => `Paga em ${day}`,
} as const;

/** One of the student's charges: instalment, amount, due day, status; while open, the PIX code to copy and its QR code. */
export function MyChargeCard({ charge, onCopied }: { charge: ChargeRow; onCopied(copied: boolean): void }) {
  const [copied, setCopied] = useState(false);
  const [qrFailed, setQrFailed] = useState(false);
  const open = isOpenCharge(charge);
  const code = open ? charge.pix_copia_e_cola : null;
  const copy = async () => {
    if (!code) return;
    const ok = await copyPixCode(code);
    setCopied(ok);
    onCopied(ok);
  };
  return (
    <Card variant="outlined" data-testid="my-charge" data-status={charge.status}>
      <CardContent>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {`Parcela ${instalmentText(charge)}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {charge.nome_treinamento}
              </Typography>
            </Box>
            <ChargeStatusChip row={charge} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="p" sx={{ whiteSpace: 'nowrap' }} data-testid="my-charge-value">
              {formatBRL(open ? amountDue(charge) : charge.valor)}
            </Typography>
            <Typography color={charge.status === 'Vencida' ? 'error' : 'text.secondary'} data-testid="my-charge-due">
              {`Vencimento ${isoToBR(charge.vencimento)}`}
            </Typography>
          </Box>
          {charge.status === 'Paga' && charge.pago_em && (
            <Typography color="success.main" data-testid="my-charge-paid">
              {MY_CHARGE_TEXT.paidOn(formatDate(charge.pago_em))}
            </Typography>
          )}
          {open && !code && (
            <Typography variant="body2" color="text.secondary">
              {MY_CHARGE_TEXT.noPix}
            </Typography>
          )}
          {code && (
            <>
              <TextField
                label={MY_CHARGE_TEXT.pixLabel}
                value={code}
                size="small"
                fullWidth
                multiline
                maxRows={3}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <Button
                variant="contained"
                size="large"
                fullWidth
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy()}
                sx={{ minHeight: 48 }}
              >
                {copied ? MY_CHARGE_TEXT.copyAgain : MY_CHARGE_TEXT.copy}
              </Button>
              {!qrFailed && (
                <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                  <Box
                    component="img"
                    src={pixQrSrc(charge.id)}
                    alt={PIX_TEXT.qrAlt}
                    loading="lazy"
                    onError={() => setQrFailed(true)}
                    sx={QR_IMAGE_SX}
                  />
                </Box>
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
