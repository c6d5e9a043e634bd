import { useQuery } from '@tanstack/react-query';
import type { StaffMemberRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';

const userKeys = { instructors: ['academic', 'instructors'] as const };

/**
 * The staff offered as instructors: academic's `GET /api/trainings/instructors` (active staff,
 * id, name and type), served to whoever may create or update trainings or classes.
 */
export const instructorsQuery = () => ({
  ...apiGetQuery<StaffMemberRow[]>(userKeys.instructors, '/trainings/instructors'),
  staleTime: 60_000,
});

export function useUsers(enabled = true) {
  return useQuery({ ...instructorsQuery(), enabled });
}

export interface InstructorOption {
  id: number;
  nome: string;
}

/** The staff by name, plus the current instructor when the list lacks it (an inactive user). */
export function instructorOptions(
  users: readonly StaffMemberRow[] | undefined,
  current?: { id: number | null; nome: string | null },
): InstructorOption[] {
  const options = (users ?? [])
    .map((user) => ({ id: user.id_usuario, nome: user.nome }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  if (current?.id && !options.some((option) => option.id === current.id)) {
    options.unshift({ id: current.id, nome: current.nome ?? `Usuário ${current.id}` });
  }
  return options;
}
