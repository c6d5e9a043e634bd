import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption {
  value: number;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: number | '' | null;
  options: readonly SelectOption[];
  onChange(value: number): void;
  disabled?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  error?: boolean;
}

/** A MUI select of numeric ids; a value not among the options shows empty. */
export function SelectField({ label, name, value, options, onChange, disabled, required, helperText, error }: SelectFieldProps) {
  const known = value !== null && value !== '' && options.some((option) => option.value === value);
  return (
    <TextField
      select
      label={label}
      name={name}
      value={known ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      required={required}
      helperText={helperText}
      error={error}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
