import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialRow } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { materialKeys } from '../../../shared/api/get-materials';
import { trainingKeys } from '../../../shared/api/get-trainings';

export interface MaterialInput {
  nome_material: string;
  url: string | null;
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MaterialInput) => api.post<MaterialRow[]>('/materials', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.list }),
  });
}

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: MaterialInput & { id: number }) => api.patch<MaterialRow>(`/materials/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.list }),
  });
}

export function useDeleteMaterials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/materials', { query: { materialsIds: ids.join(',') } }),
    // A training lists its materials: the Treinamentos screen reloads them too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: materialKeys.list }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.list }),
      ]),
  });
}

/** POST /api/materials/uploadS3 (multipart, one 'file' part): the stored file's URL, for the material's url. */
export function uploadMaterialFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<string>('/materials/uploadS3', form);
}
