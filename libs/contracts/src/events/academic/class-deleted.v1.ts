/** The class and its (cancelled or refunded) enrolments were deleted. */
export const CLASS_DELETED_V1 = 'academic.class.deleted.v1' as const;
export interface ClassDeletedV1 {
  id_turma: number;
  /** Enrolments deleted with the class. */
  ids_matricula: number[];
  revision: number;
}
