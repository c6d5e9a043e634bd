import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { CONSULTANT_OPEN_ACTIVITY_MESSAGE, type ActivityRow } from '@treina/contracts';
import {
  DataTable,
  FormDraftOffers,
  FormModal,
  Notification,
  PageCard,
  preloadDatePicker,
  useFormDrafts,
  useFormState,
  useNotification,
  type StoredFormDraft,
} from '@treina/ui-kit';
import { errorMessage, refusalOr, useCrudPermissions, usePrefetchWhenIdle, useSession } from '@treina/web-platform';
import { useActivityTypes } from '../../../shared/api/get-activity-types';
import { deletedMessage } from '../../../shared/forms/crud-messages';
import { ACTIVITIES_CSV_FILE, buildActivitiesCsv, exportCoversAllConsultants } from '../activity-csv';
import {
  activityFormErrors,
  activityPayload,
  editActivityForm,
  isConsultantUser,
  newActivityForm,
  type ActivityFormContext,
  type ActivityFormData,
} from '../activity-form-rules';
import { consultantHasOpenActivity, useActivitiesTable } from '../api/get-activities';
import { useActivityStatuses, useResponsibleUsers } from '../api/get-activity-form-data';
import { useCreateActivity, useDeleteActivities, useUpdateActivity } from '../api/activity-mutations';
import { activityColumns } from './activity-columns';
import { ActivityDetail } from './activity-detail';
import { ActivityForm } from './activity-form';

const ACTIVITY_MESSAGES = {
  created: 'Atividade criada com sucesso!',
  updated: 'Atividade atualizada com sucesso!',
  deletedOne: 'Atividade excluída com sucesso!',
  deletedMany: 'Atividades excluídas com sucesso!',
  createFailed: 'Houve um erro ao criar a atividade.',
  updateFailed: 'Houve um erro ao atualizar a atividade.',
  deleteFailed: 'Houve um erro ao excluir a(s) atividade(s).',
  loadFailed: 'Ocorreu um erro ao consultar as atividades.',
} as const;

