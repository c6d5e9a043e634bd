import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { EnrolmentStatusRow, PaymentMethodRow } from '@treina/contracts';
import { excludedStudentIds } from '../class-enrolment-list';
import { useEnrolStudentForm, type EnrolStudentFormOptions } from '../hooks/use-enrol-student-form';
import { EnrolmentFields } from './enrolment-fields';
import { EnrolmentRowBox } from './enrolment-row-box';
import { StudentPicker } from './student-picker';

export interface EnrolStudentFormProps extends EnrolStudentFormOptions {
  readOnly: boolean;
  statuses: readonly EnrolmentStatusRow[];
  paymentMethods: readonly PaymentMethodRow[];
}

/** 'Adicionar aluno': pick a student not yet listed, fill in the enrolment, 'Adicionar Aluno'. */
export function EnrolStudentForm({ readOnly, statuses, paymentMethods, ...options }: EnrolStudentFormProps) {
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
      />
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={form.add} disabled={disabled}>
          Adicionar Aluno
        </Button>
      </Box>
    </EnrolmentRowBox>
  );
}
