import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QUESTION_DIFFICULTIES } from '@treina/contracts';
import type { TrainingOption } from '../../../shared/api/get-trainings';
import { useTopics } from '../../../shared/api/get-topics';
import { TrainingSelect } from '../../../shared/training-select';

/** A select whose empty choice ('Todas') shows as such. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

export interface QuestionFilterBarProps {
  values: Record<string, string>;
  onChange(id: string, value: string): void;
  trainings: readonly TrainingOption[];
}

/** Treinamento, tópico (the training's topics offered), dificuldade and ativa: the list's `filter.*`. */
export function QuestionFilterBar({ values, onChange, trainings }: QuestionFilterBarProps) {
  const trainingId = Number(values.id_treinamento) || null;
  const topics = useTopics(trainingId);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} role="group" aria-label="Filtros">
      <TrainingSelect
        size="small"
        trainings={trainings}
        value={trainingId ?? ''}
        emptyLabel="Todos"
        onChange={(value) => {
          onChange('id_treinamento', String(value));
          if (values.topico) onChange('topico', '');
        }}
        sx={{ minWidth: 200 }}
      />
      <Autocomplete
        freeSolo
        size="small"
        options={topics.data ?? []}
        value={values.topico ?? ''}
        onChange={(_event, value) => onChange('topico', value ?? '')}
        onInputChange={(_event, value, reason) => reason === 'input' && onChange('topico', value)}
        renderInput={(params) => <TextField {...params} label="Tópico" />}
        sx={{ minWidth: 200 }}
      />
      <TextField
        select
        size="small"
        label="Dificuldade"
        slotProps={SHOW_EMPTY}
        value={values.dificuldade ?? ''}
        onChange={(event) => onChange('dificuldade', event.target.value)}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">Todas</MenuItem>
        {QUESTION_DIFFICULTIES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Situação"
        slotProps={SHOW_EMPTY}
        value={values.ativa ?? ''}
        onChange={(event) => onChange('ativa', event.target.value)}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">Todas</MenuItem>
        <MenuItem value="true">Ativas</MenuItem>
        <MenuItem value="false">Inativas</MenuItem>
      </TextField>
    </Box>
  );
}
