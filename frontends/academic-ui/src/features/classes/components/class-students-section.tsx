import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EnrolmentCharges, EnrolmentStatusRow, PaymentMethodRow } from '@treina/contracts';
import { isNewEntry, type AddStudentRow, type EnrolmentFormEntry, type TransferContext } from '../class-enrolment';
import { msgAddedNotSaved, msgUnsavedEntries, unsavedEntries } from '../class-enrolment-pending';
import { EnrolStudentForm } from './enrol-student-form';
import { EnrolledStudentRow } from './enrolled-student-row';

export interface ClassStudentsSectionProps {
  /** The class being edited (its own entries are not transfer origins). */
  classId?: number;
  entries: readonly EnrolmentFormEntry[];
  /** Receives an updater: status changes finish after an asynchronous read. */
  onChange(update: (entries: EnrolmentFormEntry[]) => EnrolmentFormEntry[]): void;
  /** A finished class (status not 1, 2, 3) locks every control of the section. */
  readOnly: boolean;
  statuses: readonly EnrolmentStatusRow[];
  paymentMethods: readonly PaymentMethodRow[];
  /** Where each stored entry's charges stand, by enrolment id (finance; empty when not shown). */
  charges?: ReadonlyMap<number, EnrolmentCharges>;
  /** A stored entry moving to 7/8: the student's transfer requests, fetched fresh. */
  loadTransferContext(studentId: number): Promise<TransferContext>;
  /** The add-student row as filled in (null when empty): the dialog counts it as unsaved, and 'Salvar' takes it. */
  onDraftChange?(row: AddStudentRow | null): void;
}

/** Read by screen readers only (sizes as text: a bare 1 in `sx` reads 100 %). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * 'Alunos nesta Turma': the add-student row, the students added and not saved yet (first, marked 'Não salvo', with a notice), then the
 * class's students; one alert, by the add-student row's button when it arose there, else above the rows. 'Adicionar Aluno' keeps the
 * student in the list until 'Salvar': the new row is scrolled to and announced.
 */
export function ClassStudentsSection(props: ClassStudentsSectionProps) {
  const { classId, entries, onChange, readOnly, statuses, paymentMethods, charges, loadTransferContext, onDraftChange } = props;
  // One alert for the section, shown where it arose: in the add-student row (by its button) or above the list.
  const [alert, setAlert] = useState<{ message: string; inAddRow: boolean }>({ message: '', inAddRow: false });
  const listAlert = (message: string) => setAlert({ message, inAddRow: false });
  const addRowAlert = (message: string) => setAlert({ message, inAddRow: true });
  const closeAlert = () => setAlert({ message: '', inAddRow: false });
  const [announcement, setAnnouncement] = useState('');
  const [justAdded, setJustAdded] = useState<string | null>(null);
  // The row just added is brought into view as it mounts.
  const scrollIntoView = useCallback((node: HTMLDivElement | null) => node?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }), []);

  const replace = (key: string, update: (entry: EnrolmentFormEntry) => EnrolmentFormEntry) =>
    onChange((current) => current.map((entry) => (entry.key === key ? update(entry) : entry)));

  const unsaved = unsavedEntries(entries);
  const shown = [...unsaved, ...entries.filter((entry) => !isNewEntry(entry))];

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
      {alert.message && !alert.inAddRow && (
        <Alert severity="warning" onClose={closeAlert} data-testid="students-alert">
          {alert.message}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN} data-testid="students-announcement">
        {announcement}
      </Box>
      <EnrolStudentForm
        classId={classId}
        entries={entries}
        onChange={onChange}
        onAlert={addRowAlert}
        alert={alert.inAddRow ? alert.message : ''}
        onCloseAlert={closeAlert}
        onAdded={(entry) => {
          setAnnouncement(msgAddedNotSaved(entry.nome_aluno));
          setJustAdded(entry.key);
        }}
        onDraftChange={onDraftChange}
        readOnly={readOnly}
        statuses={statuses}
        paymentMethods={paymentMethods}
      />
      {unsaved.length > 0 && (
        <Alert severity="warning" role="note" variant="outlined" data-testid="unsaved-enrolments">
          {msgUnsavedEntries(unsaved.length)}
        </Alert>
      )}
      {shown.map((entry) => (
        <EnrolledStudentRow
          key={entry.key}
          ref={entry.key === justAdded ? scrollIntoView : undefined}
          entry={entry}
          readOnly={readOnly}
          statuses={statuses}
          paymentMethods={paymentMethods}
          charges={entry.id === undefined ? undefined : charges?.get(entry.id)}
          onUpdate={(update) => replace(entry.key, update)}
          onRemove={() => onChange((current) => current.filter((other) => other.key !== entry.key))}
          onAlert={listAlert}
          loadTransferContext={loadTransferContext}
        />
      ))}
    </Stack>
  );
}
