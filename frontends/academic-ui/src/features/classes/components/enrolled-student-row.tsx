import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { EnrolmentCharges, EnrolmentStatusRow, PaymentMethodRow } from '@treina/contracts';
import { ENROLMENT_FIELD_LABELS, isNewEntry, type EnrolmentFormEntry } from '../class-enrolment';
import { chargeSummary } from '../class-enrolment-charges';
import { UNSAVED_LABEL } from '../class-enrolment-pending';
import { changeEnrolmentStatus, type StatusChangeEffects } from '../class-enrolment-status';
import { chooseTransferOrigin } from '../class-enrolment-transfer';
import { EnrolmentFields } from './enrolment-fields';
import { EnrolmentRowBox } from './enrolment-row-box';

export interface EnrolledStudentRowProps extends Omit<StatusChangeEffects, 'update' | 'alert'> {
  entry: EnrolmentFormEntry;
  readOnly: boolean;
  statuses: readonly EnrolmentStatusRow[];
  paymentMethods: readonly PaymentMethodRow[];
  /** Where the entry's charges stand (finance); absent when it has none or the viewer may not see them. */
  charges?: EnrolmentCharges;
  /** Replaces the entry with what `update` makes of its current state. */
  onUpdate(update: (entry: EnrolmentFormEntry) => EnrolmentFormEntry): void;
  onRemove(): void;
  /** Shows the section's alert; '' hides it. */
  onAlert(message: string): void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A student of the class: the name (plain text, fully readable) with its remove button, then the
 * enrolment's fields. Removed (4) and transfer-requested (6) rows are dimmed; a row added in this
 * form reads 'Não salvo' until 'Salvar'.
 */
export function EnrolledStudentRow(props: EnrolledStudentRowProps) {
  const { entry, readOnly, statuses, paymentMethods, charges, onUpdate, onRemove, onAlert, loadTransferContext, ref } = props;
  const chargeChip = charges && chargeSummary(charges);
  const unsaved = isNewEntry(entry);
  return (
    <EnrolmentRowBox
      ref={ref}
      label={unsaved ? `${entry.nome_aluno} (${UNSAVED_LABEL.toLowerCase()})` : entry.nome_aluno}
      dimmed={entry.id_inscricao === 4 || entry.id_inscricao === 6}
      pending={unsaved}
    >
      <Box data-row-name sx={{ gridColumn: { md: 'span 3' }, display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" component="div" color="text.secondary">
            {ENROLMENT_FIELD_LABELS.aluno}
          </Typography>
          <Typography
            variant="subtitle1"
            component="div"
            data-testid="enrolled-student-name"
            sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {entry.nome_aluno}
          </Typography>
        </Box>
        {unsaved && (
          <Chip
            icon={<ScheduleIcon />}
            label={UNSAVED_LABEL}
            size="small"
            variant="outlined"
            data-testid="unsaved-chip"
            sx={{ borderColor: 'warning.main', color: 'text.primary', '& .MuiChip-icon': { color: 'warning.dark' } }}
          />
        )}
        {chargeChip && (
          <Chip label={chargeChip.label} color={chargeChip.color} size="small" variant="outlined" data-testid="enrolment-charges" />
        )}
        <Tooltip title={unsaved ? 'Tirar da lista (ainda não salvo)' : 'Remover aluno da turma'}>
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
