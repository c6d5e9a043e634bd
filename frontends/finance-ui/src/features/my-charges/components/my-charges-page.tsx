import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Notification, PageCard, useNotification } from '@treina/ui-kit';
import { errorMessage, LoadingSpinner } from '@treina/web-platform';
import { PIX_TEXT } from '../../../shared/charge-display';
import { useMyCharges } from '../api/get-my-charges';
import { chargesToPayFirst } from '../my-charges-order';
import { MyChargeCard } from './my-charge-card';

const LOAD_FAILED = 'Ocorreu um erro ao consultar suas cobranças.';
const EMPTY = 'Você não tem cobranças.';

/** Financeiro (/financeiro): the logged-in student's charges as cards, a phone's width first, what is to pay on top; PIX to pay it. */
export function MyChargesPage() {
  const charges = useMyCharges();
  const { notify, notificationProps } = useNotification();
  const rows = chargesToPayFirst(charges.data ?? []);
  return (
    <PageCard title="Financeiro">
      <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
        {charges.isLoading && <LoadingSpinner />}
        {charges.error && (
          <Alert severity="error" data-testid="page-error">
            {errorMessage(charges.error, LOAD_FAILED)}
          </Alert>
        )}
        {charges.isSuccess && rows.length === 0 && <Typography color="text.secondary">{EMPTY}</Typography>}
        {rows.map((charge) => (
          <MyChargeCard
            key={charge.id}
            charge={charge}
            onCopied={(copied) => (copied ? notify.success(PIX_TEXT.copied) : notify.error(PIX_TEXT.copyFailed))}
          />
        ))}
      </Stack>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
