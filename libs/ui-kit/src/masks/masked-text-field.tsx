import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { MASKS, type MaskKind } from './masks';

export type MaskedTextFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  mask: MaskKind;
  value: string | null | undefined;
  /** Receives the masked text. */
  onChange(value: string): void;
};

/**
 * A TextField that accepts digits only and formats them with one of the product masks
 * (phone, CPF, CPF/CNPJ, DD/MM/YYYY date, HH:mm time), with the mask's max length.
 */
export function MaskedTextField({ mask, value, onChange, slotProps, ...rest }: MaskedTextFieldProps) {
  const spec = MASKS[mask];
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...rest}
      value={spec.apply(value ?? '')}
      onChange={(event) => onChange(spec.apply(event.target.value))}
      placeholder={rest.placeholder ?? spec.placeholder}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', ...htmlInput, maxLength: spec.maxLength },
      }}
    />
  );
}
