import { useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/pt-br';
import { DATE_FORMAT } from '../dates/format-date';
import { DATE_PICKER_TEXT, type DatePickerFieldProps } from './date-picker-props';

dayjs.extend(customParseFormat);

const PT_BR_TEXT = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

function fromText(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const date = dayjs(value, DATE_FORMAT, true);
  return date.isValid() ? date : null;
}

/** Brazilian calendars head the week D S T Q Q S S (dayjs's pt-br 'dd' is Do, 2ª, 3ª...). */
function weekDayInitial(date: Dayjs): string {
  return date.format('ddd').charAt(0).toUpperCase();
}

function toText(date: Dayjs | null): string {
  return date && date.isValid() ? date.format(DATE_FORMAT) : '';
}

/**
 * The date picker (loaded on demand by DatePickerField): MUI X's DatePicker in pt-BR with the forms' string contract. It keeps a
 * half-typed date itself ('' to the form), so it follows the prop only when the prop changes to something it did not report (a reset,
 * another record).
 */
export function DatePickerInput(props: DatePickerFieldProps) {
  const { label, name, value, onChange, required, disabled, fullWidth, helperText, error, size, sx } = props;
  const text = value ?? '';
  const [picked, setPicked] = useState<{ date: Dayjs | null; reported: string }>(() => ({ date: fromText(text), reported: text }));
  const [invalid, setInvalid] = useState(false);
  if (text !== picked.reported) setPicked({ date: fromText(text), reported: text });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={PT_BR_TEXT}>
      <DatePicker
        label={label}
        format={DATE_FORMAT}
        dayOfWeekFormatter={weekDayInitial}
        value={picked.date}
        disabled={disabled}
        onChange={(date, { validationError }) => {
          // While the year is typed it passes through 0002, 0020, 0202: MUI's default range
          // (1900 to 2099) marks those, and a marked date is not one the form can use.
          const next = validationError === null ? toText(date) : '';
          setPicked({ date, reported: next });
          if (next !== text) onChange(next);
        }}
        onError={(reason) => setInvalid(reason !== null)}
        sx={sx}
        slotProps={{
          textField: {
            name,
            required,
            fullWidth,
            size,
            error: invalid || error,
            helperText: invalid ? DATE_PICKER_TEXT.invalid : helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
