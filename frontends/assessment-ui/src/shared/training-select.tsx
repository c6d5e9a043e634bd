import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { TrainingOption } from './api/get-trainings';

export interface TrainingSelectProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'select'> {
  trainings: readonly TrainingOption[];
  /** '' for none. */
  value: number | '';
  onChange(value: number | ''): void;
  /** The label of the empty choice; absent: there is none (a form's required picker). */
  emptyLabel?: string;
}

/** A training picked by name. */
export function TrainingSelect({ trainings, value, onChange, emptyLabel, ...field }: TrainingSelectProps) {
  const known = value === '' || trainings.some((training) => training.id === value);
  return (
    <TextField
      select
      label="Treinamento"
      {...field}
      // The empty choice reads as such ('Todos') instead of a blank field.
      slotProps={emptyLabel === undefined ? undefined : { select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {trainings.map((training) => (
        <MenuItem key={training.id} value={training.id}>
          {training.nome_treinamento}
        </MenuItem>
      ))}
    </TextField>
  );
}
