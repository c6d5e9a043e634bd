import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageCard } from '@treina/ui-kit';
import { LoadingSpinner, refusalOr, useCurrentUser } from '@treina/web-platform';
import { useSessions } from '../api/get-sessions';
import { dayHeading, groupByDay, schoolToday, upcomingRange } from '../session-calendar';
import { useSessionParam } from '../use-session-param';
import { AttendanceScreen } from './attendance-screen';
import { CalendarFeedCard } from '../../../shared/components/calendar-feed-card';
import { SessionCard } from './session-card';

/** Minhas Aulas shows today and this many days after it. */
const UPCOMING_DAYS = 14;

/** Minhas Aulas (/minhas-aulas[?aula=]): the logged-in instructor's sessions by day, each opening its attendance. */
export function MySessionsPage() {
  const user = useCurrentUser();
  const { sessionId, open, close } = useSessionParam();
  const today = schoolToday();
  const sessions = useSessions(upcomingRange(today, UPCOMING_DAYS), { id_instrutor: user?.id_usuario }, sessionId === null);

  if (sessionId !== null) return <AttendanceScreen sessionId={sessionId} onBack={close} />;
  const days = groupByDay(sessions.data ?? []);
  return (
    <PageCard title="Minhas Aulas" subheader={`Hoje e os próximos ${UPCOMING_DAYS} dias`}>
      {sessions.isLoading && <LoadingSpinner />}
      {sessions.error && (
        <Alert severity="error" data-testid="page-error">
          {refusalOr(sessions.error, 'Ocorreu um erro ao consultar as aulas.')}
        </Alert>
      )}
      {sessions.isSuccess && days.length === 0 && (
        <Typography color="text.secondary">{`Nenhuma aula hoje nem nos próximos ${UPCOMING_DAYS} dias.`}</Typography>
      )}
      <Stack spacing={3}>
        {days.map(({ day, sessions: list }) => (
          <section key={day} aria-labelledby={`dia-${day}`} data-testid="session-day">
            <Typography id={`dia-${day}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {dayHeading(day, today)}
            </Typography>
            <Stack spacing={1}>
              {list.map((session) => (
                <SessionCard key={session.id} session={session} onOpen={() => open(session.id)} />
              ))}
            </Stack>
          </section>
        ))}
        <CalendarFeedCard />
      </Stack>
    </PageCard>
  );
}
