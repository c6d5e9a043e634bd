import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatBRL, PAYMENT_METHODS, type ChargeRow, type PaymentMethod } from '@treina/contracts';
import { DatePickerField, isoToBR, useFieldErrors } from '@treina/ui-kit';
import { amountDue, instalmentText } from '../../../shared/charge-display';
import type { PaymentForm } from '../payment-form-rules';

export interface PaymentFormFieldsProps {
  charge: ChargeRow;
  form: PaymentForm;
  onChange(next: PaymentForm): void;
  /** The server's refusal of the last 'Salvar': its message, then each field's. */
  serverError: readonly string[];
}

/** The body of 'Registrar pagamento': which charge, then Valor, Data do pagamento and Forma de pagamento. */
export function PaymentFormFields({ charge, form, onChange, serverError }: PaymentFormFieldsProps) {
  const fieldError = useFieldErrors();
  const set = <K extends keyof PaymentForm>(key: K, value: PaymentForm[K]) => onChange({ ...form, [key]: value });
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography data-testid="payment-charge">
        {`${charge.nome_aluno} · ${charge.nome_treinamento} · parcela ${instalmentText(charge)} · vencimento ${isoToBR(charge.vencimento)}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`Valor da parcela ${formatBRL(charge.valor)}; a receber ${formatBRL(amountDue(charge))}.`}
      </Typography>
      {serverError.length > 0 && (
        <Alert severity="error" data-testid="payment-error">
          {serverError.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <TextField
        label="Valor"
        name="valor"
        value={form.valor}
        onChange={(event) => set('valor', event.target.value)}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> } }}
        {...fieldError('valor')}
      />
      <DatePickerField
        label="Data do pagamento"
        name="pago_em"
        value={form.pago_em}
        onChange={(text) => set('pago_em', text)}
        required
        {...fieldError('pago_em')}
      />
      <TextField
        select
        label="Forma de pagamento"
        name="forma_pagamento"
        value={form.forma_pagamento}
        onChange={(event) => set('forma_pagamento', event.target.value as PaymentMethod)}
        required
        {...fieldError('forma_pagamento')}
      >
        {PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {method}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
