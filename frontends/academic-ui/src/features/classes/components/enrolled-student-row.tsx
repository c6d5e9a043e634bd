import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import type { EnrolmentStatusRow, PaymentMethodRow } from '@treina/contracts';
import type { EnrolmentFormEntry } from '../class-enrolment';
import { changeEnrolmentStatus, type StatusChangeEffects } from '../class-enrolment-status';
import { chooseTransferOrigin } from '../class-enrolment-transfer';
import { EnrolmentFields } from './enrolment-fields';
import { EnrolmentRowBox } from './enrolment-row-box';

export interface EnrolledStudentRowProps extends Omit<StatusChangeEffects, 'update' | 'alert'> {
  entry: EnrolmentFormEntry;
  readOnly: boolean;
  statuses: readonly EnrolmentStatusRow[];
  paymentMethods: readonly PaymentMethodRow[];
  /** Replaces the entry with what `update` makes of its current state. */
  onUpdate(update: (entry: EnrolmentFormEntry) => EnrolmentFormEntry): void;
  onRemove(): void;
  /** Shows the section's alert; '' hides it. */
  onAlert(message: string): void;
}

/** A student of the class: the name with its remove button, then the enrolment's fields. Removed (4) and transfer-requested (6) rows are dimmed. */
export function EnrolledStudentRow(props: EnrolledStudentRowProps) {
  const { entry, readOnly, statuses, paymentMethods, onUpdate, onRemove, onAlert, loadTransferContext } = props;
  return (
    <EnrolmentRowBox label={entry.nome_aluno} dimmed={entry.id_inscricao === 4 || entry.id_inscricao === 6}>
      <Box sx={{ gridColumn: { md: 'span 3' }, display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField label="Aluno" value={entry.nome_aluno} disabled size="small" fullWidth />
        <Tooltip title="Remover aluno da turma">
          <span>
            <IconButton aria-label={`Remover ${entry.nome_aluno}`} onClick={onRemove} disabled={readOnly} color="error">
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <EnrolmentFields
        value={entry}
        isNew={entry.storedStatus === undefined}
        disabled={readOnly}
        statuses={statuses}
        paymentMethods={paymentMethods}
        onStatus={(status) => void changeEnrolmentStatus(entry, status, { update: onUpdate, alert: onAlert, loadTransferContext })}
        onOrigin={(origin) => onUpdate((current) => chooseTransferOrigin(current, origin))}
        onField={(patch) => onUpdate((current) => ({ ...current, ...patch }))}
      />
    </EnrolmentRowBox>
  );
}
