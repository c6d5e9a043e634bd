import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduledSessionRow } from '@treina/contracts';
import { timeRange } from '../../../shared/format/session-time';
import { dayHeading, type IsoDay } from '../session-calendar';
import { conflictText } from './session-card';
import { SessionStatusChip } from './session-status-chip';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2">
        {children}
      </Typography>
    </Stack>
  );
}

/** A session's detail (Agenda): date, time, class, training, instructor, status, conflict; opens its attendance. */
export function SessionDetailDialog({
  session,
  today,
  mayRecord,
  onClose,
  onAttendance,
}: {
  session: ScheduledSessionRow | null;
  today: IsoDay;
  /** Holds class_update: 'Registrar presença' rather than 'Ver presença'. */
  mayRecord: boolean;
  onClose(): void;
  onAttendance(session: ScheduledSessionRow): void;
}) {
  return (
    <Dialog open={session !== null} onClose={onClose} aria-labelledby="session-detail-title" maxWidth="xs" fullWidth>
      {session && (
        <>
          <DialogTitle id="session-detail-title">{session.nome_turma}</DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              <Field label="Data">{dayHeading(session.data, today)}</Field>
              <Field label="Horário">{timeRange(session)}</Field>
              <Field label="Treinamento">{session.nome_treinamento}</Field>
              <Field label="Instrutor">{session.nome_instrutor ?? 'Sem instrutor'}</Field>
              <Field label="Status">
                <SessionStatusChip status={session.status} />
              </Field>
              <Field label="Presença">{session.presencas_registradas ? 'Registrada' : 'Não registrada'}</Field>
              {session.conflito && <Alert severity="error">{conflictText(session)}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fechar</Button>
            <Button variant="contained" onClick={() => onAttendance(session)}>
              {mayRecord && !session.presencas_registradas ? 'Registrar presença' : 'Ver presença'}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
