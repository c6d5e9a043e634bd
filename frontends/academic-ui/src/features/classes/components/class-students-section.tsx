import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EnrolmentStatusRow, PaymentMethodRow } from '@treina/contracts';
import type { EnrolmentFormEntry, TransferContext } from '../class-enrolment';
import { EnrolStudentForm } from './enrol-student-form';
import { EnrolledStudentRow } from './enrolled-student-row';

export interface ClassStudentsSectionProps {
  /** The class being edited (its own entries are not transfer origins). */
  classId?: number;
  entries: readonly EnrolmentFormEntry[];
  /** Receives an updater: status changes finish after an asynchronous read. */
  onChange(update: (entries: EnrolmentFormEntry[]) => EnrolmentFormEntry[]): void;
  /** SPEC: a finished class (status not 1, 2, 3) locks every control of the section. */
  readOnly: boolean;
  statuses: readonly EnrolmentStatusRow[];
  paymentMethods: readonly PaymentMethodRow[];
  /** A stored entry moving to 7/8: the student's transfer requests, fetched fresh. */
  loadTransferContext(studentId: number): Promise<TransferContext>;
}

/** 'Alunos nesta Turma': the add-student row, then one row per student of the class; one alert for both. */
export function ClassStudentsSection(props: ClassStudentsSectionProps) {
  const { classId, entries, onChange, readOnly, statuses, paymentMethods, loadTransferContext } = props;
  const [alert, setAlert] = useState('');

  const replace = (key: string, update: (entry: EnrolmentFormEntry) => EnrolmentFormEntry) =>
    onChange((current) => current.map((entry) => (entry.key === key ? update(entry) : entry)));

  return (
    <Stack spacing={2} component="section" aria-label="Alunos nesta Turma">
      <Typography variant="h6" component="h3">
        Alunos nesta Turma
      </Typography>
      {readOnly && (
        <Typography variant="body2" color="text.secondary" data-testid="students-locked">
          Turma finalizada: os alunos não podem ser alterados.
        </Typography>
      )}
      {alert && (
        <Alert severity="warning" onClose={() => setAlert('')} data-testid="students-alert">
          {alert}
        </Alert>
      )}
      <EnrolStudentForm
        classId={classId}
        entries={entries}
        onChange={onChange}
        onAlert={setAlert}
        readOnly={readOnly}
        statuses={statuses}
        paymentMethods={paymentMethods}
      />
      {entries.map((entry) => (
        <EnrolledStudentRow
          key={entry.key}
          entry={entry}
          readOnly={readOnly}
          statuses={statuses}
          paymentMethods={paymentMethods}
          onUpdate={(update) => replace(entry.key, update)}
          onRemove={() => onChange((current) => current.filter((other) => other.key !== entry.key))}
          onAlert={setAlert}
          loadTransferContext={loadTransferContext}
        />
      ))}
    </Stack>
  );
}
