import { type PermissionName, UserType } from '@treina/contracts';

/** Who asks, as far as reporting's rules need: the session user and their type. */
export interface Viewer {
  id_usuario: number;
  id_tipo_usuario: number;
}

/** The permissions that open the Painel: any one of them (checked by the platform's guard through RequirePermission). */
export const SEE_DASHBOARD = ['commissions', 'config'] as const satisfies readonly PermissionName[];

/**
 * Whose enrolments a viewer's Painel counts, like their Comissões list: a Vendas user (type 3) the
 * sales they made, everyone else the school's. The seller to count, or null for every enrolment.
 */
export function dashboardSeller(viewer: Viewer): number | null {
  return viewer.id_tipo_usuario === UserType.VENDAS ? viewer.id_usuario : null;
}

/** Does the viewer's Painel count this enrolment fact (the rule as a predicate). */
export function countsFact(viewer: Viewer, fact: { id_usuario_venda: number | null }): boolean {
  const seller = dashboardSeller(viewer);
  return seller === null || fact.id_usuario_venda === seller;
}

/** The same rule in SQL over matricula_fato's columns, `:seller` bound to dashboardSeller's answer. */
export const COUNTED_FACTS_SQL = ':seller::int IS NULL OR id_usuario_venda = :seller::int';

/**
 * Does the viewer's Painel count a student's attendance marks in a class: when it counts the student's enrolment there (a Vendas user:
 * the students they enrolled in that class), or for a viewer who counts every enrolment. `sellers`: the sellers of the student's entries
 * in the class.
 */
export function countsMarks(viewer: Viewer, sellers: ReadonlyArray<number | null>): boolean {
  const seller = dashboardSeller(viewer);
  return seller === null || sellers.includes(seller);
}

/** The same rule in SQL over a mark's `:student` and `:klass` columns, `:seller` bound to dashboardSeller's answer. */
export const countedMarksSql = (student: string, klass: string) =>
  `(:seller::int IS NULL OR EXISTS (SELECT 1 FROM matricula_fato cf WHERE cf.id_aluno = ${student} AND cf.id_turma = ${klass} AND cf.id_usuario_venda = :seller::int))`;

/**
 * Does the viewer's Painel count a student's practice-exam attempt in a training: when it counts one of the student's enrolments in that
 * training (a Vendas user: the students they enrolled there), or for a viewer who counts every enrolment. `sellers`: the sellers of the
 * student's entries in the training.
 */
export function countsAttempt(viewer: Viewer, sellers: ReadonlyArray<number | null>): boolean {
  return countsMarks(viewer, sellers);
}

/** The same rule in SQL over an attempt's `:student` and `:training` columns, `:seller` bound to dashboardSeller's answer. */
export const countedAttemptsSql = (student: string, training: string) =>
  `(:seller::int IS NULL OR EXISTS (SELECT 1 FROM matricula_fato cf WHERE cf.id_aluno = ${student} AND cf.id_treinamento = ${training} AND cf.id_usuario_venda = :seller::int))`;
