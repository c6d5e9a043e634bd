export const STUDENT_DELETED_V1 = 'academic.student.deleted.v1' as const;

export interface StudentDeletedV1 {
  id_aluno: number;
  email: string;
  revision: number;
}
