import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ScheduledSessionRow } from '@treina/contracts';
import { timeRange } from '../../../shared/format/session-time';

/** A session in the Agenda's grids: time, class, instructor; red, naming the other class, when it conflicts. */
export function SessionBlock({ session, compact = false, onOpen }: { session: ScheduledSessionRow; compact?: boolean; onOpen(): void }) {
  const conflict = session.conflito;
  return (
    <ButtonBase
      onClick={onOpen}
      data-testid="agenda-session"
      data-conflict={conflict ? 'true' : 'false'}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        px: 0.75,
        py: compact ? 0.25 : 0.75,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: conflict ? 'error.main' : session.status === 'Realizada' ? 'success.main' : 'primary.main',
        bgcolor: conflict ? '#fdecea' : session.status === 'Cancelada' ? 'grey.100' : '#eef4fb',
        color: conflict ? 'error.dark' : 'text.primary',
        textDecoration: session.status === 'Cancelada' ? 'line-through' : 'none',
        overflow: 'hidden',
      }}
    >
      <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 700 }}>
        {compact ? session.inicio : timeRange(session)}
        {compact && ` ${session.nome_turma}`}
      </Typography>
      {compact && conflict && (
        <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.2 }}>
          {`Conflito: ${session.turma_conflito ?? 'outra turma'}`}
        </Typography>
      )}
      {!compact && (
        <>
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {session.nome_turma}
          </Typography>
          <Typography component="span" variant="caption" sx={{ display: 'block', color: conflict ? 'error.dark' : 'text.secondary' }}>
            {session.nome_instrutor ?? 'Sem instrutor'}
          </Typography>
          {conflict && (
            <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
              {`Conflito com ${session.turma_conflito ?? 'outra turma'}`}
            </Typography>
          )}
        </>
      )}
    </ButtonBase>
  );
}
