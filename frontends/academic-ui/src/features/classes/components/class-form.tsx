import type { Dispatch, SetStateAction } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CLASS_PERIODS,
  type ClassStatusRow,
  type EnrolmentCharges,
  type EnrolmentStatusRow,
  type PaymentMethodRow,
  type TrainingRow,
} from '@treina/contracts';
import { DatePickerField, useFieldErrors } from '@treina/ui-kit';
import type { InstructorOption } from '../../../shared/api/get-users';
import { amountBRL, typedCentavos } from '../../../shared/format/money';
import { type ClassFormData, seatsError, seatsOf } from '../class-form-data';
import { freeSeatsOf } from '../class-student-count';
import { isClassFinished, type AddStudentRow, type TransferContext } from '../class-enrolment';
import { ClassStudentsSection } from './class-students-section';
import { WeekdaysField } from './weekdays-field';

export interface ClassFormProps {
  data: ClassFormData;
  onChange: Dispatch<SetStateAction<ClassFormData>>;
  trainings: readonly TrainingRow[];
  instructors: readonly InstructorOption[];
  classStatuses: readonly ClassStatusRow[];
  enrolmentStatuses: readonly EnrolmentStatusRow[];
  paymentMethods: readonly PaymentMethodRow[];
  /** Where each stored entry's charges stand (finance), by enrolment id. */
  enrolmentCharges?: ReadonlyMap<number, EnrolmentCharges>;
  loadTransferContext(studentId: number): Promise<TransferContext>;
  /** The add-student row as filled in and not added (null when empty). */
  onEnrolmentDraftChange?(row: AddStudentRow | null): void;
}

/** 'Vagas livres: N' as the form's list stands (the server counts again on save), or the no-limit hint. */
function seatsHelper(data: ClassFormData): string {
  const free = freeSeatsOf(seatsOf(data.vagas), data.alunos);
  return free === null ? 'Em branco: turma sem limite de vagas' : `Vagas livres: ${free}`;
}

/** The class price's hint: empty, the training's price applies (named when it has one). */
function priceHelper(data: ClassFormData, trainings: readonly TrainingRow[]): string {
  if (typedCentavos(data.valor) === undefined) return 'Informe o valor em reais, zero ou mais (ex.: 1.500,50).';
  const trainingPrice = amountBRL(trainings.find((training) => training.id === data.id_treinamento)?.valor);
  return trainingPrice ? `Em branco: vale o valor do treinamento (${trainingPrice})` : 'Em branco: vale o valor do treinamento';
}

function selectValue<T>(value: T | '', options: readonly T[]): T | '' {
  return value !== '' && options.includes(value) ? value : '';
}

/** 'Dados da Turma': the class fields, then 'Alunos nesta Turma'. */
export function ClassForm(props: ClassFormProps) {
  const {
    data,
    onChange,
    trainings,
    instructors,
    classStatuses,
    enrolmentStatuses,
    paymentMethods,
    enrolmentCharges,
    loadTransferContext,
    onEnrolmentDraftChange,
  } = props;
  const set = <K extends keyof ClassFormData>(key: K, value: ClassFormData[K]) => onChange((current) => ({ ...current, [key]: value }));
  const numberOrEmpty = (text: string) => (text === '' ? '' : Number(text));
  const fieldError = useFieldErrors();
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          select
          label="Treinamento"
          name="id_treinamento"
          value={selectValue(
            data.id_treinamento,
            trainings.map((t) => t.id),
          )}
          onChange={(event) => set('id_treinamento', numberOrEmpty(event.target.value))}
          required
          {...fieldError('id_treinamento', 'Selecione o Treinamento')}
          fullWidth
        >
          {trainings.map((training) => (
            <MenuItem key={training.id} value={training.id}>
              {training.nome_treinamento}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Instrutor"
          name="id_instrutor"
          value={selectValue(
            data.id_instrutor,
            instructors.map((i) => i.id),
          )}
          onChange={(event) => set('id_instrutor', numberOrEmpty(event.target.value))}
          helperText="Selecione o Usuário"
          fullWidth
        >
          <MenuItem value="">
            <em>Nenhum</em>
          </MenuItem>
          {instructors.map((instructor) => (
            <MenuItem key={instructor.id} value={instructor.id}>
              {instructor.nome}
            </MenuItem>
          ))}
        </TextField>
        <DatePickerField
          label="Data de Início"
          name="data_inicio"
          value={data.data_inicio}
          onChange={(value) => set('data_inicio', value)}
          required
          {...fieldError('data_inicio')}
          fullWidth
        />
        <DatePickerField
          label="Data de Término"
          name="data_fim"
          value={data.data_fim}
          onChange={(value) => set('data_fim', value)}
          required
          {...fieldError('data_fim')}
          fullWidth
        />
        <TextField
          select
          label="Período"
          name="id_periodo_turma"
          value={selectValue(
            data.id_periodo_turma,
            CLASS_PERIODS.map((p) => p.id_periodo_turma),
          )}
          onChange={(event) => set('id_periodo_turma', numberOrEmpty(event.target.value))}
          required
          {...fieldError('id_periodo_turma')}
          fullWidth
        >
          {CLASS_PERIODS.map((period) => (
            <MenuItem key={period.id_periodo_turma} value={period.id_periodo_turma}>
              {period.nome_periodo_turma}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status da Turma"
          name="id_status_turma"
          value={selectValue(
            data.id_status_turma,
            classStatuses.map((s) => s.id_status_turma),
          )}
          onChange={(event) => set('id_status_turma', numberOrEmpty(event.target.value))}
          required
          {...fieldError('id_status_turma', 'Selecione o Status da Turma')}
          fullWidth
        >
          {classStatuses.map((status) => (
            <MenuItem key={status.id_status_turma} value={status.id_status_turma}>
              {status.nome_status_turma}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Vagas"
          name="vagas"
          value={data.vagas}
          onChange={(event) => set('vagas', event.target.value.replace(/\D/g, '').slice(0, 5))}
          error={seatsError(data.vagas) !== null}
          helperText={seatsError(data.vagas) ?? seatsHelper(data)}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'class-seats-input' } }}
          fullWidth
        />
        <WeekdaysField
          value={data.dias_semana}
          onChange={(days) => set('dias_semana', days)}
          {...fieldError('dias_semana', 'As aulas são geradas nestes dias, entre o início e o término')}
        />
        <TextField
          label="Valor da turma (R$)"
          name="valor"
          value={data.valor}
          onChange={(event) => set('valor', event.target.value)}
          error={typedCentavos(data.valor) === undefined}
          helperText={priceHelper(data, trainings)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        <TextField
          label="Descrição da Turma"
          name="desc_turma"
          value={data.desc_turma}
          onChange={(event) => set('desc_turma', event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ gridColumn: { md: 'span 2' } }}
        />
      </Box>
      <Divider />
      <ClassStudentsSection
        classId={data.id}
        entries={data.alunos}
        onChange={(update) => onChange((current) => ({ ...current, alunos: update(current.alunos) }))}
        readOnly={isClassFinished(data.id_status_turma)}
        statuses={enrolmentStatuses}
        paymentMethods={paymentMethods}
        charges={enrolmentCharges}
        loadTransferContext={loadTransferContext}
        onDraftChange={onEnrolmentDraftChange}
      />
    </Stack>
  );
}
