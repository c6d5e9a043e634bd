import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { ActivityTypeRow } from '@treina/contracts';
import {
  DataTable,
  FormDraftOffers,
  FormModal,
  Notification,
  useFormDrafts,
  useFormState,
  useNotification,
  type StoredFormDraft,
} from '@treina/ui-kit';
import { errorMessage, useCrudPermissions, useCurrentUser, useListState } from '@treina/web-platform';
import { useActivityTypes } from '../../../shared/api/get-activity-types';
import { useServiceTypes } from '../../../shared/api/get-service-types';
import { deletedMessage } from '../../../shared/forms/crud-messages';
import { useCreateActivityType, useDeleteActivityTypes, useUpdateActivityType } from '../api/activity-type-mutations';
import { ACTIVITY_TYPE_COLUMNS } from './activity-type-columns';
import { ActivityTypeForm, EMPTY_ACTIVITY_TYPE_FORM, type ActivityTypeFormData } from './activity-type-form';
import { ActivityTypeHistorySection } from './activity-type-history-section';
import { activityTypeFormErrors } from '../activity-type-form-rules';

const ACTIVITY_TYPE_MESSAGES = {
  created: 'Tipo de Atividade criado com sucesso!',
  updated: 'Tipo de Atividade atualizado com sucesso!',
  deletedOne: 'Tipo de Atividade excluído com sucesso!',
  deletedMany: 'Tipos de Atividade excluídos com sucesso!',
  createFailed: 'Houve um erro ao criar o tipo de atividade.',
  updateFailed: 'Houve um erro ao atualizar o tipo de atividade.',
  deleteFailed: 'Houve um erro ao excluir o(s) tipo(s) de atividade.',
  loadFailed: 'Ocorreu um erro ao consultar os tipos de atividade.',
} as const;

/**
 * The 'Tipos de Atividades' tab of Configurações (identity_ui renders it): card
 * 'Atividades'; create, edit and delete need config_create, config_update and
 * config_delete. SYSTEM and FIXED types cannot be selected.
 */
export function ActivityTypesPanel() {
  const can = useCrudPermissions('config');
  const list = useListState({ listId: 'activity-types' });
  const types = useActivityTypes();
  const serviceTypes = useServiceTypes(can.create || can.update);
  const createType = useCreateActivityType();
  const updateType = useUpdateActivityType();
  const deleteTypes = useDeleteActivityTypes();
  const { notify, notificationProps } = useNotification();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const { form, setForm, reset, dirty } = useFormState<ActivityTypeFormData>(EMPTY_ACTIVITY_TYPE_FORM);
  const drafts = useFormDrafts<ActivityTypeFormData>(useCurrentUser()?.id_usuario, 'crm.activity-type');

  const openCreate = () => {
    reset(EMPTY_ACTIVITY_TYPE_FORM);
    setModal({ open: true, mode: 'create' });
  };

  const openEdit = (row: ActivityTypeRow) => {
    reset({ id: row.id, nome: row.nome, id_tipo_servico: row.id_tipo_servico ?? '' });
    setModal({ open: true, mode: 'update' });
  };

  const restore = (offer: StoredFormDraft<ActivityTypeFormData>) => {
    const row = offer.recordId === null ? undefined : types.data?.find((type) => String(type.id) === offer.recordId);
    if (row) openEdit(row);
    else openCreate();
    drafts.take(offer);
    setForm(row ? offer.data : { ...offer.data, id: undefined });
  };

  const save = async (): Promise<boolean> => {
    const input = { nome: form.nome.trim(), id_tipo_servico: form.id_tipo_servico === '' ? null : form.id_tipo_servico };
    try {
      if (modal.mode === 'create') {
        await createType.mutateAsync(input);
        notify.success(ACTIVITY_TYPE_MESSAGES.created);
      } else {
        await updateType.mutateAsync({ id: form.id!, input });
        notify.success(ACTIVITY_TYPE_MESSAGES.updated);
      }
      return true;
    } catch (error) {
      // The create failure shows the server's message (the original's
      // placeholder text was a defect).
      notify.error(
        errorMessage(error, modal.mode === 'create' ? ACTIVITY_TYPE_MESSAGES.createFailed : ACTIVITY_TYPE_MESSAGES.updateFailed),
      );
      return false;
    }
  };

  const remove = async (rows: ActivityTypeRow[]) => {
    try {
      await deleteTypes.mutateAsync(rows.map((row) => row.id));
      notify.success(deletedMessage(ACTIVITY_TYPE_MESSAGES, rows.length));
    } catch (error) {
      notify.error(errorMessage(error, ACTIVITY_TYPE_MESSAGES.deleteFailed));
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title="Atividades"
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          can.create ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} disabled={types.isLoading}>
              Novo Tipo de Atividade
            </Button>
          ) : undefined
        }
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent>
        <Stack spacing={2}>
          {types.isSuccess && <FormDraftOffers offers={drafts.offers} onRestore={restore} onDiscard={drafts.discard} />}
          {types.error && (
            <Alert severity="error" data-testid="page-error">
              {errorMessage(types.error, ACTIVITY_TYPE_MESSAGES.loadFailed)}
            </Alert>
          )}
          <DataTable<ActivityTypeRow>
            list={list}
            aria-label="Tipos de Atividades"
            columns={ACTIVITY_TYPE_COLUMNS}
            data={types.data ?? []}
            getRowId={(row) => row.id}
            isLoading={types.isLoading}
            onEdit={can.update ? openEdit : undefined}
            onDelete={can.delete ? remove : undefined}
          />
        </Stack>
      </CardContent>
      <FormModal
        open={modal.open}
        title="Tipo de Atividade"
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSave={save}
        saving={createType.isPending || updateType.isPending}
        dirty={dirty}
        errors={activityTypeFormErrors(form)}
        draft={{ storageKey: drafts.keyFor(form.id), data: form }}
      >
        {serviceTypes.error ? <Alert severity="error">{errorMessage(serviceTypes.error)}</Alert> : null}
        <ActivityTypeForm data={form} onChange={setForm} serviceTypes={serviceTypes.data ?? []} />
        {modal.mode === 'update' && form.id !== undefined && (
          <ActivityTypeHistorySection key={form.id} typeId={form.id} serviceTypes={serviceTypes.data ?? []} />
        )}
      </FormModal>
      <Notification {...notificationProps} />
    </Card>
  );
}
