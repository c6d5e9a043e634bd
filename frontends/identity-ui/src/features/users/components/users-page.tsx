import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useQueryClient } from '@tanstack/react-query';
import type { UserRow } from '@treina/contracts';
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
import { errorMessage, refusalOr, useCrudPermissions, useCurrentUser, useListState } from '@treina/web-platform';
import { checksFromIds, defaultChecksForType, groupPermissions, selectedPermissionIds } from '../../../shared/permissions/permission-form';
import { usePermissionCatalog, userPermissionsQuery } from '../../../shared/permissions/permissions-api';
import { useUsers } from '../api/get-users';
import { useCreateUser, useDeactivateUsers, useSendPasswordResetLink, useUpdateUser } from '../api/user-mutations';
import { USER_COLUMNS } from './user-columns';
import { EMPTY_USER_FORM, UserForm, type UserFormData } from './user-form';
import { UserHistorySection } from './user-history-section';
import { userFormErrors } from '../user-form-rules';

const USER_MESSAGES = {
  created: 'Usuário criado com sucesso!',
  updated: 'Usuário atualizado com sucesso!',
  deactivatedOne: 'Usuário desativado com sucesso!',
  deactivatedMany: 'Usuários desativados com sucesso!',
  updateFailed: 'Ocorreu um erro ao atualizar o usuário',
  createFailed: 'Ocorreu um erro ao criar o usuário',
  deactivateFailed: 'Ocorreu um erro ao desativar o(s) usuário(s)',
  resetLinkSent: 'Link de redefinição enviado para o e-mail do usuário.',
  resetLinkFailed: 'Ocorreu um erro ao enviar o link de redefinição',
} as const;

