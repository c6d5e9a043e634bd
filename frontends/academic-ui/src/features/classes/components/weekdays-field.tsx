import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import { ISO_WEEKDAYS } from '../../../shared/format/weekdays';

interface WeekdaysFieldProps {
  value: readonly number[];
  onChange(days: number[]): void;
  error?: boolean;
  helperText?: ReactNode;
}

/** 'Dias da Semana': one checkbox per weekday, Seg to Dom; the sessions are generated on the days checked. */
export function WeekdaysField({ value, onChange, error, helperText }: WeekdaysFieldProps) {
  const toggle = (day: number, checked: boolean) =>
    onChange(checked ? [...value.filter((d) => d !== day), day].sort((a, b) => a - b) : value.filter((d) => d !== day));
  return (
    <FormControl component="fieldset" required error={error} data-testid="class-weekdays" sx={{ gridColumn: { md: 'span 2' } }}>
      <FormLabel component="legend">Dias da Semana</FormLabel>
      <FormGroup row>
        {ISO_WEEKDAYS.map((day) => (
          <FormControlLabel
            key={day.id}
            label={day.nome}
            control={
              <Checkbox
                name="dias_semana"
                value={day.id}
                checked={value.includes(day.id)}
                onChange={(event) => toggle(day.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
