import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialChangeBody, MaterialRow, NewMaterialBody } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { materialKeys } from '../../../shared/api/get-materials';
import { trainingKeys } from '../../../shared/api/get-trainings';

/** After a change: the list and the materials' histories reload. */
const reloadAfterChange = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: materialKeys.list }),
    queryClient.invalidateQueries({ queryKey: recordHistoryKey('materials') }),
  ]);

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMaterialBody) => api.post<MaterialRow[]>('/materials', body),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MaterialChangeBody & { id: number }) => api.patch<MaterialRow>(`/materials/${id}`, body),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}

export function useDeleteMaterials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/materials', { query: { materialsIds: ids.join(',') } }),
    // A training lists its materials: the Treinamentos screen reloads them too.
    onSuccess: () => Promise.all([reloadAfterChange(queryClient), queryClient.invalidateQueries({ queryKey: trainingKeys.list })]),
  });
}

/** POST /api/materials/uploadS3 (multipart, one 'file' part): the stored file's URL, for the material's url. */
export function uploadMaterialFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<string>('/materials/uploadS3', form);
}
