import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ServiceTypeRow } from '@treina/contracts';
import { useFieldErrors } from '@treina/ui-kit';
import { SelectField } from '../../../shared/forms/select-field';

export interface ActivityTypeFormData {
  id?: number;
  nome: string;
  id_tipo_servico: number | '';
}

export const EMPTY_ACTIVITY_TYPE_FORM: ActivityTypeFormData = { nome: '', id_tipo_servico: '' };

export interface ActivityTypeFormProps {
  data: ActivityTypeFormData;
  onChange(next: ActivityTypeFormData): void;
  serviceTypes: readonly ServiceTypeRow[];
}

/** Modal 'Tipo de Atividade': text 'Tipo da Atividade' and select 'Tipo de Serviço'. */
export function ActivityTypeForm({ data, onChange, serviceTypes }: ActivityTypeFormProps) {
  const fieldError = useFieldErrors();
  return (
    <Stack spacing={2}>
      <TextField
        label="Tipo da Atividade"
        name="nome"
        value={data.nome}
        onChange={(event) => onChange({ ...data, nome: event.target.value })}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
        {...fieldError('nome')}
      />
      <SelectField
        label="Tipo de Serviço"
        name="id_tipo_servico"
        value={data.id_tipo_servico}
        options={serviceTypes.map((type) => ({ value: type.id, label: type.nome }))}
        onChange={(id) => onChange({ ...data, id_tipo_servico: id })}
      />
    </Stack>
  );
}
