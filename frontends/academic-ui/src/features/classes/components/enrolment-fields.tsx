import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { EnrolmentStatusRow, PaymentMethodRow } from '@treina/contracts';
import { DatePickerField } from '@treina/ui-kit';
import { typedCentavos } from '../../../shared/format/money';
import { ENROLMENT_FIELD_LABELS, INSTALMENT_OPTIONS, statusOptionsFor, type EnrolmentFormEntry } from '../class-enrolment';
import { showsOriginSelector } from '../class-enrolment-transfer';
import { TransferOriginField } from './transfer-origin-field';

type EditableFields = Pick<
  EnrolmentFormEntry,
  | 'id_inscricao'
  | 'id_forma_pagto'
  | 'valor_pago'
  | 'cod_pagto'
  | 'gera_comissao'
  | 'libera_conteudo'
  | 'id_turma_origem'
  | 'transfer'
  | 'storedStatus'
  | 'parcelas'
  | 'desconto'
  | 'primeiro_vencimento'
>;

const DESCONTO_INVALID = 'Informe o desconto em reais, zero ou mais (ex.: 100,50).';

export interface EnrolmentFieldsProps {
  value: EditableFields;
  isNew: boolean;
  disabled: boolean;
  statuses: readonly EnrolmentStatusRow[];
  paymentMethods: readonly PaymentMethodRow[];
  onStatus(status: number | ''): void;
  onOrigin(classId: number | null): void;
  onField(patch: Partial<EditableFields>): void;
  /** The add-student row: its required fields are marked, and those in `missing` (labels) show as errors. */
  required?: boolean;
  missing?: readonly string[];
}

/** The fields every row has: status, transfer origin (when asked), payment, instalments, discount, first due day, note, toggles. */
export function EnrolmentFields(props: EnrolmentFieldsProps) {
  const { value, isNew, disabled, statuses, paymentMethods, onStatus, onOrigin, onField, required = false, missing = [] } = props;
  const options = statusOptionsFor(isNew, statuses);
  return (
    <>
      <TextField
        select
        label={ENROLMENT_FIELD_LABELS.id_inscricao}
        name="id_inscricao"
        value={options.some((o) => o.id_status_inscricao === value.id_inscricao) ? value.id_inscricao : ''}
        onChange={(event) => onStatus(event.target.value === '' ? '' : Number(event.target.value))}
        disabled={disabled}
        required={required}
        error={missing.includes(ENROLMENT_FIELD_LABELS.id_inscricao)}
        size="small"
        fullWidth
      >
        {options.map((status) => (
          <MenuItem key={status.id_status_inscricao} value={status.id_status_inscricao}>
            {status.nome_status_inscricao}
          </MenuItem>
        ))}
      </TextField>
      {showsOriginSelector(value) && (
        <TransferOriginField transfer={value.transfer!} value={value.id_turma_origem} disabled={disabled} onChange={onOrigin} />
      )}
      <TextField
        select
        label={ENROLMENT_FIELD_LABELS.id_forma_pagto}
        name="id_forma_pagto"
        value={paymentMethods.some((p) => p.id_forma_pagto === value.id_forma_pagto) ? value.id_forma_pagto : ''}
        onChange={(event) => onField({ id_forma_pagto: event.target.value === '' ? '' : Number(event.target.value) })}
        disabled={disabled}
        size="small"
        fullWidth
      >
        <MenuItem value="">
          <em>Nenhuma</em>
        </MenuItem>
        {paymentMethods.map((method) => (
          <MenuItem key={method.id_forma_pagto} value={method.id_forma_pagto}>
            {method.nome_forma_pagto}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={ENROLMENT_FIELD_LABELS.valor_pago}
        name="valor_pago"
        value={value.valor_pago}
        onChange={(event) => onField({ valor_pago: event.target.value })}
        disabled={disabled}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        select
        label={ENROLMENT_FIELD_LABELS.parcelas}
        name="parcelas"
        value={value.parcelas}
        onChange={(event) => onField({ parcelas: Number(event.target.value) })}
        disabled={disabled}
        size="small"
        fullWidth
      >
        {INSTALMENT_OPTIONS.map((count) => (
          <MenuItem key={count} value={count}>
            {count}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={ENROLMENT_FIELD_LABELS.desconto}
        name="desconto"
        value={value.desconto}
        onChange={(event) => onField({ desconto: event.target.value })}
        disabled={disabled}
        error={typedCentavos(value.desconto) === undefined}
        helperText={typedCentavos(value.desconto) === undefined ? DESCONTO_INVALID : undefined}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <DatePickerField
        label={ENROLMENT_FIELD_LABELS.primeiro_vencimento}
        name="primeiro_vencimento"
        value={value.primeiro_vencimento}
        onChange={(text) => onField({ primeiro_vencimento: text })}
        disabled={disabled}
        size="small"
        fullWidth
      />
      <TextField
        label={ENROLMENT_FIELD_LABELS.cod_pagto}
        name="cod_pagto"
        value={value.cod_pagto}
        onChange={(event) => onField({ cod_pagto: event.target.value })}
        disabled={disabled}
        size="small"
        fullWidth
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          label={ENROLMENT_FIELD_LABELS.gera_comissao}
          control={
            <Switch
              name="gera_comissao"
              checked={value.gera_comissao}
              onChange={(event) => onField({ gera_comissao: event.target.checked })}
              disabled={disabled}
            />
          }
        />
        <FormControlLabel
          label={ENROLMENT_FIELD_LABELS.libera_conteudo}
          control={
            <Switch
              name="libera_conteudo"
              checked={value.libera_conteudo}
              onChange={(event) => onField({ libera_conteudo: event.target.checked })}
              disabled={disabled}
            />
          }
        />
      </Stack>
    </>
  );
}
