import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { DatePickerField, useFieldErrors } from '@treina/ui-kit';
import type { TrainingOption } from '../../../shared/api/get-trainings';
import { useTopics } from '../../../shared/api/get-topics';
import { TrainingSelect } from '../../../shared/training-select';
import type { ExamFormData, ExamTopicLine } from '../exam-form-rules';

export interface ExamFormProps {
  data: ExamFormData;
  onChange(next: ExamFormData): void;
  trainings: readonly TrainingOption[];
}

const numeric = { inputMode: 'numeric' as const };

/** The questions per topic: optional lines (topic, how many); none draws from the whole bank. */
function TopicQuotas({ data, onChange, topics }: { data: ExamFormData; onChange(next: ExamFormData): void; topics: string[] }) {
  const fieldError = useFieldErrors();
  const sumError = fieldError('por_topico');
  const setLine = (index: number, line: ExamTopicLine) =>
    onChange({ ...data, por_topico: data.por_topico.map((old, place) => (place === index ? line : old)) });
  return (
    <Box role="group" aria-label="Questões por tópico">
      <Typography variant="subtitle2" component="h3">
        Questões por tópico (opcional)
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Sem linhas, as questões são sorteadas de todo o banco do treinamento.
      </Typography>
      <Stack spacing={1}>
        {data.por_topico.map((line, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="topic-quota">
            <Autocomplete
              freeSolo
              options={topics}
              inputValue={line.topico}
              onInputChange={(_event, value) => setLine(index, { ...line, topico: value })}
              sx={{ flexGrow: 1 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  label={`Tópico ${index + 1}`}
                  name={`topico_${index}`}
                  {...fieldError(`topico_${index}`)}
                />
              )}
            />
            <TextField
              size="small"
              label="Questões"
              name={`quota_${index}`}
              value={line.num_questoes}
              onChange={(event) => setLine(index, { ...line, num_questoes: event.target.value })}
              slotProps={{ htmlInput: numeric }}
              sx={{ width: 110 }}
              {...fieldError(`quota_${index}`)}
            />
            <IconButton
              aria-label={`Remover tópico ${index + 1}`}
              onClick={() => onChange({ ...data, por_topico: data.por_topico.filter((_, place) => place !== index) })}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {sumError.error && <FormHelperText error>{sumError.helperText}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() => onChange({ ...data, por_topico: [...data.por_topico, { topico: '', num_questoes: '' }] })}
      >
        Adicionar tópico
      </Button>
    </Box>
  );
}

/** 'Dados do Simulado': training, title, number of questions, time, pass mark, attempts, the days it is open and the questions per topic. */
export function ExamForm({ data, onChange, trainings }: ExamFormProps) {
  const fieldError = useFieldErrors();
  const topics = useTopics(data.id_treinamento === '' ? null : data.id_treinamento);
  const text = (name: 'titulo' | 'num_questoes' | 'tempo_minutos' | 'percentual_aprovacao' | 'tentativas') => ({
    name,
    value: data[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...data, [name]: event.target.value }),
    ...fieldError(name),
  });
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
      <TextField label="Título" required fullWidth {...text('titulo')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Nº de questões" required slotProps={{ htmlInput: numeric }} {...text('num_questoes')} />
        <TextField label="Tempo (minutos)" required slotProps={{ htmlInput: numeric }} {...text('tempo_minutos')} />
        <TextField label="% de aprovação" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...text('percentual_aprovacao')} />
      </Stack>
      <TextField
        label="Tentativas por aluno"
        slotProps={{ htmlInput: numeric }}
        sx={{ maxWidth: { sm: 280 } }}
        {...text('tentativas')}
        helperText={fieldError('tentativas').helperText ?? 'Vazio: ilimitadas.'}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePickerField
          label="Disponível de"
          name="disponivel_de"
          value={data.disponivel_de}
          onChange={(value) => onChange({ ...data, disponivel_de: value })}
          {...fieldError('disponivel_de')}
        />
        <DatePickerField
          label="Disponível até"
          name="disponivel_ate"
          value={data.disponivel_ate}
          onChange={(value) => onChange({ ...data, disponivel_ate: value })}
          {...fieldError('disponivel_ate')}
        />
      </Stack>
      <TopicQuotas data={data} onChange={onChange} topics={topics.data ?? []} />
    </Stack>
  );
}
