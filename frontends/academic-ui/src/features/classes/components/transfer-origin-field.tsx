import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ENROLMENT_FIELD_LABELS, type TransferContext } from '../class-enrolment';
import { MSG_CHOOSE_ORIGIN, originRequired } from '../class-enrolment-transfer';

export interface TransferOriginFieldProps {
  transfer: TransferContext;
  /** The chosen origin class. */
  value: number | null;
  disabled: boolean;
  onChange(classId: number | null): void;
}

/** 'Turma de Origem da Transferência': one of the student's transfer requests; required when there is a choice to make. */
export function TransferOriginField({ transfer, value, disabled, onChange }: TransferOriginFieldProps) {
  const mustChoose = originRequired(transfer);
  return (
    <TextField
      select
      label={ENROLMENT_FIELD_LABELS.id_turma_origem}
      name="id_turma_origem"
      value={transfer.requests.some((r) => r.id_turma === value) ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
      size="small"
      fullWidth
      required={mustChoose}
      error={mustChoose && !value}
      helperText={mustChoose && !value ? MSG_CHOOSE_ORIGIN : undefined}
    >
      {transfer.requests.map((request) => (
        <MenuItem key={request.id_turma} value={request.id_turma}>
          {request.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
