import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UserTypeRow } from '@treina/contracts';
import type { FieldErrorProps } from '@treina/ui-kit';

export interface UserTypeSelectProps extends FieldErrorProps {
  userTypes: readonly UserTypeRow[];
  value: number | '';
  onChange(id: number): void;
  disabled?: boolean;
  required?: boolean;
}

export function UserTypeSelect({ userTypes, value, onChange, disabled, required, error, helperText }: UserTypeSelectProps) {
  return (
    <TextField
      select
      label="Tipo de Usuário"
      name="id_tipo_usuario"
      value={userTypes.some((t) => t.id_tipo_usuario === value) ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      required={required}
      error={error}
      helperText={helperText}
      fullWidth
    >
      {userTypes.map((type) => (
        <MenuItem key={type.id_tipo_usuario} value={type.id_tipo_usuario}>
          {type.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
