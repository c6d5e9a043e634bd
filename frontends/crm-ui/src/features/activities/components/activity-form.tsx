import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ActivityStatusRow } from '@treina/contracts';
import { DatePickerField, STUDENT_TYPEAHEAD_TEXT, useFieldErrors } from '@treina/ui-kit';
import { SelectField, type SelectOption } from '../../../shared/forms/select-field';
import {
  activityFormLocks,
  chooseActivityType,
  chooseActivityUser,
  offeredActivityTypes,
  type ActivityFormContext,
  type ActivityFormData,
} from '../activity-form-rules';
import { StudentPicker } from './student-picker';
import { SubtasksField } from './subtasks-field';

export interface ActivityFormProps {
  data: ActivityFormData;
  onChange(next: ActivityFormData): void;
  context: ActivityFormContext;
  statuses: readonly ActivityStatusRow[];
  users: readonly SelectOption[];
}

/** 'Dados da Atividade': the activity form, with the rules of activity-form-rules.ts. */
export function ActivityForm({ data, onChange, context, statuses, users }: ActivityFormProps) {
  const locks = activityFormLocks(data, context);
  const fieldError = useFieldErrors();
  const set = <K extends keyof ActivityFormData>(key: K, value: ActivityFormData[K]) => onChange({ ...data, [key]: value });
  const userOptions =
    data.id_usuario !== '' && !users.some((option) => option.value === data.id_usuario)
      ? [...users, { value: data.id_usuario, label: `Usuário ${data.id_usuario}` }]
      : users;
  return (
    <Stack spacing={2}>
      <SelectField
        label="Tipo de Atividade"
        name="id_tipo_atividade"
        value={data.id_tipo_atividade}
        options={offeredActivityTypes(context).map((type) => ({ value: type.id, label: type.nome }))}
        onChange={(id) => onChange(chooseActivityType(data, id, context))}
        disabled={locks.typeDisabled}
        required
        {...fieldError('id_tipo_atividade')}
      />
      <SelectField
        label="Usuário"
        name="id_usuario"
        value={data.id_usuario}
        options={userOptions}
        onChange={(id) => onChange(chooseActivityUser(data, id, context))}
        disabled={locks.userDisabled}
        required
        {...fieldError('id_usuario')}
      />
      {locks.showStudent && (
        <StudentPicker
          value={data.id_aluno}
          valueLabel={data.nome_aluno}
          onChange={(id, label) => onChange({ ...data, id_aluno: id, nome_aluno: label })}
          {...fieldError('id_aluno', STUDENT_TYPEAHEAD_TEXT.helper)}
        />
      )}
      <TextField
        label="Descrição"
        name="titulo"
        value={data.titulo}
        onChange={(event) => set('titulo', event.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        {...fieldError('titulo')}
      />
      <DatePickerField
        label="Data da Atividade"
        name="data"
        value={data.data}
        onChange={(value) => set('data', value)}
        required
        {...fieldError('data')}
      />
      <SelectField
        label="Status da Atividade"
        name="id_status_atividade"
        value={data.id_status_atividade}
        options={statuses.map((status) => ({ value: status.id, label: status.nome }))}
        onChange={(id) => set('id_status_atividade', id)}
        required
        {...fieldError('id_status_atividade')}
      />
      {locks.showSubtasks && <SubtasksField subtasks={data.subtasks} onChange={(subtasks) => set('subtasks', subtasks)} />}
    </Stack>
  );
}
