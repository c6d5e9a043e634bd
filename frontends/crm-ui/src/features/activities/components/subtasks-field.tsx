import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { DatePickerField, MaskedTextField } from '@treina/ui-kit';
import { addSubtask, emptySubtaskDraft, removeSubtask, type SubtaskDraft } from '../activity-form-rules';
import { subtaskDuration } from '../time';

export interface SubtasksFieldProps {
  subtasks: readonly SubtaskDraft[];
  onChange(subtasks: SubtaskDraft[]): void;
}

/**
 * The subtask section of 'Dados da Atividade': date, time worked (HH:mm, default
 * 00:00), details (6 rows), the 'Subtarefa' button, and the list (newest first) with
 * a delete button per subtask.
 */
export function SubtasksField({ subtasks, onChange }: SubtasksFieldProps) {
  const [draft, setDraft] = useState(() => emptySubtaskDraft());
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const result = addSubtask(subtasks, draft);
    if (result.error !== undefined) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    onChange(result.subtasks);
    setDraft((current) => ({ ...emptySubtaskDraft(), date: current.date }));
  };

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }} data-testid="subtasks">
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>
        Subtarefas
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePickerField
            label="Data da Subtarefa"
            name="subtask_date"
            value={draft.date}
            onChange={(date) => setDraft((current) => ({ ...current, date }))}
          />
          <MaskedTextField
            mask="time"
            label="Tempo Trabalhado"
            name="subtask_time"
            value={draft.time}
            onChange={(time) => setDraft((current) => ({ ...current, time }))}
            helperText="HH:mm"
          />
        </Stack>
        <TextField
          label="Detalhes da Subtarefa"
          name="subtask_desc"
          value={draft.desc}
          onChange={(event) => setDraft((current) => ({ ...current, desc: event.target.value }))}
          multiline
          rows={6}
          fullWidth
        />
        {problem && (
          <Alert severity="warning" data-testid="subtask-alert" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <Box>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add}>
            Subtarefa
          </Button>
        </Box>
        {subtasks.length > 0 && (
          <List dense aria-label="Subtarefas da atividade" disablePadding>
            {subtasks.map((subtask) => (
              <ListItem
                key={subtask.id}
                divider
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label="Excluir subtarefa" onClick={() => onChange(removeSubtask(subtasks, subtask.id))}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`${subtask.date} · ${subtaskDuration(subtask.time)}`}
                  secondary={subtask.desc}
                  slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Box>
  );
}
