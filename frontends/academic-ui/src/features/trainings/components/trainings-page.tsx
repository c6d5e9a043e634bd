import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { NewTrainingBody, TrainingRow } from '@treina/contracts';
import {
  DataTable,
  FormDraftOffers,
  FormModal,
  Notification,
  PageCard,
  useFormDrafts,
  useFormState,
  useNotification,
  type StoredFormDraft,
} from '@treina/ui-kit';
import { refusalOr, useCrudPermissions, useCurrentUser, useListState } from '@treina/web-platform';
import { useMaterials } from '../../../shared/api/get-materials';
import { useTrainingStatuses } from '../../../shared/api/get-reference-lists';
import { useTrainings } from '../../../shared/api/get-trainings';
import { instructorOptions, useUsers } from '../../../shared/api/get-users';
import { amountText } from '../../../shared/format/money';
import { useCreateTraining, useDeleteTrainings, useUpdateTraining } from '../api/training-mutations';
import { TRAINING_COLUMNS } from './training-columns';
import {
  cargaHorariaOf,
  DEFAULT_FREQUENCIA_MINIMA,
  EMPTY_TRAINING_FORM,
  frequenciaMinimaOf,
  pricesValid,
  TrainingForm,
  type TrainingFormData,
} from './training-form';
import { TrainingHistorySection } from './training-history-section';
import { trainingFormErrors } from '../training-form-rules';

const TRAINING_MESSAGES = {
  created: 'Treinamento criado com sucesso!',
  updated: 'Treinamento atualizado com sucesso!',
  deleted: 'Treinamento excluído com sucesso!',
  loadFailed: 'Ocorreu um erro ao consultar os treinamentos.',
  createFailed: 'Ocorreu um erro ao criar treinamento.',
  deleteFailed: 'Ocorreu um erro ao excluir treinamento(s).',
  updateFailed: 'Ocorreu um erro ao atualizar treinamento.',
} as const;

/** Treinamentos (/training). */
export function TrainingsPage() {
  const can = useCrudPermissions('training');
  const list = useListState({ listId: 'trainings' });
  const editing = can.create || can.update;
  const trainings = useTrainings();
  const users = useUsers(editing);
  const materials = useMaterials(editing);
  const statuses = useTrainingStatuses(editing);
  const { notify, notificationProps } = useNotification();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const { form, setForm, reset, dirty } = useFormState<TrainingFormData>(EMPTY_TRAINING_FORM);
  const drafts = useFormDrafts<TrainingFormData>(useCurrentUser()?.id_usuario, 'academic.training');
  const [current, setCurrent] = useState<TrainingRow | null>(null);
  const createTraining = useCreateTraining();
  const updateTraining = useUpdateTraining();
  const deleteTrainings = useDeleteTrainings();

  const instructors = useMemo(
    () => instructorOptions(users.data, current ? { id: current.id_instrutor, nome: current.nome_instrutor } : undefined),
    [users.data, current],
  );

  const openCreate = () => {
    setCurrent(null);
    reset(EMPTY_TRAINING_FORM);
    setModal({ open: true, mode: 'create' });
  };
  const openEdit = (row: TrainingRow) => {
    setCurrent(row);
    reset({
      id: row.id,
      nome_treinamento: row.nome_treinamento,
      id_instrutor: row.id_instrutor ?? '',
      carga_horaria: row.carga_horaria === null ? '' : String(row.carga_horaria),
      frequencia_minima: String(row.frequencia_minima ?? DEFAULT_FREQUENCIA_MINIMA),
      id_status_treinamento: row.id_status_treinamento,
      id_material: [...row.id_material],
      valor: amountText(row.valor),
      percentual_comissao: amountText(row.percentual_comissao),
    });
    setModal({ open: true, mode: 'update' });
  };

  const restore = (offer: StoredFormDraft<TrainingFormData>) => {
    const row = offer.recordId === null ? undefined : trainings.data?.find((training) => String(training.id) === offer.recordId);
    if (row) openEdit(row);
    else openCreate();
    drafts.take(offer);
    setForm(row ? offer.data : { ...offer.data, id: undefined });
  };

  const save = async (): Promise<boolean> => {
    // FormModal saves only a valid form; the checks narrow the types.
    const frequencia_minima = frequenciaMinimaOf(form.frequencia_minima);
    if (form.id_status_treinamento === '' || !cargaHorariaOf(form.carga_horaria).valid || frequencia_minima === null) return false;
    if (!pricesValid(form)) return false;
    const input: NewTrainingBody = {
      nome_treinamento: form.nome_treinamento.trim(),
      id_instrutor: form.id_instrutor === '' ? null : form.id_instrutor,
      carga_horaria: cargaHorariaOf(form.carga_horaria).value,
      frequencia_minima,
      id_status_treinamento: form.id_status_treinamento,
      id_material: form.id_material,
      valor: form.valor.trim() || null,
      percentual_comissao: form.percentual_comissao.trim() || null,
    };
    if (modal.mode === 'create') {
      try {
        await createTraining.mutateAsync(input);
        notify.success(TRAINING_MESSAGES.created);
        return true;
      } catch (error) {
        notify.error(refusalOr(error, TRAINING_MESSAGES.createFailed));
        return false;
      }
    }
    try {
      await updateTraining.mutateAsync({ ...input, id: form.id! });
      notify.success(TRAINING_MESSAGES.updated);
      return true;
    } catch (error) {
      notify.error(refusalOr(error, TRAINING_MESSAGES.updateFailed));
      return false;
    }
  };

  const remove = async (rows: TrainingRow[]) => {
    try {
      await deleteTrainings.mutateAsync(rows.map((row) => row.id));
      notify.success(TRAINING_MESSAGES.deleted);
    } catch (error) {
      notify.error(refusalOr(error, TRAINING_MESSAGES.deleteFailed));
    }
  };

  return (
    <PageCard
      title="Treinamentos"
      action={
        can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} disabled={!trainings.isSuccess}>
            Novo Treinamento
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {trainings.isSuccess && <FormDraftOffers offers={drafts.offers} onRestore={restore} onDiscard={drafts.discard} />}
        {trainings.error && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(trainings.error, TRAINING_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<TrainingRow>
          list={list}
          aria-label="Treinamentos"
          columns={TRAINING_COLUMNS}
          data={trainings.data ?? []}
          getRowId={(row) => row.id}
          isLoading={trainings.isLoading}
          onEdit={can.update ? openEdit : undefined}
          onDelete={can.delete ? remove : undefined}
        />
      </Stack>
      <FormModal
        open={modal.open}
        title="Dados do Treinamento"
        onClose={() => setModal((m) => ({ ...m, open: false }))}
        onSave={save}
        saving={createTraining.isPending || updateTraining.isPending}
        dirty={dirty}
        errors={trainingFormErrors(form)}
        draft={{ storageKey: drafts.keyFor(form.id), data: form }}
      >
        <TrainingForm
          data={form}
          onChange={setForm}
          instructors={instructors}
          statuses={statuses.data ?? []}
          materials={materials.data ?? []}
        />
        {modal.mode === 'update' && current && (
          <TrainingHistorySection
            key={current.id}
            trainingId={current.id}
            instructors={instructors}
            statuses={statuses.data ?? []}
            materials={materials.data ?? []}
          />
        )}
      </FormModal>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
