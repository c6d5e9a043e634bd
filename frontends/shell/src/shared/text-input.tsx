import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: string;
  name: string;
  value: string;
  onChange?(value: string): void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * An outlined text field for the screens outside the layout (password change). MUI's TextField
 * also brings Select, Menu, Popover and Modal along, which these screens do not need.
 */
export function TextInput(props: TextInputProps) {
  const id = useId();
  const helperId = props.helperText ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth required={props.required} disabled={props.disabled} error={props.error} variant="outlined">
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={props.label}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange?.(event.target.value)}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        aria-describedby={helperId}
      />
      {props.helperText && <FormHelperText id={helperId}>{props.helperText}</FormHelperText>}
    </FormControl>
  );
}
