import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { QuestionRow } from '@treina/contracts';
import { DataTable, FormModal, Notification, PageCard, useFormState, useNotification } from '@treina/ui-kit';
import { refusalOr, useCrudPermissions } from '@treina/web-platform';
import { useTrainingOptions } from '../../../shared/api/get-trainings';
import { filterValues, withFilter } from '../../../shared/list-filters';
import { useQuestionsTable } from '../api/get-questions';
import { useCreateQuestion, useDeleteQuestions, useUpdateQuestion } from '../api/question-mutations';
import { EMPTY_QUESTION_FORM, questionBodyOf, questionFormErrors, questionFormFor, type QuestionFormData } from '../question-form-rules';
import { QUESTION_COLUMNS } from './question-columns';
import { QuestionFilterBar } from './question-filter-bar';
import { QuestionForm } from './question-form';
import { QuestionHistorySection } from './question-history-section';
import { QuestionImportDialog } from './question-import-dialog';

const QUESTION_MESSAGES = {
  created: 'Questão criada com sucesso!',
  updated: 'Questão atualizada com sucesso!',
  deleted: 'Questão(ões) excluída(s) com sucesso!',
  imported: (count: number) => `${count} ${count === 1 ? 'questão importada' : 'questões importadas'} com sucesso!`,
  loadFailed: 'Ocorreu um erro ao consultar as questões.',
  createFailed: 'Ocorreu um erro ao criar a questão.',
  updateFailed: 'Ocorreu um erro ao atualizar a questão.',
  deleteFailed: 'Ocorreu um erro ao excluir a(s) questão(ões).',
} as const;

/** Questões (/questoes): the question bank of every training, searched and filtered by the server; new, edit, delete, import. */
export function QuestionsPage() {
  const can = useCrudPermissions('exams');
  const questions = useQuestionsTable();
  const trainings = useTrainingOptions();
  const trainingNames = useMemo(
    () => new Map((trainings.data ?? []).map((training) => [training.id, training.nome_treinamento])),
    [trainings.data],
  );
  const { notify, notificationProps } = useNotification();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const [importing, setImporting] = useState(false);
  const { form, setForm, reset, dirty } = useFormState<QuestionFormData>(EMPTY_QUESTION_FORM);
  const createQuestion = useCreateQuestion();
  const updateQuestion = useUpdateQuestion();
  const deleteQuestions = useDeleteQuestions();

  const { state, onStateChange } = questions.server;
  const filters = filterValues(state.columnFilters);
  const changeFilter = (id: string, value: string) =>
    onStateChange({ ...state, columnFilters: withFilter(state.columnFilters, id, value), pageIndex: 0 });

  const openCreate = () => {
    // A new question starts in the training the list is filtered by.
    const training = Number(filters.id_treinamento) || '';
    reset({ ...EMPTY_QUESTION_FORM, id_treinamento: training, topico: filters.topico ?? '' });
    setModal({ open: true, mode: 'create' });
  };
  const openEdit = (row: QuestionRow) => {
    reset(questionFormFor(row));
    setModal({ open: true, mode: 'update' });
  };

  const save = async (): Promise<boolean> => {
    const body = questionBodyOf(form);
    const creating = modal.mode === 'create';
    try {
      if (creating) await createQuestion.mutateAsync(body);
      else await updateQuestion.mutateAsync({ id: form.id!, body });
      notify.success(creating ? QUESTION_MESSAGES.created : QUESTION_MESSAGES.updated);
      return true;
    } catch (error) {
      notify.error(refusalOr(error, creating ? QUESTION_MESSAGES.createFailed : QUESTION_MESSAGES.updateFailed));
      return false;
    }
  };

  const remove = async (rows: QuestionRow[]) => {
    try {
      await deleteQuestions.mutateAsync(rows.map((row) => row.id));
      notify.success(QUESTION_MESSAGES.deleted);
    } catch (error) {
      notify.error(refusalOr(error, QUESTION_MESSAGES.deleteFailed));
    }
  };

  return (
    <PageCard
      title="Questões"
      action={
        can.create ? (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              Importar
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
              Nova Questão
            </Button>
          </Stack>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        <QuestionFilterBar values={filters} onChange={changeFilter} trainings={trainings.data ?? []} />
        {questions.error && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(questions.error, QUESTION_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<QuestionRow>
          aria-label="Questões"
          columns={QUESTION_COLUMNS}
          data={questions.rows}
          getRowId={(row) => row.id}
          isLoading={questions.isLoading}
          server={questions.server}
          list={questions.list}
          exportFileName="relatorio_questoes.csv"
          onEdit={can.update ? openEdit : undefined}
          onDelete={can.delete ? remove : undefined}
        />
      </Stack>
      <FormModal
        open={modal.open}
        title="Dados da Questão"
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSave={save}
        saving={createQuestion.isPending || updateQuestion.isPending}
        dirty={dirty}
        errors={questionFormErrors(form)}
      >
        <QuestionForm data={form} onChange={setForm} trainings={trainings.data ?? []} />
        {modal.mode === 'update' && form.id !== undefined && (
          <QuestionHistorySection key={form.id} questionId={form.id} trainings={trainingNames} />
        )}
      </FormModal>
      <QuestionImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false);
          notify.success(QUESTION_MESSAGES.imported(count));
        }}
      />
      <Notification {...notificationProps} />
    </PageCard>
  );
}
