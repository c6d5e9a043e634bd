import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ChargeRow, ChargeStatus } from '@treina/contracts';

const STATUS_COLOR: Record<ChargeStatus, ChipProps['color']> = {
  Aberta: 'primary',
  Paga: 'success',
  Vencida: 'error',
  Cancelada: 'default',
};

// The theme's orange on white is too faint to read: dark text on a pale orange, with an orange border.
const DIVERGENT_SX = { color: '#7a4100', bgcolor: '#fff4e5', borderColor: 'warning.main' } as const;

/** The charge's status as a chip ('Vencida' red, 'Paga' green), and 'Divergente' beside it when a payment differed from what was due. */
export function ChargeStatusChip({ row }: { row: Pick<ChargeRow, 'status' | 'divergente'> }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" label={row.status} color={STATUS_COLOR[row.status] ?? 'default'} data-testid="charge-status" />
      {row.divergente && (
        <Chip size="small" label="Divergente" color="warning" variant="outlined" sx={DIVERGENT_SX} data-testid="charge-divergent" />
      )}
    </Stack>
  );
}
