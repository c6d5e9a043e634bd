import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { MIN_ALTERNATIVES, QUESTION_DIFFICULTIES, type QuestionDifficulty } from '@treina/contracts';
import { useFieldErrors } from '@treina/ui-kit';
import type { TrainingOption } from '../../../shared/api/get-trainings';
import { useTopics } from '../../../shared/api/get-topics';
import { TrainingSelect } from '../../../shared/training-select';
import { letterAt, MAX_ALTERNATIVES, withAlternativeAdded, withAlternativeRemoved, type QuestionFormData } from '../question-form-rules';

export interface QuestionFormProps {
  data: QuestionFormData;
  onChange(next: QuestionFormData): void;
  trainings: readonly TrainingOption[];
}

/** 'Dados da Questão': training, topic (the training's topics offered), statement, 2–5 alternatives with the correct one marked, explanation, difficulty, active. */
export function QuestionForm({ data, onChange, trainings }: QuestionFormProps) {
  const fieldError = useFieldErrors();
  const topics = useTopics(data.id_treinamento === '' ? null : data.id_treinamento);
  const correctError = fieldError('correta');
  return (
    <Stack spacing={2}>
      <TrainingSelect
        trainings={trainings}
        value={data.id_treinamento}
        onChange={(value) => onChange({ ...data, id_treinamento: value })}
        required
        fullWidth
        name="id_treinamento"
        {...fieldError('id_treinamento')}
      />
      <Autocomplete
        freeSolo
        options={topics.data ?? []}
        inputValue={data.topico}
        onInputChange={(_event, value) => onChange({ ...data, topico: value })}
        renderInput={(params) => <TextField {...params} label="Tópico" name="topico" required {...fieldError('topico')} />}
      />
      <TextField
        label="Enunciado"
        name="enunciado"
        value={data.enunciado}
        onChange={(event) => onChange({ ...data, enunciado: event.target.value })}
        required
        multiline
        minRows={3}
        fullWidth
        {...fieldError('enunciado')}
      />
      <Box role="group" aria-label="Alternativas">
        <Typography variant="subtitle2" component="h3">
          Alternativas
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          O botão à esquerda de cada alternativa marca a correta.
        </Typography>
        <Stack spacing={1}>
          {data.alternativas.map((text, index) => {
            const letter = letterAt(index);
            return (
              <Stack key={letter} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="alternative-row">
                <Radio
                  checked={data.correta === letter}
                  onChange={() => onChange({ ...data, correta: letter })}
                  value={letter}
                  name="correta"
                  slotProps={{ input: { 'aria-label': `Alternativa ${letter} é a correta` } }}
                />
                <TextField
                  label={`Alternativa ${letter}`}
                  name={`alternativa_${index}`}
                  value={text}
                  onChange={(event) =>
                    onChange({ ...data, alternativas: data.alternativas.map((old, place) => (place === index ? event.target.value : old)) })
                  }
                  required
                  multiline
                  fullWidth
                  size="small"
                  {...fieldError(`alternativa_${index}`)}
                />
                <Tooltip title={`Remover alternativa ${letter}`}>
                  <span>
                    <IconButton
                      aria-label={`Remover alternativa ${letter}`}
                      disabled={data.alternativas.length <= MIN_ALTERNATIVES}
                      onClick={() => onChange(withAlternativeRemoved(data, index))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            );
          })}
        </Stack>
        {correctError.error && <FormHelperText error>{correctError.helperText}</FormHelperText>}
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange(withAlternativeAdded(data))}
          disabled={data.alternativas.length >= MAX_ALTERNATIVES}
          sx={{ mt: 1 }}
        >
          Adicionar alternativa
        </Button>
      </Box>
      <TextField
        label="Explicação"
        name="explicacao"
        value={data.explicacao}
        onChange={(event) => onChange({ ...data, explicacao: event.target.value })}
        multiline
        minRows={2}
        fullWidth
        helperText="Mostrada ao aluno na revisão, depois que o simulado termina."
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          label="Dificuldade"
          name="dificuldade"
          value={data.dificuldade}
          onChange={(event) => onChange({ ...data, dificuldade: event.target.value as QuestionDifficulty })}
          sx={{ minWidth: 160 }}
        >
          {QUESTION_DIFFICULTIES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={data.ativa} onChange={(event) => onChange({ ...data, ativa: event.target.checked })} name="ativa" />}
          label="Ativa"
        />
      </Stack>
    </Stack>
  );
}
