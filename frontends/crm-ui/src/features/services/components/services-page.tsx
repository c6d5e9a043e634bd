import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { ServiceRow } from '@treina/contracts';
import {
  DataTable,
  FormDraftOffers,
  FormModal,
  isoToBR,
  Notification,
  PageCard,
  parseDateBR,
  preloadDatePicker,
  useFormDrafts,
  useFormState,
  useNotification,
  type StoredFormDraft,
} from '@treina/ui-kit';
import { errorMessage, refusalOr, useCrudPermissions, useCurrentUser, usePrefetchWhenIdle, useListState } from '@treina/web-platform';
import { useCustomers } from '../../../shared/api/get-customers';
import { useServiceTypes } from '../../../shared/api/get-service-types';
import { useServices } from '../api/get-services';
import { useCreateService, useDeleteServices, useUpdateService } from '../api/service-mutations';
import { SERVICE_COLUMNS } from './service-columns';
import { newServiceForm, ServiceForm, type ServiceFormData } from './service-form';
import { ServiceHistorySection } from './service-history-section';
import { serviceFormErrors } from '../service-form-rules';

const SERVICE_MESSAGES = {
  created: 'Serviço criado com sucesso!',
  updated: 'Serviço atualizado com sucesso!',
  deleted: 'Serviço excluído com sucesso!',
  createFailed: 'Houve um erro ao criar o serviço.',
  updateFailed: 'Houve um erro ao atualizar o serviço.',
  deleteFailed: 'Houve um erro ao excluir o(s) serviço(s).',
  loadFailed: 'Ocorreu um erro ao consultar os serviços.',
  endBeforeStart: 'A Data Final não pode ser anterior à Data Inicial.',
} as const;

/** Serviços (/services): on entry the service types and customers are loaded too. */
export function ServicesPage() {
  const can = useCrudPermissions('services');
  const list = useListState({ listId: 'services' });
  const services = useServices();
  const customers = useCustomers();
  const serviceTypes = useServiceTypes();
  const createService = useCreateService();
  const updateService = useUpdateService();
  const deleteServices = useDeleteServices();
  const { notify, notificationProps } = useNotification();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const { form, setForm, reset, dirty } = useFormState<ServiceFormData>(newServiceForm());
  const drafts = useFormDrafts<ServiceFormData>(useCurrentUser()?.id_usuario, 'crm.service');
  // The form's two date fields: the picker's code fetched once the rows are here and the browser is idle.
  usePrefetchWhenIdle(preloadDatePicker, (can.create || can.update) && services.isSuccess);

  const openCreate = () => {
    reset(newServiceForm());
    setModal({ open: true, mode: 'create' });
  };

  const openEdit = (row: ServiceRow) => {
    reset({
      id: row.id,
      id_cliente: row.id_cliente,
      id_tipo_servico: row.id_tipo_servico,
      data_inicio: isoToBR(row.data_inicio),
      data_fim: isoToBR(row.data_fim),
    });
    setModal({ open: true, mode: 'update' });
  };

  const restore = (offer: StoredFormDraft<ServiceFormData>) => {
    const row = offer.recordId === null ? undefined : services.data?.find((service) => String(service.id) === offer.recordId);
    if (row) openEdit(row);
    else openCreate();
    drafts.take(offer);
    setForm(row ? offer.data : { ...offer.data, id: undefined });
  };

  const start = parseDateBR(form.data_inicio);
  const end = parseDateBR(form.data_fim);
  const endBeforeStart = !!start && !!end && end < start;

  const save = async (): Promise<boolean> => {
    if (form.id_cliente === '' || form.id_tipo_servico === '' || !start || !end) return false;
    const input = { id_cliente: form.id_cliente, id_tipo_servico: form.id_tipo_servico, data_inicio: start, data_fim: end };
    if (modal.mode === 'create') {
      try {
        await createService.mutateAsync(input);
        notify.success(SERVICE_MESSAGES.created);
        return true;
      } catch (error) {
        notify.error(refusalOr(error, SERVICE_MESSAGES.createFailed));
        return false;
      }
    }
    try {
      await updateService.mutateAsync({ id: form.id!, input });
      notify.success(SERVICE_MESSAGES.updated);
      return true;
    } catch (error) {
      // An update failure is logged; the user sees it too (a refusal's own text, else ours), the form kept as typed.
      console.error('[crm_ui] service update failed', error);
      notify.error(refusalOr(error, SERVICE_MESSAGES.updateFailed));
      return false;
    }
  };

  const remove = async (rows: ServiceRow[]) => {
    try {
      await deleteServices.mutateAsync(rows.map((row) => row.id));
      notify.success(SERVICE_MESSAGES.deleted);
    } catch (error) {
      notify.error(errorMessage(error, SERVICE_MESSAGES.deleteFailed));
    }
  };

  const lookupError = customers.error ?? serviceTypes.error;
  const loading = services.isLoading || customers.isLoading || serviceTypes.isLoading;

  return (
    <PageCard
      title="Serviços"
      action={
        can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} disabled={loading}>
            Novo Serviço
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {services.isSuccess && <FormDraftOffers offers={drafts.offers} onRestore={restore} onDiscard={drafts.discard} />}
        {(services.error || lookupError) && (
          <Alert severity="error" data-testid="page-error">
            {errorMessage(services.error ?? lookupError, SERVICE_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<ServiceRow>
          list={list}
          aria-label="Serviços"
          columns={SERVICE_COLUMNS}
          data={services.data ?? []}
          getRowId={(row) => row.id}
          isLoading={services.isLoading}
          onEdit={can.update ? openEdit : undefined}
          onDelete={can.delete ? remove : undefined}
        />
      </Stack>
      <FormModal
        open={modal.open}
        title="Serviço"
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSave={save}
        saving={createService.isPending || updateService.isPending}
        dirty={dirty}
        errors={serviceFormErrors(form)}
        draft={{ storageKey: drafts.keyFor(form.id), data: form }}
      >
        <Stack spacing={2}>
          {endBeforeStart && <Alert severity="warning">{SERVICE_MESSAGES.endBeforeStart}</Alert>}
          <ServiceForm data={form} onChange={setForm} customers={customers.data ?? []} serviceTypes={serviceTypes.data ?? []} />
          {modal.mode === 'update' && form.id !== undefined && (
            <ServiceHistorySection
              key={form.id}
              serviceId={form.id}
              customers={customers.data ?? []}
              serviceTypes={serviceTypes.data ?? []}
            />
          )}
        </Stack>
      </FormModal>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
