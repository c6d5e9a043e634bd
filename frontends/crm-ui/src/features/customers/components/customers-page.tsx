import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { CustomerRow } from '@treina/contracts';
import {
  DataTable,
  FormDraftOffers,
  FormModal,
  Notification,
  PageCard,
  maskCpfCnpj,
  useFormDrafts,
  useFormState,
  useNotification,
  type StoredFormDraft,
} from '@treina/ui-kit';
import { errorMessage, refusalOr, useCrudPermissions, useCurrentUser, useListState } from '@treina/web-platform';
import { useCustomers } from '../../../shared/api/get-customers';
import { deletedMessage } from '../../../shared/forms/crud-messages';
import { useCreateCustomer, useDeleteCustomers, useUpdateCustomer } from '../api/customer-mutations';
import { CUSTOMER_COLUMNS } from './customer-columns';
import { CustomerForm, EMPTY_CUSTOMER_FORM, type CustomerFormData } from './customer-form';
import { CustomerHistorySection } from './customer-history-section';
import { customerFormErrors } from '../customer-form-rules';

const CUSTOMER_MESSAGES = {
  created: 'Cliente criado com sucesso!',
  updated: 'Cliente atualizado com sucesso!',
  deletedOne: 'Cliente excluído com sucesso!',
  deletedMany: 'Clientes excluídos com sucesso!',
  createFailed: 'Houve um erro ao criar o cliente.',
  updateFailed: 'Houve um erro ao atualizar o cliente.',
  deleteFailed: 'Houve um erro ao excluir o(s) cliente(s).',
  loadFailed: 'Ocorreu um erro ao consultar os clientes.',
} as const;

/** Clientes (/customer): sorted by id, ascending. */
export function CustomersPage() {
  const can = useCrudPermissions('customer');
  const list = useListState({ listId: 'customers' });
  const customers = useCustomers();
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();
  const deleteCustomers = useDeleteCustomers();
  const { notify, notificationProps } = useNotification();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const { form, setForm, reset, dirty } = useFormState<CustomerFormData>(EMPTY_CUSTOMER_FORM);
  const drafts = useFormDrafts<CustomerFormData>(useCurrentUser()?.id_usuario, 'crm.customer');

  const openCreate = () => {
    reset(EMPTY_CUSTOMER_FORM);
    setModal({ open: true, mode: 'create' });
  };

  const openEdit = (row: CustomerRow) => {
    reset({ id: row.id, nome_razao: row.nome_razao, documento: maskCpfCnpj(row.documento), endereco: row.endereco ?? '' });
    setModal({ open: true, mode: 'update' });
  };

  const restore = (offer: StoredFormDraft<CustomerFormData>) => {
    const row = offer.recordId === null ? undefined : customers.data?.find((customer) => String(customer.id) === offer.recordId);
    if (row) openEdit(row);
    else openCreate();
    drafts.take(offer);
    setForm(row ? offer.data : { ...offer.data, id: undefined });
  };

  const save = async (): Promise<boolean> => {
    const input = { nome_razao: form.nome_razao.trim(), documento: form.documento, endereco: form.endereco.trim() };
    if (modal.mode === 'create') {
      try {
        await createCustomer.mutateAsync(input);
        notify.success(CUSTOMER_MESSAGES.created);
        return true;
      } catch (error) {
        // The server's own status text (e.g. a document already registered).
        notify.error(errorMessage(error, CUSTOMER_MESSAGES.createFailed));
        return false;
      }
    }
    try {
      await updateCustomer.mutateAsync({ id: form.id!, input });
      notify.success(CUSTOMER_MESSAGES.updated);
      return true;
    } catch (error) {
      // An update failure is logged; the user sees it too (a refusal's own text, else ours), the form kept as typed.
      console.error('[crm_ui] customer update failed', error);
      notify.error(refusalOr(error, CUSTOMER_MESSAGES.updateFailed));
      return false;
    }
  };

  const remove = async (rows: CustomerRow[]) => {
    try {
      await deleteCustomers.mutateAsync(rows.map((row) => row.id));
      notify.success(deletedMessage(CUSTOMER_MESSAGES, rows.length));
    } catch (error) {
      notify.error(errorMessage(error, CUSTOMER_MESSAGES.deleteFailed));
    }
  };

  return (
    <PageCard
      title="Clientes"
      action={
        can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} disabled={customers.isLoading}>
            Novo Cliente
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {customers.isSuccess && <FormDraftOffers offers={drafts.offers} onRestore={restore} onDiscard={drafts.discard} />}
        {customers.error && (
          <Alert severity="error" data-testid="page-error">
            {errorMessage(customers.error, CUSTOMER_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<CustomerRow>
          list={list}
          aria-label="Clientes"
          columns={CUSTOMER_COLUMNS}
          data={customers.data ?? []}
          getRowId={(row) => row.id}
          isLoading={customers.isLoading}
          onEdit={can.update ? openEdit : undefined}
          onDelete={can.delete ? remove : undefined}
        />
      </Stack>
      <FormModal
        open={modal.open}
        title="Dados do Cliente"
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSave={save}
        saving={createCustomer.isPending || updateCustomer.isPending}
        dirty={dirty}
        errors={customerFormErrors(form)}
        draft={{ storageKey: drafts.keyFor(form.id), data: form }}
      >
        <CustomerForm data={form} onChange={setForm} />
        {modal.mode === 'update' && form.id !== undefined && <CustomerHistorySection key={form.id} customerId={form.id} />}
      </FormModal>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
