import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ActivityRow } from '@treina/contracts';
import { formatDate } from '@treina/ui-kit';
import { formatDuration, subtaskDuration } from '../time';
import { ActivityHistorySection } from './activity-history-section';

/** The detail panel: the time spent (HH:MM:SS), the subtasks, newest first, and the history for those who may read it. */
export function ActivityDetail({ row }: { row: ActivityRow }) {
  const subtasks = [...(row.subtasks ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Box sx={{ px: 2 }} data-testid={`activity-detail-${row.id}`}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <strong>Tempo total:</strong> <span data-testid="activity-time">{formatDuration(row.tempo_gasto)}</span>
        {row.criado_por ? (
          <>
            {' '}
            · <strong>Criada por:</strong> {row.criado_por}
          </>
        ) : null}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        Subtarefas
      </Typography>
      {subtasks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma subtarefa.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Subtarefas">
          {subtasks.map((subtask) => (
            <ListItem key={subtask.id} disableGutters divider>
              <ListItemText
                primary={`${formatDate(subtask.date)} · ${subtaskDuration(subtask.time)}`}
                secondary={subtask.desc}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ActivityHistorySection row={row} />
    </Box>
  );
}
