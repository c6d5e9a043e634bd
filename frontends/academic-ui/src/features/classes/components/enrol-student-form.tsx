import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { EnrolmentStatusRow, PaymentMethodRow } from '@treina/contracts';
import { ENROLMENT_FIELD_LABELS } from '../class-enrolment';
import { excludedStudentIds } from '../class-enrolment-list';
import { useEnrolStudentForm, type EnrolStudentFormOptions } from '../hooks/use-enrol-student-form';
import { EnrolmentFields } from './enrolment-fields';
import { EnrolmentRowBox } from './enrolment-row-box';
import { StudentPicker } from './student-picker';

export interface EnrolStudentFormProps extends EnrolStudentFormOptions {
  readOnly: boolean;
  statuses: readonly EnrolmentStatusRow[];
  paymentMethods: readonly PaymentMethodRow[];
  /** The section's alert when this row raised it ('' for none): shown by the button, where the user looks. */
  alert: string;
  onCloseAlert(): void;
}

/** 'Adicionar aluno': pick a student not yet listed, fill in the enrolment, 'Adicionar Aluno' (or 'Limpar'). */
export function EnrolStudentForm({ readOnly, statuses, paymentMethods, alert, onCloseAlert, ...options }: EnrolStudentFormProps) {
  const form = useEnrolStudentForm(options);
  const disabled = readOnly || form.clearing;
  return (
    <EnrolmentRowBox label="Adicionar aluno">
      <Box sx={{ gridColumn: { md: 'span 3' } }}>
        <StudentPicker
          value={form.picked}
          onChange={form.pickStudent}
          excludedIds={excludedStudentIds([...options.entries])}
          disabled={disabled}
          required
          error={form.missing.includes(ENROLMENT_FIELD_LABELS.id_aluno)}
        />
      </Box>
      <EnrolmentFields
        value={form.row}
        isNew
        disabled={disabled}
        statuses={statuses}
        paymentMethods={paymentMethods}
        onStatus={form.chooseStatus}
        onOrigin={form.chooseOrigin}
        onField={form.setFields}
        required
        missing={form.missing}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={form.add} disabled={disabled}>
          Adicionar Aluno
        </Button>
        {form.filled && (
          <Button variant="text" onClick={form.clear} disabled={disabled}>
            Limpar
          </Button>
        )}
      </Stack>
      {alert && (
        <Alert
          key={alert}
          ref={(node: HTMLDivElement | null) => node?.scrollIntoView?.({ block: 'nearest' })}
          severity="warning"
          onClose={onCloseAlert}
          data-testid="students-alert"
          sx={{ gridColumn: '1 / -1' }}
        >
          {alert}
        </Alert>
      )}
    </EnrolmentRowBox>
  );
}
