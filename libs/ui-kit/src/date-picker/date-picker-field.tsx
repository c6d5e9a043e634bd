import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import type { DatePickerFieldProps } from './date-picker-props';

type DatePickerInputComponent = (typeof import('./date-picker-input'))['DatePickerInput'];

let loaded: DatePickerInputComponent | undefined;
let pending: Promise<DatePickerInputComponent> | undefined;

/**
 * Loads the date picker's code (MUI X's DatePicker with dayjs, ~160 KB before compression) once; resolves when it is ready. No list needs
 * it: it stays out of the first screen's download and work, and loads when a form with a date shows, or before, when a screen asks for it
 * while idle (web-platform's usePrefetchWhenIdle).
 */
export function preloadDatePicker(): Promise<DatePickerInputComponent> {
  pending ??= import(/* webpackChunkName: "date-picker" */ './date-picker-input').then(
    (module) => (loaded = module.DatePickerInput),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * The product's date picker: MUI X's DatePicker in pt-BR (calendar, DD/MM/AAAA sections that take typed digits), with the string contract
 * of the forms (see DatePickerFieldProps). Its code loads on demand ({@link preloadDatePicker}); until it is here the field shows its label
 * and value, disabled. A load that fails is thrown while rendering, so the screen's error boundary shows it with 'Tentar novamente'.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const [input, setInput] = useState<{ Component: DatePickerInputComponent } | { error: unknown } | undefined>(() =>
    loaded ? { Component: loaded } : undefined,
  );
  useEffect(() => {
    if (input) return undefined;
    let mounted = true;
    preloadDatePicker().then(
      (Component) => mounted && setInput({ Component }),
      (error: unknown) => mounted && setInput({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [input]);

  if (input && 'error' in input) throw input.error;
  if (input) return <input.Component {...props} />;
  const { label, name, value, required, fullWidth, helperText, error, size, sx } = props;
  return (
    <TextField
      label={label}
      name={name}
      value={value ?? ''}
      placeholder="DD/MM/AAAA"
      required={required}
      fullWidth={fullWidth}
      helperText={helperText}
      error={error}
      size={size}
      sx={sx}
      disabled
    />
  );
}