/** Usuários (/user). */
export function UsersPage() {
  const can = useCrudPermissions('user');
  const list = useListState({ listId: 'users' });
  const users = useUsers();
  const queryClient = useQueryClient();
  const { notify, notificationProps } = useNotification();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const { form, setForm, reset, settle, dirty } = useFormState<UserFormData>(EMPTY_USER_FORM);
  const drafts = useFormDrafts<UserFormData>(useCurrentUser()?.id_usuario, 'identity.user');
  const [loadingForm, setLoadingForm] = useState(false);
  const catalog = usePermissionCatalog(can.create || can.update);
  const groups = useMemo(() => groupPermissions(catalog.permissions), [catalog.permissions]);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deactivateUsers = useDeactivateUsers();
  const sendResetLink = useSendPasswordResetLink();

  const sendPasswordResetLink = async (id: number) => {
    try {
      const answer = await sendResetLink.mutateAsync(id);
      notify.success(answer?.statusMsg ?? USER_MESSAGES.resetLinkSent);
    } catch (error) {
      notify.error(refusalOr(error, USER_MESSAGES.resetLinkFailed));
    }
  };

  const openCreate = () => {
    reset(EMPTY_USER_FORM);
    setModal({ open: true, mode: 'create' });
  };

  const openEdit = async (row: UserRow) => {
    reset({
      id_usuario: row.id_usuario,
      nome: row.nome,
      email: row.email,
      senha: '',
      status: row.status,
      id_tipo_usuario: row.id_tipo_usuario,
      userPermissions: {},
    });
    setModal({ open: true, mode: 'update' });
    setLoadingForm(true);
    try {
      const held = await queryClient.fetchQuery({ ...userPermissionsQuery(row.id_usuario), staleTime: 0 });
      // A restored draft already holds its own checks: the loaded ones are what the user opened with.
      settle((current) =>
        current.id_usuario === row.id_usuario && Object.keys(current.userPermissions).length === 0
          ? { ...current, userPermissions: checksFromIds(held.map((p) => p.id_permissao)) }
          : current,
      );
    } catch (error) {
      notify.error(errorMessage(error, USER_MESSAGES.updateFailed));
    } finally {
      setLoadingForm(false);
    }
  };

  const restore = (offer: StoredFormDraft<UserFormData>) => {
    const row = offer.recordId === null ? undefined : users.data?.find((user) => String(user.id_usuario) === offer.recordId);
    if (row) void openEdit(row);
    else openCreate();
    drafts.take(offer);
    // The password is never kept: a new user's is typed again.
    setForm(row ? { ...offer.data, senha: '' } : { ...offer.data, id_usuario: undefined, senha: '' });
  };

  const chooseType = (id: number) =>
    setForm((current) => ({ ...current, id_tipo_usuario: id, userPermissions: defaultChecksForType(id, catalog.defaults) }));

  const save = async (): Promise<boolean> => {
    if (form.id_tipo_usuario === '') return false;
    const permissions = selectedPermissionIds(form.userPermissions);
    if (modal.mode === 'create') {
      try {
        await createUser.mutateAsync({
          nome: form.nome.trim(),
          email: form.email.trim(),
          senha: form.senha,
          id_tipo_usuario: form.id_tipo_usuario,
          permissions,
        });
        notify.success(USER_MESSAGES.created);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, USER_MESSAGES.createFailed));
        return false;
      }
    }
    try {
      await updateUser.mutateAsync({
        id_usuario: form.id_usuario!,
        nome: form.nome.trim(),
        email: form.email.trim(),
        id_tipo_usuario: form.id_tipo_usuario,
        status: form.status,
        permissions,
      });
      notify.success(USER_MESSAGES.updated);
      return true;
    } catch (error) {
      console.error('[identity_ui] user update failed', error);
      notify.error(refusalOr(error, USER_MESSAGES.updateFailed));
      return false;
    }
  };

  const deactivate = async (rows: UserRow[]) => {
    try {
      await deactivateUsers.mutateAsync(rows.map((row) => row.id_usuario));
      notify.success(rows.length > 1 ? USER_MESSAGES.deactivatedMany : USER_MESSAGES.deactivatedOne);
    } catch (error) {
      notify.error(errorMessage(error, USER_MESSAGES.deactivateFailed));
    }
  };

  return (
    <PageCard
      title="Usuários"
      action={
        can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} disabled={users.isLoading}>
            Novo Usuário
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {users.isSuccess && <FormDraftOffers offers={drafts.offers} onRestore={restore} onDiscard={drafts.discard} />}
        {users.error && (
          <Alert severity="error" data-testid="page-error">
            {errorMessage(users.error)}
          </Alert>
        )}
        <DataTable<UserRow>
          list={list}
          aria-label="Usuários"
          columns={USER_COLUMNS}
          data={users.data ?? []}
          getRowId={(row) => row.id_usuario}
          isLoading={users.isLoading}
          onEdit={can.update ? (row) => void openEdit(row) : undefined}
          onDelete={can.delete ? deactivate : undefined}
        />
      </Stack>
      <FormModal
        open={modal.open}
        title="Dados do Usuário"
        onClose={() => setModal((m) => ({ ...m, open: false }))}
        onSave={save}
        saving={createUser.isPending || updateUser.isPending || loadingForm}
        dirty={dirty}
        errors={userFormErrors(form, modal.mode)}
        draft={{ storageKey: drafts.keyFor(form.id_usuario), data: form }}
      >
        {catalog.error ? <Alert severity="error">{errorMessage(catalog.error)}</Alert> : null}
        <UserForm
          mode={modal.mode}
          data={form}
          onChange={setForm}
          userTypes={catalog.userTypes}
          groups={groups}
          onChooseType={chooseType}
        />
        {modal.mode === 'update' && form.id_usuario !== undefined && (
          <Button
            variant="outlined"
            startIcon={<LockResetIcon />}
            onClick={() => void sendPasswordResetLink(form.id_usuario!)}
            disabled={sendResetLink.isPending || !form.status}
            sx={{ alignSelf: 'flex-start', mt: 2 }}
          >
            Enviar link de redefinição
          </Button>
        )}
        {modal.mode === 'update' && form.id_usuario !== undefined && (
          <UserHistorySection key={form.id_usuario} userId={form.id_usuario} userTypes={catalog.userTypes} />
        )}
      </FormModal>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
