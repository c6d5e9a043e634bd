import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate } from '@treina/ui-kit';
import type { ScheduledSessionRow } from '@treina/contracts';
import { type IsoDay, monthGridOf, WEEKDAY_SHORT } from '../session-calendar';
import { SessionBlock } from './session-block';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** How many sessions a day's cell lists before '+N'. */
const SHOWN_PER_DAY = 3;

/** The month as whole weeks; a day's '+N' (on a phone, the whole cell) opens its week. */
export function AgendaMonth({
  day,
  today,
  byDay,
  onOpen,
  onPickDay,
}: {
  day: IsoDay;
  today: IsoDay;
  byDay: Map<IsoDay, ScheduledSessionRow[]>;
  onOpen(session: ScheduledSessionRow): void;
  onPickDay(day: IsoDay): void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const grid = monthGridOf(day);
  return (
    <Box data-testid="agenda-month" role="table" aria-label="Aulas do mês">
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, mb: 0.5 }}>
        {WEEKDAY_SHORT.map((name) => (
          <Typography key={name} role="columnheader" variant="caption" sx={{ textAlign: 'center', fontWeight: 600 }}>
            {name}
          </Typography>
        ))}
      </Box>
      {grid.weeks.map((week) => (
        <Box key={week[0]} role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, mb: 0.5 }}>
          {week.map((date) => {
            const sessions = byDay.get(date) ?? [];
            const outside = !date.startsWith(grid.month);
            const conflicts = sessions.some((session) => session.conflito);
            const label = `${formatDate(date)}: ${sessions.length ? `${sessions.length} aula(s)` : 'sem aulas'}`;
            const number = (
              <Typography
                component="span"
                variant="caption"
                sx={{
                  fontWeight: date === today ? 700 : 400,
                  color: date === today ? 'primary.dark' : outside ? 'text.secondary' : 'text.primary',
                }}
              >
                {Number(date.slice(8))}
              </Typography>
            );
            return (
              <Box
                key={date}
                role="cell"
                data-testid="agenda-day"
                data-day={date}
                sx={{
                  border: 1,
                  borderColor: date === today ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  minHeight: { xs: 56, sm: 110 },
                  p: 0.5,
                  bgcolor: outside ? 'grey.50' : 'background.paper',
                  minWidth: 0,
                }}
              >
                {phone ? (
                  <ButtonBase
                    onClick={() => onPickDay(date)}
                    sx={{ width: '100%', height: '100%', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-start' }}
                  >
                    <Box component="span" sx={visuallyHidden}>
                      {label}
                    </Box>
                    <Box component="span" aria-hidden sx={{ display: 'contents' }}>
                      {number}
                    </Box>
                    {sessions.length > 0 && (
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          mt: 0.5,
                          px: 0.75,
                          borderRadius: 8,
                          fontSize: '0.75rem',
                          fontWeight: 700,
                          color: '#fff',
                          bgcolor: conflicts ? 'error.main' : 'primary.main',
                        }}
                      >
                        {sessions.length}
                      </Box>
                    )}
                  </ButtonBase>
                ) : (
                  <Stack spacing={0.25}>
                    {number}
                    {sessions.slice(0, SHOWN_PER_DAY).map((session) => (
                      <SessionBlock key={session.id} session={session} compact onOpen={() => onOpen(session)} />
                    ))}
                    {sessions.length > SHOWN_PER_DAY && (
                      <ButtonBase
                        onClick={() => onPickDay(date)}
                        sx={{ justifyContent: 'flex-start', fontSize: '0.75rem', color: 'primary.dark' }}
                      >
                        {`+${sessions.length - SHOWN_PER_DAY} mais`}
                      </ButtonBase>
                    )}
                  </Stack>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
