import Chip from '@mui/material/Chip';
import type { SessionStatus } from '@treina/contracts';

const COLORS = { Prevista: 'default', Realizada: 'success', Cancelada: 'warning' } as const;

export function SessionStatusChip({ status }: { status: SessionStatus }) {
  return <Chip size="small" variant="outlined" label={status} color={COLORS[status] ?? 'default'} data-testid="session-status" />;
}
