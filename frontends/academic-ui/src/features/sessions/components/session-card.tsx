import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/Warning';
import type { ScheduledSessionRow } from '@treina/contracts';
import { timeRange } from '../../../shared/format/session-time';
import { SessionStatusChip } from './session-status-chip';

/** 'Conflito: o instrutor tem aula da turma X no mesmo horário.' */
export function conflictText(session: Pick<ScheduledSessionRow, 'turma_conflito'>): string {
  return `Conflito: o instrutor tem aula da turma ${session.turma_conflito ?? 'outra'} no mesmo horário.`;
}

/** A session as a large tappable card (Minhas Aulas): time, class, training, status; red when it conflicts. */
export function SessionCard({ session, onOpen }: { session: ScheduledSessionRow; onOpen(): void }) {
  return (
    <ButtonBase
      onClick={onOpen}
      data-testid="session-card"
      data-conflict={session.conflito ? 'true' : 'false'}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        p: 2,
        minHeight: 72,
        border: 1,
        borderRadius: 1,
        borderColor: session.conflito ? 'error.main' : 'divider',
        borderLeftWidth: 6,
        borderLeftColor: session.conflito ? 'error.main' : session.status === 'Realizada' ? 'success.main' : 'primary.main',
        bgcolor: session.conflito ? 'rgba(211, 47, 47, 0.06)' : 'background.paper',
        opacity: session.status === 'Cancelada' ? 0.7 : 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {timeRange(session)}
        </Typography>
        <SessionStatusChip status={session.status} />
      </Stack>
      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {session.nome_turma}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {session.nome_treinamento}
      </Typography>
      {session.presencas_registradas && (
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.dark', mt: 0.5 }}>
          <CheckCircleIcon fontSize="small" aria-hidden />
          <Typography component="span" variant="body2">
            Presença registrada
          </Typography>
        </Box>
      )}
      {session.conflito && (
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'error.dark', mt: 0.5 }}>
          <WarningIcon fontSize="small" aria-hidden />
          <Typography component="span" variant="body2">
            {conflictText(session)}
          </Typography>
        </Box>
      )}
    </ButtonBase>
  );
}
