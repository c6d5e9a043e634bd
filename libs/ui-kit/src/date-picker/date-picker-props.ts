import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

export const DATE_PICKER_TEXT = {
  invalid: 'Data inválida.',
} as const;

export interface DatePickerFieldProps {
  label: string;
  /** The hidden input's name (what a form post or a test finds the field by). */
  name?: string;
  /** DD/MM/YYYY, or '' when empty: the same text the forms held with the masked field. */
  value: string | null | undefined;
  /**
   * DD/MM/YYYY once the field holds a whole, real date between 1900 and 2099 (typed or
   * picked in the calendar); '' while it is empty, half typed or not such a date (31/02),
   * which the field then marks with DATE_PICKER_TEXT.invalid.
   */
  onChange(value: string): void;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Shown under the field unless the date is invalid. */
  helperText?: ReactNode;
  error?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}
