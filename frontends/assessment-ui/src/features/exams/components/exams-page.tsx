import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { ExamRow } from '@treina/contracts';
import { DataTable, FormModal, Notification, PageCard, useFormState, useNotification } from '@treina/ui-kit';
import { refusalOr, useCrudPermissions } from '@treina/web-platform';
import { useTrainingOptions } from '../../../shared/api/get-trainings';
import { filterValues, withFilter } from '../../../shared/list-filters';
import { TrainingSelect } from '../../../shared/training-select';
import { useCreateExam, useDeleteExams, useExamsTable, useUpdateExam } from '../api/get-exams';
import { EMPTY_EXAM_FORM, examBodyOf, examFormErrors, examFormFor, type ExamFormData } from '../exam-form-rules';
import { EXAM_COLUMNS } from './exam-columns';
import { ExamForm } from './exam-form';
import { ExamHistorySection } from './exam-history-section';

const EXAM_MESSAGES = {
  created: 'Simulado criado com sucesso!',
  updated: 'Simulado atualizado com sucesso!',
  deleted: 'Simulado(s) excluído(s) com sucesso!',
  loadFailed: 'Ocorreu um erro ao consultar os simulados.',
  createFailed: 'Ocorreu um erro ao criar o simulado.',
  updateFailed: 'Ocorreu um erro ao atualizar o simulado.',
  deleteFailed: 'Ocorreu um erro ao excluir o(s) simulado(s).',
} as const;

/** Simulados (/simulados): every training's exams; new, edit, delete, and each one's 'Resultados'. */
export function ExamsPage() {
  const can = useCrudPermissions('exams');
  const exams = useExamsTable();
  const trainings = useTrainingOptions();
  const trainingNames = useMemo(
    () => new Map((trainings.data ?? []).map((training) => [training.id, training.nome_treinamento])),
    [trainings.data],
  );
  const { notify, notificationProps } = useNotification();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const { form, setForm, reset, dirty } = useFormState<ExamFormData>(EMPTY_EXAM_FORM);
  const createExam = useCreateExam();
  const updateExam = useUpdateExam();
  const deleteExams = useDeleteExams();

  const { state, onStateChange } = exams.server;
  const filters = filterValues(state.columnFilters);

  const openCreate = () => {
    reset({ ...EMPTY_EXAM_FORM, id_treinamento: Number(filters.id_treinamento) || '' });
    setModal({ open: true, mode: 'create' });
  };
  const openEdit = (row: ExamRow) => {
    reset(examFormFor(row));
    setModal({ open: true, mode: 'update' });
  };

  const save = async (): Promise<boolean> => {
    const body = examBodyOf(form);
    const creating = modal.mode === 'create';
    try {
      if (creating) await createExam.mutateAsync(body);
      else await updateExam.mutateAsync({ id: form.id!, body });
      notify.success(creating ? EXAM_MESSAGES.created : EXAM_MESSAGES.updated);
      return true;
    } catch (error) {
      notify.error(refusalOr(error, creating ? EXAM_MESSAGES.createFailed : EXAM_MESSAGES.updateFailed));
      return false;
    }
  };

  const remove = async (rows: ExamRow[]) => {
    try {
      await deleteExams.mutateAsync(rows.map((row) => row.id));
      notify.success(EXAM_MESSAGES.deleted);
    } catch (error) {
      notify.error(refusalOr(error, EXAM_MESSAGES.deleteFailed));
    }
  };

  return (
    <PageCard
      title="Simulados"
      action={
        can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
            Novo Simulado
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        <TrainingSelect
          size="small"
          trainings={trainings.data ?? []}
          value={Number(filters.id_treinamento) || ''}
          emptyLabel="Todos"
          onChange={(value) =>
            onStateChange({ ...state, columnFilters: withFilter(state.columnFilters, 'id_treinamento', String(value)), pageIndex: 0 })
          }
          sx={{ maxWidth: 320 }}
        />
        {exams.error && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(exams.error, EXAM_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<ExamRow>
          aria-label="Simulados"
          columns={EXAM_COLUMNS}
          data={exams.rows}
          getRowId={(row) => row.id}
          isLoading={exams.isLoading}
          server={exams.server}
          list={exams.list}
          exportFileName="relatorio_simulados.csv"
          onEdit={can.update ? openEdit : undefined}
          onDelete={can.delete ? remove : undefined}
        />
      </Stack>
      <FormModal
        open={modal.open}
        title="Dados do Simulado"
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSave={save}
        saving={createExam.isPending || updateExam.isPending}
        dirty={dirty}
        errors={examFormErrors(form)}
      >
        <ExamForm data={form} onChange={setForm} trainings={trainings.data ?? []} />
        {modal.mode === 'update' && form.id !== undefined && (
          <ExamHistorySection key={form.id} examId={form.id} trainings={trainingNames} />
        )}
      </FormModal>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
