import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { refusalOr } from '@treina/web-platform';
import { dayWithWeekday, formatHours, formatPercent, plannedHours, timeRange } from '../../../shared/format/session-time';
import { useClassAttendance, useClassSessions } from '../api/get-class-sessions';

/** Sessions listed before 'Mostrar todas'. */
const FIRST_SESSIONS = 8;

/** 'Aulas': the class's sessions (conflicts in red, naming the other class) and 'Carga planejada'. */
export function ClassSessionsSection({ classId, workload }: { classId: number; workload?: number | null }) {
  const sessions = useClassSessions(classId);
  const [all, setAll] = useState(false);
  const rows = sessions.data ?? [];
  const shown = all ? rows : rows.slice(0, FIRST_SESSIONS);
  return (
    <Box data-testid="class-sessions">
      <Typography variant="subtitle2" component="h3">
        Aulas
      </Typography>
      {sessions.error && <Alert severity="error">{refusalOr(sessions.error, 'Ocorreu um erro ao consultar as aulas.')}</Alert>}
      {sessions.isSuccess && (
        <Typography variant="body2" data-testid="class-planned-hours">
          {`Carga planejada: ${formatHours(plannedHours(rows))}${workload ? ` de ${formatHours(workload)} do treinamento` : ''} · ${rows.length} aula(s)`}
        </Typography>
      )}
      {sessions.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhuma aula nesta turma.
        </Typography>
      )}
      {shown.length > 0 && (
        <List dense disablePadding aria-label="Aulas da turma">
          {shown.map((session) => (
            <ListItem
              key={session.id}
              divider
              data-testid="class-session"
              data-conflict={session.conflito ? 'true' : 'false'}
              sx={session.conflito ? { color: 'error.dark', bgcolor: '#fdecea' } : undefined}
            >
              <ListItemText
                primary={[dayWithWeekday(session.data), timeRange(session), session.nome_instrutor ?? 'Sem instrutor', session.status].join(
                  ' · ',
                )}
                secondary={
                  session.conflito ? `Conflito: o instrutor tem aula da turma ${session.turma_conflito ?? 'outra'} no mesmo horário.` : null
                }
                slotProps={{ secondary: { sx: { color: 'error.dark', fontWeight: 500 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {rows.length > FIRST_SESSIONS && (
        <Button size="small" onClick={() => setAll(!all)}>
          {all ? 'Mostrar menos' : `Mostrar todas as ${rows.length} aulas`}
        </Button>
      )}
    </Box>
  );
}

/** 'Frequência': each student's sessions, presences, absences, justified absences and percentage (one decimal). */
export function ClassAttendanceSection({ classId, minimum }: { classId: number; minimum?: number }) {
  const attendance = useClassAttendance(classId);
  const rows = attendance.data ?? [];
  return (
    <Box data-testid="class-attendance">
      <Typography variant="subtitle2" component="h3">
        {minimum === undefined ? 'Frequência' : `Frequência (mínima: ${minimum}%)`}
      </Typography>
      {attendance.error && <Alert severity="error">{refusalOr(attendance.error, 'Ocorreu um erro ao consultar a frequência.')}</Alert>}
      {attendance.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhuma presença registrada.
        </Typography>
      )}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Frequência dos alunos">
            <TableHead>
              <TableRow>
                <TableCell>Aluno</TableCell>
                <TableCell align="right">Aulas</TableCell>
                <TableCell align="right">Presenças</TableCell>
                <TableCell align="right">Faltas</TableCell>
                <TableCell align="right">Justificadas</TableCell>
                <TableCell align="right">Frequência</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id_aluno} data-testid="class-attendance-row">
                  <TableCell>{row.nome_aluno}</TableCell>
                  <TableCell align="right">{row.aulas}</TableCell>
                  <TableCell align="right">{row.presencas}</TableCell>
                  <TableCell align="right">{row.faltas}</TableCell>
                  <TableCell align="right">{row.justificadas}</TableCell>
                  <TableCell
                    align="right"
                    data-below-minimum={minimum !== undefined && row.percentual < minimum ? 'true' : 'false'}
                    sx={minimum !== undefined && row.percentual < minimum ? { color: 'error.dark', fontWeight: 600 } : undefined}
                  >
                    {formatPercent(row.percentual)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
