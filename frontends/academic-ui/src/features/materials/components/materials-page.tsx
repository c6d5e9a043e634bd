import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { MaterialRow } from '@treina/contracts';
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
import { useCreateMaterial, useDeleteMaterials, useUpdateMaterial } from '../api/material-mutations';
import { MATERIAL_COLUMNS } from './material-columns';
import { EMPTY_MATERIAL_FORM, MaterialForm, type MaterialFormData } from './material-form';
import { MaterialHistorySection } from './material-history-section';
import { materialFormErrors } from '../material-form-rules';

const MATERIAL_MESSAGES = {
  created: 'Material criado com sucesso!',
  updated: 'Material atualizado com sucesso!',
  deleted: 'Material excluído com sucesso!',
  loadFailed: 'Ocorreu um erro ao consultar os materiais.',
  createFailed: 'Ocorreu um erro ao criar material.',
  deleteFailed: 'Ocorreu um erro ao excluir material(is).',
  updateFailed: 'Ocorreu um erro ao atualizar material.',
} as const;

/** Materiais (/material). */
export function MaterialsPage() {
  const can = useCrudPermissions('material');
  const list = useListState({ listId: 'materials', initialSorting: [{ id: 'nome_material', desc: false }] });
  const materials = useMaterials();
  const { notify, notificationProps } = useNotification();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const { form, setForm, reset, dirty } = useFormState<MaterialFormData>(EMPTY_MATERIAL_FORM);
  const drafts = useFormDrafts<MaterialFormData>(useCurrentUser()?.id_usuario, 'academic.material');
  const [uploading, setUploading] = useState(false);
  const createMaterial = useCreateMaterial();
  const updateMaterial = useUpdateMaterial();
  const deleteMaterials = useDeleteMaterials();

  const openCreate = () => {
    reset(EMPTY_MATERIAL_FORM);
    setModal({ open: true, mode: 'create' });
  };
  const openEdit = (row: MaterialRow) => {
    reset({ id: row.id, nome_material: row.nome_material, url: row.url ?? '' });
    setModal({ open: true, mode: 'update' });
  };

  const restore = (offer: StoredFormDraft<MaterialFormData>) => {
    const row = offer.recordId === null ? undefined : materials.data?.find((material) => String(material.id) === offer.recordId);
    if (row) openEdit(row);
    else openCreate();
    drafts.take(offer);
    setForm(row ? offer.data : { ...offer.data, id: undefined });
  };

  const save = async (): Promise<boolean> => {
    const input = { nome_material: form.nome_material.trim(), url: form.url || null };
    if (modal.mode === 'create') {
      try {
        await createMaterial.mutateAsync(input);
        notify.success(MATERIAL_MESSAGES.created);
        return true;
      } catch (error) {
        notify.error(refusalOr(error, MATERIAL_MESSAGES.createFailed));
        return false;
      }
    }
    try {
      await updateMaterial.mutateAsync({ id: form.id!, ...input });
      notify.success(MATERIAL_MESSAGES.updated);
      return true;
    } catch (error) {
      notify.error(refusalOr(error, MATERIAL_MESSAGES.updateFailed));
      return false;
    }
  };

  const remove = async (rows: MaterialRow[]) => {
    try {
      await deleteMaterials.mutateAsync(rows.map((row) => row.id));
      notify.success(MATERIAL_MESSAGES.deleted);
    } catch (error) {
      notify.error(refusalOr(error, MATERIAL_MESSAGES.deleteFailed));
    }
  };

  return (
    <PageCard
      title="Materiais"
      action={
        can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} disabled={!materials.isSuccess}>
            Novo Material
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {materials.isSuccess && <FormDraftOffers offers={drafts.offers} onRestore={restore} onDiscard={drafts.discard} />}
        {materials.error && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(materials.error, MATERIAL_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<MaterialRow>
          list={list}
          aria-label="Materiais"
          columns={MATERIAL_COLUMNS}
          data={materials.data ?? []}
          getRowId={(row) => row.id}
          isLoading={materials.isLoading}
          initialSort={{ id: 'nome_material', desc: false }}
          onEdit={can.update ? openEdit : undefined}
          onDelete={can.delete ? remove : undefined}
        />
      </Stack>
      <FormModal
        open={modal.open}
        title="Dados do Material"
        onClose={() => setModal((m) => ({ ...m, open: false }))}
        onSave={save}
        saving={createMaterial.isPending || updateMaterial.isPending}
        dirty={dirty}
        errors={materialFormErrors(form, uploading)}
        draft={{ storageKey: drafts.keyFor(form.id), data: form }}
      >
        <MaterialForm data={form} onChange={setForm} onUploadingChange={setUploading} />
        {modal.mode === 'update' && form.id !== undefined && <MaterialHistorySection key={form.id} materialId={form.id} />}
      </FormModal>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
