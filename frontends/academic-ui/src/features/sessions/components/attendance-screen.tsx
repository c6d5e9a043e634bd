import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { LoadingSpinner, refusalOr } from '@treina/web-platform';
import { ConfirmDialog, FORM_MODAL_TEXT } from '@treina/ui-kit';
import type { AttendanceMark, SessionAttendance } from '@treina/contracts';
import { timeRange } from '../../../shared/format/session-time';
import { useAttendance, useSaveAttendance } from '../api/session-attendance';
import { allPresent, ATTENDANCE_MARKS, attendanceBody, marksOf, marksSummary, sameMarks, type AttendanceMarks } from '../attendance-marks';
import { dayHeading, schoolToday } from '../session-calendar';
import { SessionSheetActions } from './session-sheet-actions';
import { SessionStatusChip } from './session-status-chip';

const ATTENDANCE_TEXT = {
  loadFailed: 'Ocorreu um erro ao consultar a presença da aula.',
  saveFailed: 'Ocorreu um erro ao salvar a presença.',
  saved: 'Presença salva com sucesso!',
  nothingMarked: 'Marque a presença de pelo menos um aluno.',
  noStudents: 'Nenhum aluno nesta turma.',
  future: 'Aula futura: a presença só pode ser registrada a partir do dia da aula.',
} as const;

/** Selected colours of each mark: green present, red absent, blue justified, orange late. */
const MARK_COLOR: Record<AttendanceMark, 'success' | 'error' | 'info' | 'warning'> = { P: 'success', A: 'error', J: 'info', T: 'warning' };

