import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@treina/ui-kit';
import type { ScheduledSessionRow } from '@treina/contracts';
import { type IsoDay, WEEKDAY_SHORT, weekOf } from '../session-calendar';
import { SessionBlock } from './session-block';

/** Seven columns, Monday to Sunday (one under another on a phone), each day's sessions by time. */
export function AgendaWeek({
  day,
  today,
  byDay,
  onOpen,
}: {
  day: IsoDay;
  today: IsoDay;
  byDay: Map<IsoDay, ScheduledSessionRow[]>;
  onOpen(session: ScheduledSessionRow): void;
}) {
  const { days } = weekOf(day);
  return (
    <Box data-testid="agenda-week" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' }, gap: 1 }}>
      {days.map((date, index) => {
        const sessions = byDay.get(date) ?? [];
        return (
          <Box
            key={date}
            component="section"
            aria-label={`${WEEKDAY_SHORT[index]} ${formatDate(date)}`}
            data-testid="agenda-day"
            data-day={date}
            sx={{
              border: 1,
              borderColor: date === today ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 1,
              minHeight: { md: 160 },
            }}
          >
            <Typography
              component="h3"
              variant="subtitle2"
              sx={{ mb: 0.5, color: date === today ? 'primary.dark' : 'text.primary', textTransform: 'capitalize' }}
            >
              {`${WEEKDAY_SHORT[index]} ${formatDate(date).slice(0, 5)}`}
              {date === today && ' · hoje'}
            </Typography>
            <Stack spacing={0.5}>
              {sessions.map((session) => (
                <SessionBlock key={session.id} session={session} onOpen={() => onOpen(session)} />
              ))}
              {sessions.length === 0 && (
                <Typography variant="caption" color="text.secondary">
                  Sem aulas
                </Typography>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