/** Atividades (/activities). */
export function ActivitiesPage() {
  const { user } = useSession();
  const can = useCrudPermissions('activities');
  const consultant = isConsultantUser(user);
  const activities = useActivitiesTable(user);
  const types = useActivityTypes();
  const statuses = useActivityStatuses();
  const users = useResponsibleUsers(user, !consultant && (can.create || can.update));
  const createActivity = useCreateActivity();
  const updateActivity = useUpdateActivity();
  const deleteActivities = useDeleteActivities();
  const { notify, notificationProps } = useNotification();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });

  const context: ActivityFormContext | null = useMemo(() => (user ? { user, types: types.data ?? [] } : null), [user, types.data]);
  const { form, setForm, reset, dirty } = useFormState<ActivityFormData | null>(null);
  const drafts = useFormDrafts<ActivityFormData>(user?.id_usuario, 'crm.activity');
  // The edited activity's responsible user, offered even when not in the users list.
  const [editedUser, setEditedUser] = useState<{ value: number; label: string } | null>(null);
  const userOptions =
    editedUser && !users.options.some((option) => option.value === editedUser.value) ? [...users.options, editedUser] : users.options;
  const columns = useMemo(() => activityColumns({ consultant }), [consultant]);

  const loaded = activities.isSuccess && types.isSuccess && statuses.isSuccess;
  // The form's date fields (the activity's and its subtasks'): the picker's code fetched once the rows are here and the browser is idle.
  usePrefetchWhenIdle(preloadDatePicker, (can.create || can.update) && loaded);

  const openCreate = async () => {
    if (!context) return;
    // A consultant with an activity not concluded may not create another; say so at once.
    if (consultant) {
      try {
        if (await consultantHasOpenActivity()) {
          notify.error(CONSULTANT_OPEN_ACTIVITY_MESSAGE);
          return;
        }
      } catch {
        // The server decides on save anyway; the form still opens.
      }
    }
    reset(newActivityForm(context));
    setEditedUser(null);
    setModal({ open: true, mode: 'create' });
  };

  const openEdit = (row: ActivityRow) => {
    if (!context) return;
    reset(editActivityForm(row, context));
    setEditedUser({ value: row.id_usuario, label: row.nome_usuario || `Usuário ${row.id_usuario}` });
    setModal({ open: true, mode: 'update' });
  };

  // A draft of an activity not on this page of the list reopens on its own: any change asks before closing.
  const restore = (offer: StoredFormDraft<ActivityFormData>) => {
    if (!context) return;
    const row = offer.recordId === null ? undefined : activities.rows.find((activity) => String(activity.id) === offer.recordId);
    if (row) openEdit(row);
    else {
      reset(newActivityForm(context));
      setEditedUser(null);
      setModal({ open: true, mode: offer.recordId === null ? 'create' : 'update' });
    }
    drafts.take(offer);
    setForm(offer.data);
  };

  const save = async (): Promise<boolean> => {
    if (!form || !context) return false;
    const input = activityPayload(form, context);
    if (modal.mode === 'create') {
      try {
        await createActivity.mutateAsync(input);
        notify.success(ACTIVITY_MESSAGES.created);
        return true;
      } catch (error) {
        // A refusal explains itself (the consultant's open activity, a missing student ...).
        notify.error(refusalOr(error, ACTIVITY_MESSAGES.createFailed));
        return false;
      }
    }
    try {
      await updateActivity.mutateAsync({ id: form.id!, input });
      notify.success(ACTIVITY_MESSAGES.updated);
      return true;
    } catch (error) {
      // An update failure is logged; the user sees it too (a refusal's own text, else ours), the form kept as typed.
      console.error('[crm_ui] activity update failed', error);
      notify.error(refusalOr(error, ACTIVITY_MESSAGES.updateFailed));
      return false;
    }
  };

  const remove = async (rows: ActivityRow[]) => {
    try {
      await deleteActivities.mutateAsync(rows.map((row) => row.id));
      notify.success(deletedMessage(ACTIVITY_MESSAGES, rows.length));
    } catch (error) {
      notify.error(errorMessage(error, ACTIVITY_MESSAGES.deleteFailed));
    }
  };

  // 'Total Geral' only when the export covers every consultant (exportCoversAllConsultants).
  const allConsultantsIn = (rows: readonly ActivityRow[]) =>
    exportCoversAllConsultants({
      consultant,
      filteredByUser: activities.appliedState.columnFilters.some((filter) => filter.id === 'nome_usuario' && filter.value.trim()),
      searching: Boolean(activities.appliedState.globalFilter.trim()),
      rows,
    });

  const lookupError = types.error ?? statuses.error;

  return (
    <PageCard
      title="Atividades"
      action={
        can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => void openCreate()} disabled={!loaded}>
            Nova Atividade
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {loaded && <FormDraftOffers offers={drafts.offers} onRestore={restore} onDiscard={drafts.discard} />}
        {(activities.error || lookupError) && (
          <Alert severity="error" data-testid="page-error">
            {errorMessage(activities.error ?? lookupError, ACTIVITY_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<ActivityRow>
          aria-label="Atividades"
          columns={columns}
          data={activities.rows}
          getRowId={(row) => row.id}
          isLoading={activities.isLoading}
          server={activities.server}
          list={activities.list}
          consultantRule={consultant}
          onEdit={can.update ? openEdit : undefined}
          onDelete={can.delete ? remove : undefined}
          exportFileName={ACTIVITIES_CSV_FILE}
          buildExport={(rows) => buildActivitiesCsv(rows, { withStudent: !consultant, allConsultants: allConsultantsIn(rows) })}
          renderDetailPanel={(row) => <ActivityDetail row={row} />}
        />
      </Stack>
      <FormModal
        open={modal.open}
        title="Dados da Atividade"
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSave={save}
        saving={createActivity.isPending || updateActivity.isPending}
        dirty={dirty}
        errors={form && context ? activityFormErrors(form, context) : undefined}
        draft={{ storageKey: drafts.keyFor(form?.id), data: form }}
      >
        {form && context ? (
          <ActivityForm data={form} onChange={setForm} context={context} statuses={statuses.data ?? []} users={userOptions} />
        ) : null}
      </FormModal>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