function StudentMarks({
  name,
  mark,
  onChange,
}: {
  name: string;
  mark: AttendanceMark | null;
  onChange(mark: AttendanceMark | null): void;
}) {
  return (
    <Box component="li" data-testid="attendance-student" data-mark={mark ?? ''} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 500, mb: 1 }}>{name}</Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={mark}
        onChange={(_event, value: AttendanceMark | null) => onChange(value)}
        aria-label={`Presença de ${name}`}
      >
        {ATTENDANCE_MARKS.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            color={MARK_COLOR[option.value]}
            sx={{
              minHeight: 56,
              flexDirection: 'column',
              lineHeight: 1.1,
              px: 0.5,
              textTransform: 'none',
              color: 'text.secondary',
              '&.Mui-selected, &.Mui-selected:hover': { color: `${MARK_COLOR[option.value]}.dark` },
            }}
          >
            <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 700 }} aria-hidden>
              {option.value}
            </Box>
            <Box component="span" sx={{ fontSize: '0.75rem' }}>
              {option.label}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function AttendanceForm({
  attendance,
  sessionId,
  saved,
  onSaved,
  onChangedChange,
}: {
  attendance: SessionAttendance;
  sessionId: number;
  /** Saved just now and unchanged since: the bar says so (a notification would cover 'Salvar' on a phone). */
  saved: boolean;
  onSaved(): void;
  /** Whether the marks differ from the saved ones (the screen asks before leaving them). */
  onChangedChange(changed: boolean): void;
}) {
  const initial = marksOf(attendance);
  const [marks, setMarks] = useState<AttendanceMarks>(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAttendance(sessionId);
  const { aula, alunos } = attendance;
  const future = aula.data > schoolToday();
  const changed = !sameMarks(marks, initial);
  useEffect(() => onChangedChange(changed), [changed, onChangedChange]);

  const submit = async () => {
    const body = attendanceBody(marks);
    if (!body.length) {
      setError(ATTENDANCE_TEXT.nothingMarked);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(body);
      onSaved();
    } catch (failure) {
      setError(refusalOr(failure, ATTENDANCE_TEXT.saveFailed));
    }
  };

  return (
    <Stack spacing={2}>
      {future && <Alert severity="info">{ATTENDANCE_TEXT.future}</Alert>}
      {alunos.length === 0 ? (
        <Typography color="text.secondary">{ATTENDANCE_TEXT.noStudents}</Typography>
      ) : (
        <>
          <Button
            variant="outlined"
            size="large"
            startIcon={<DoneAllIcon />}
            onClick={() => setMarks(allPresent(marks))}
            sx={{ minHeight: 48 }}
          >
            Marcar todos presentes
          </Button>
          <Box component="ul" aria-label="Alunos da aula" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {alunos.map((student) => (
              <StudentMarks
                key={student.id_aluno}
                name={student.nome_aluno}
                mark={marks[student.id_aluno] ?? null}
                onChange={(mark) => setMarks({ ...marks, [student.id_aluno]: mark })}
              />
            ))}
          </Box>
        </>
      )}
      {alunos.length > 0 && (
        <Paper
          elevation={3}
          sx={{ position: 'sticky', bottom: 0, p: 1.5, zIndex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
          data-testid="attendance-actions"
        >
          {error && (
            <Alert severity="error" data-testid="attendance-error">
              {error}
            </Alert>
          )}
          {saved && !error && (
            <Alert severity="success" role="status" data-testid="attendance-saved">
              {ATTENDANCE_TEXT.saved}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {marksSummary(marks)}
            {changed ? ' · alterações não salvas' : ''}
          </Typography>
          <Button variant="contained" size="large" onClick={() => void submit()} disabled={save.isPending} sx={{ minHeight: 48 }}>
            {save.isPending ? 'Salvando…' : 'Salvar'}
          </Button>
        </Paper>
      )}
    </Stack>
  );
}

/** A session's attendance: one tap per student (P/A/J/T), 'Marcar todos presentes', 'Salvar'. */
export function AttendanceScreen({ sessionId, onBack }: { sessionId: number; onBack(): void }) {
  const query = useAttendance(sessionId);
  // Here, not in the form: a save remounts the form with the saved marks.
  const [saved, setSaved] = useState(false);
  const [changed, setChanged] = useState(false);
  const onChangedChange = useCallback((now: boolean) => {
    setChanged(now);
    if (now) setSaved(false);
  }, []);
  const [asking, setAsking] = useState(false);
  const back = () => (changed ? setAsking(true) : onBack());
  const aula = query.data?.aula;
  const today = schoolToday();
  return (
    <Stack spacing={2} data-testid="attendance-screen">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <IconButton onClick={back} aria-label="Voltar" size="large" edge="start">
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h1" variant="h5">
            {aula ? aula.nome_turma : 'Presença'}
          </Typography>
          {aula && (
            <>
              <Typography variant="body2">{`${dayHeading(aula.data, today)} · ${timeRange(aula)}`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[aula.nome_treinamento, aula.nome_instrutor].filter(Boolean).join(' · ')}
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <SessionStatusChip status={aula.status} />
              </Box>
            </>
          )}
        </Box>
      </Stack>
      {aula && (
        <SessionSheetActions sessionId={sessionId} title={`${aula.nome_turma} · ${dayHeading(aula.data, today)} · ${timeRange(aula)}`} />
      )}
      {query.isLoading && <LoadingSpinner />}
      {query.error && (
        <Alert severity="error" data-testid="page-error">
          {refusalOr(query.error, ATTENDANCE_TEXT.loadFailed)}
        </Alert>
      )}
      {query.data && (
        <AttendanceForm
          key={query.dataUpdatedAt}
          attendance={query.data}
          sessionId={sessionId}
          saved={saved}
          onSaved={() => setSaved(true)}
          onChangedChange={onChangedChange}
        />
      )}
      <ConfirmDialog
        open={asking}
        title={FORM_MODAL_TEXT.discardTitle}
        text="As marcações de presença ainda não foram salvas e serão perdidas."
        confirmLabel={FORM_MODAL_TEXT.discard}
        cancelLabel={FORM_MODAL_TEXT.keepEditing}
        focusCancel
        onConfirm={() => {
          setAsking(false);
          onBack();
        }}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
