import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useSearchParams } from 'react-router-dom';
import { PageCard } from '@treina/ui-kit';
import { refusalOr, usePermission } from '@treina/web-platform';
import type { ScheduledSessionRow } from '@treina/contracts';
import { useSessions } from '../api/get-sessions';
import { readAgendaState, writeAgendaState, type AgendaState } from '../agenda-query';
import { groupByDay, schoolToday, periodTitle, shiftDay, viewRange, type CalendarView } from '../session-calendar';
import { useSessionParam } from '../use-session-param';
import { AgendaFilters } from './agenda-filters';
import { AgendaMonth } from './agenda-month';
import { AgendaWeek } from './agenda-week';
import { AttendanceScreen } from './attendance-screen';
import { SessionDetailDialog } from './session-detail-dialog';

const STEP_LABELS = {
  semana: { previous: 'Semana anterior', next: 'Próxima semana' },
  mes: { previous: 'Mês anterior', next: 'Próximo mês' },
} as const;

/** Agenda (/agenda[?visao=mes&data=&instrutor=&treinamento=&turma=][&aula=]): the school's sessions by week or month. */
export function AgendaPage() {
  const today = schoolToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readAgendaState(searchParams, today);
  const { sessionId, open, close } = useSessionParam();
  const mayRecord = usePermission('class_update');
  const [detail, setDetail] = useState<ScheduledSessionRow | null>(null);

  const change = (next: Partial<AgendaState>) => {
    const search = writeAgendaState({ ...state, ...next }, today);
    setSearchParams(search, { replace: true });
  };

  const range = viewRange(state.view, state.day);
  const onPage = sessionId === null;
  const sessions = useSessions(range, state.filters, onPage);
  const { id_turma: _class, ...withoutClass } = state.filters;
  // The Turma filter's options: the period's classes under the other filters (the same request when no class is chosen).
  const classSessions = useSessions(range, withoutClass, onPage && state.filters.id_turma !== undefined);
  const byDay = useMemo(() => new Map(groupByDay(sessions.data ?? []).map((group) => [group.day, group.sessions])), [sessions.data]);

  if (sessionId !== null) return <AttendanceScreen sessionId={sessionId} onBack={close} />;
  const steps = STEP_LABELS[state.view];
  return (
    <PageCard title="Agenda">
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state.view}
            onChange={(_event, view: CalendarView | null) => view && change({ view })}
            aria-label="Visão da agenda"
          >
            <ToggleButton value="semana">Semana</ToggleButton>
            <ToggleButton value="mes">Mês</ToggleButton>
          </ToggleButtonGroup>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <IconButton aria-label={steps.previous} onClick={() => change({ day: shiftDay(state.view, state.day, -1) })}>
              <ChevronLeftIcon />
            </IconButton>
            <Button variant="outlined" size="small" onClick={() => change({ day: today })}>
              Hoje
            </Button>
            <IconButton aria-label={steps.next} onClick={() => change({ day: shiftDay(state.view, state.day, 1) })}>
              <ChevronRightIcon />
            </IconButton>
          </Stack>
          <Typography component="h2" variant="h6" data-testid="agenda-period" aria-live="polite">
            {periodTitle(state.view, state.day)}
          </Typography>
        </Stack>
        <AgendaFilters
          filters={state.filters}
          classSessions={(state.filters.id_turma !== undefined ? classSessions.data : sessions.data) ?? []}
          onChange={(filters) => change({ filters })}
        />
        {sessions.isFetching ? <LinearProgress aria-label="Carregando aulas" /> : <div style={{ height: 4 }} />}
        {sessions.error && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(sessions.error, 'Ocorreu um erro ao consultar as aulas.')}
          </Alert>
        )}
        {state.view === 'semana' ? (
          <AgendaWeek day={state.day} today={today} byDay={byDay} onOpen={setDetail} />
        ) : (
          <AgendaMonth
            day={state.day}
            today={today}
            byDay={byDay}
            onOpen={setDetail}
            onPickDay={(day) => change({ view: 'semana', day })}
          />
        )}
      </Stack>
      <SessionDetailDialog
        session={detail}
        today={today}
        mayRecord={mayRecord}
        onClose={() => setDetail(null)}
        onAttendance={(session) => {
          setDetail(null);
          open(session.id);
        }}
      />
    </PageCard>
  );
}
