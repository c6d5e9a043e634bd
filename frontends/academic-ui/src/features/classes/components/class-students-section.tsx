import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { EnrolmentStatusRow, PaymentMethodRow, StudentRow } from '@treina/contracts';
import {
  EMPTY_ADD_ROW,
  MSG_CHOOSE_ORIGIN,
  addStudent,
  applyTransferStatus,
  chooseTransferOrigin,
  entersTransfer,
  excludedStudentIds,
  isTransferStatus,
  originRequired,
  showsOriginSelector,
  statusOptionsFor,
  transferContextFrom,
  type AddStudentRow,
  type EnrolmentFormEntry,
  type TransferContext,
} from '../class-students';
import { StudentPicker } from './student-picker';

/** SPEC section 9: the add-student row's clear flag resets after 500 ms. */
export const ADD_ROW_CLEAR_RESET_MS = 500;

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
>;

interface EntryFieldsProps {
  value: EditableFields;
  isNew: boolean;
  disabled: boolean;
  statuses: readonly EnrolmentStatusRow[];
  paymentMethods: readonly PaymentMethodRow[];
  onStatus(status: number | ''): void;
  onOrigin(classId: number | null): void;
  onField(patch: Partial<EditableFields>): void;
}

/** The fields every row has: status, transfer origin (when asked), payment, note, toggles. */
function EntryFields({ value, isNew, disabled, statuses, paymentMethods, onStatus, onOrigin, onField }: EntryFieldsProps) {
  const options = statusOptionsFor(isNew, statuses);
  const withOrigin = showsOriginSelector(value);
  const mustChoose = withOrigin && !!value.transfer && originRequired(value.transfer);
  return (
    <>
      <TextField
        select
        label="Status da Inscrição"
        name="id_inscricao"
        value={options.some((o) => o.id_status_inscricao === value.id_inscricao) ? value.id_inscricao : ''}
        onChange={(event) => onStatus(event.target.value === '' ? '' : Number(event.target.value))}
        disabled={disabled}
        size="small"
        fullWidth
      >
        {options.map((status) => (
          <MenuItem key={status.id_status_inscricao} value={status.id_status_inscricao}>
            {status.nome_status_inscricao}
          </MenuItem>
        ))}
      </TextField>
      {withOrigin && (
        <TextField
          select
          label="Turma de Origem da Transferência"
          name="id_turma_origem"
          value={value.transfer!.requests.some((r) => r.id_turma === value.id_turma_origem) ? value.id_turma_origem : ''}
          onChange={(event) => onOrigin(event.target.value === '' ? null : Number(event.target.value))}
          disabled={disabled}
          size="small"
          fullWidth
          required={mustChoose}
          error={mustChoose && !value.id_turma_origem}
          helperText={mustChoose && !value.id_turma_origem ? MSG_CHOOSE_ORIGIN : undefined}
        >
          {value.transfer!.requests.map((request) => (
            <MenuItem key={request.id_turma} value={request.id_turma}>
              {request.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label="Forma de Pagamento"
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
        label="Valor Pago"
        name="valor_pago"
        value={value.valor_pago}
        onChange={(event) => onField({ valor_pago: event.target.value })}
        disabled={disabled}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        label="Obs. Pagamento"
        name="cod_pagto"
        value={value.cod_pagto}
        onChange={(event) => onField({ cod_pagto: event.target.value })}
        disabled={disabled}
        size="small"
        fullWidth
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          label="Gera Comissão"
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
          label="Libera Conteúdo"
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

function RowBox({ label, children, dimmed = false }: { label: string; children: ReactNode; dimmed?: boolean }) {
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'center',
        opacity: dimmed ? 0.6 : 1,
      }}
    >
      {children}
    </Paper>
  );
}

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

/** 'Alunos nesta Turma': the add-student row, then one row per student of the class. */
export function ClassStudentsSection(props: ClassStudentsSectionProps) {
  const { classId, entries, onChange, readOnly, statuses, paymentMethods, loadTransferContext } = props;
  const [addRow, setAddRow] = useState<AddStudentRow>(EMPTY_ADD_ROW);
  const [picked, setPicked] = useState<StudentRow | null>(null);
  const [alert, setAlert] = useState('');
  const [clearAddRow, setClearAddRow] = useState(false);

  // The clear flag (set with the emptied add-student row) resets itself after 500 ms.
  useEffect(() => {
    if (!clearAddRow) return undefined;
    const timer = setTimeout(() => setClearAddRow(false), ADD_ROW_CLEAR_RESET_MS);
    return () => clearTimeout(timer);
  }, [clearAddRow]);

  /** A new 7/8 entry: copy from the only request, ask for the origin, or alert. */
  const withTransferRule = (row: AddStudentRow, student: StudentRow | null): AddStudentRow => {
    if (!student || !isTransferStatus(row.id_inscricao)) return { ...row, transfer: undefined, id_turma_origem: null };
    const outcome = applyTransferStatus(row, transferContextFrom(student.turmas ?? [], classId));
    if (outcome.entry === undefined) {
      setAlert(outcome.alert);
      return { ...row, id_inscricao: '', transfer: undefined, id_turma_origem: null };
    }
    return outcome.entry;
  };

  const pickStudent = (student: StudentRow | null) => {
    setAlert('');
    setPicked(student);
    setAddRow(withTransferRule({ ...addRow, id_aluno: student?.id ?? null, nome_aluno: student?.nome_aluno ?? '' }, student));
  };

  const add = () => {
    const result = addStudent(entries, addRow);
    if (result.alert) {
      setAlert(result.alert);
      return;
    }
    if (isTransferStatus(addRow.id_inscricao) && addRow.transfer && originRequired(addRow.transfer) && !addRow.id_turma_origem) {
      setAlert(MSG_CHOOSE_ORIGIN);
      return;
    }
    setAlert('');
    const row = addRow;
    onChange((current) => addStudent(current, row).entries);
    setAddRow(EMPTY_ADD_ROW);
    setPicked(null);
    setClearAddRow(true);
  };

  const replace = (key: string, update: (entry: EnrolmentFormEntry) => EnrolmentFormEntry) =>
    onChange((current) => current.map((entry) => (entry.key === key ? update(entry) : entry)));

  const changeStatus = async (entry: EnrolmentFormEntry, status: number | '') => {
    setAlert('');
    const next = { ...entry, id_inscricao: status };
    if (!entersTransfer(next)) {
      replace(entry.key, (current) => ({
        ...current,
        id_inscricao: status,
        transfer: undefined,
        id_turma_origem: current.storedStatus === undefined ? null : current.id_turma_origem,
      }));
      return;
    }
    replace(entry.key, (current) => ({ ...current, id_inscricao: status }));
    try {
      const context = await loadTransferContext(entry.id_aluno);
      const outcome = applyTransferStatus(next, context);
      if (outcome.entry === undefined) {
        setAlert(outcome.alert);
        replace(entry.key, (current) => ({ ...current, id_inscricao: entry.id_inscricao }));
      } else {
        const updated = outcome.entry;
        replace(entry.key, () => updated);
      }
    } catch (error) {
      console.error('[academic_ui] transfer requests could not be read', error);
      replace(entry.key, (current) => ({ ...current, id_inscricao: entry.id_inscricao }));
    }
  };

  const fieldsDisabled = readOnly || clearAddRow;

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
      <RowBox label="Adicionar aluno">
        <Box sx={{ gridColumn: { md: 'span 3' } }}>
          <StudentPicker value={picked} onChange={pickStudent} excludedIds={excludedStudentIds([...entries])} disabled={fieldsDisabled} />
        </Box>
        <EntryFields
          value={addRow}
          isNew
          disabled={fieldsDisabled}
          statuses={statuses}
          paymentMethods={paymentMethods}
          onStatus={(status) => {
            setAlert('');
            setAddRow(withTransferRule({ ...addRow, id_inscricao: status }, picked));
          }}
          onOrigin={(origin) => setAddRow((row) => chooseTransferOrigin(row, origin))}
          onField={(patch) => setAddRow((row) => ({ ...row, ...patch }))}
        />
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={fieldsDisabled}>
            Adicionar Aluno
          </Button>
        </Box>
      </RowBox>
      {entries.map((entry) => (
        <RowBox key={entry.key} label={entry.nome_aluno} dimmed={entry.id_inscricao === 4 || entry.id_inscricao === 6}>
          <Box sx={{ gridColumn: { md: 'span 3' }, display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField label="Aluno" value={entry.nome_aluno} disabled size="small" fullWidth />
            <Tooltip title="Remover aluno da turma">
              <span>
                <IconButton
                  aria-label={`Remover ${entry.nome_aluno}`}
                  onClick={() => onChange((current) => current.filter((other) => other.key !== entry.key))}
                  disabled={readOnly}
                  color="error"
                >
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
          <EntryFields
            value={entry}
            isNew={entry.storedStatus === undefined}
            disabled={readOnly}
            statuses={statuses}
            paymentMethods={paymentMethods}
            onStatus={(status) => void changeStatus(entry, status)}
            onOrigin={(origin) => replace(entry.key, (current) => chooseTransferOrigin(current, origin))}
            onField={(patch) => replace(entry.key, (current) => ({ ...current, ...patch }))}
          />
        </RowBox>
      ))}
    </Stack>
  );
}
