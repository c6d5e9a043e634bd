import { useQuery } from '@tanstack/react-query';
import type { MaterialRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';

export const materialKeys = { list: ['academic', 'materials'] as const };

/** Every material (the Materiais list and the training form's checkbox list), by name. */
const materialsQuery = () => apiGetQuery<MaterialRow[]>(materialKeys.list, '/materials');

export function useMaterials(enabled = true) {
  return useQuery({ ...materialsQuery(), enabled });
}
