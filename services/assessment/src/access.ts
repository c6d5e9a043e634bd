import { type PermissionName, UserType } from '@treina/contracts';

/** The 'Simulados' group: viewing the question banks, exams and every attempt; creating, changing and deleting questions and exams. */
export const SEE_EXAMS = 'exams' satisfies PermissionName;
export const CREATE_EXAMS = 'exams_create' satisfies PermissionName;
export const UPDATE_EXAMS = 'exams_update' satisfies PermissionName;
export const DELETE_EXAMS = 'exams_delete' satisfies PermissionName;
/** Who reads a question's or an exam's history, as every record's. */
export const SEE_HISTORY = 'audit' satisfies PermissionName;

/** Who asks, as far as the exam rules need. */
export interface Viewer {
  id_usuario: number;
  id_tipo_usuario: number;
  id_aluno: number | null;
  permissions: readonly string[];
}

/** A student takes exams as themself (their own attempts), without the 'Simulados' permission. */
export function studentOf(viewer: Viewer): number | null {
  return viewer.id_tipo_usuario === UserType.ALUNO && viewer.id_aluno !== null ? viewer.id_aluno : null;
}

/** Staff holding the 'Simulados' view see every exam and every attempt. A student never does, whatever they hold. */
export function seesAllAttempts(viewer: Viewer): boolean {
  return studentOf(viewer) === null && viewer.id_tipo_usuario !== UserType.ALUNO && viewer.permissions.includes(SEE_EXAMS);
}

/** Which attempts a user may read: a student their own, staff with the permission all, anyone else none. */
export type AttemptScope = { kind: 'all' } | { kind: 'own'; id_aluno: number } | { kind: 'none' };

export function attemptScope(viewer: Viewer): AttemptScope {
  const student = studentOf(viewer);
  if (student !== null) return { kind: 'own', id_aluno: student };
  return seesAllAttempts(viewer) ? { kind: 'all' } : { kind: 'none' };
}

/** May the viewer read this attempt (the rule as a predicate). */
export function readsAttempt(viewer: Viewer, attempt: { id_aluno: number }): boolean {
  const scope = attemptScope(viewer);
  return scope.kind === 'all' || (scope.kind === 'own' && scope.id_aluno === attempt.id_aluno);
}

/** The same rule in SQL over the attempt aliased `alias`; undefined: every attempt. */
export function visibleAttemptsSql(scope: AttemptScope, alias: string): { sql: string; params: { id_aluno?: number } } | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'own') return { sql: `${alias}.id_aluno = :id_aluno`, params: { id_aluno: scope.id_aluno } };
  return { sql: 'false', params: {} };
}

/** May the viewer answer or submit this attempt: only its own student, while it is theirs to take. */
export function takesAttempt(viewer: Viewer, attempt: { id_aluno: number }): boolean {
  return studentOf(viewer) === attempt.id_aluno;
}
