import { useQuery } from '@tanstack/react-query';
import { type EnrolmentCharges, UserType } from '@treina/contracts';
import { apiGetQuery, useAnyPermission, useCurrentUser } from '@treina/web-platform';
import { classKeys } from './get-classes';

/**
 * GET /api/charges/enrolments: where each stored entry's charges stand, from finance, keyed by
 * enrolment; staff only (students hold 'class' for their own classes). Under the classes' key, so
 * saving the class reads them again.
 */
export function useEnrolmentCharges(classId: number | undefined): ReadonlyMap<number, EnrolmentCharges> {
  const user = useCurrentUser();
  const allowed = useAnyPermission(['charges', 'class']) && user?.id_tipo_usuario !== UserType.ALUNO;
  const query = useQuery({
    ...apiGetQuery<EnrolmentCharges[]>([...classKeys.all, 'charges', classId ?? 0], `/charges/enrolments?id_turma=${classId ?? 0}`),
    enabled: allowed && typeof classId === 'number',
    select: (rows) => new Map(rows.map((row) => [row.id_matricula, row])),
  });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<number, EnrolmentCharges> = new Map();
