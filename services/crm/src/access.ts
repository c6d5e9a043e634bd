import { ActivityStatusId, ActivityTypeId, UserType } from '@treina/contracts';
import { conflict, forbidden } from '@treina/nest-platform';

/**
 * Every rule of crm on who sees and changes what. A rule over stored activities has its SQL
 * form beside it, over `atividade a`, with the parameters it binds; test/access.e2e-spec.ts
 * holds both to the same answers. Endpoint permissions stay on the controllers (@RequirePermission).
 */

/** Who acts, as far as these rules need: the session user and their type. */
export interface ActivityActor {
  id_usuario: number;
  id_tipo_usuario: number;
}

/** What these rules read of a stored activity. */
export interface GuardedActivity {
  id_usuario: number;
  id_tipo_atividade: number;
  id_status_atividade: number;
}

/** A rule's SQL form over `atividade a` and the parameters it binds for this actor. */
export interface ActivitySqlRule {
  sql: string;
  params: Record<string, unknown>;
}

export const SALES_TYPE_ONLY = 'Usuários de Vendas só registram atividades do tipo Contato com Aluno.';
export const CONSULTANT_CONCLUDED_LOCKED = 'Atividades concluídas não podem ser alteradas nem excluídas pelo consultor.';

/** The one activity type a Vendas user sees and writes: 'Contato com Aluno'. */
const SALES_ACTIVITY_TYPE = ActivityTypeId.FIXED;

export const isSales = (actor: Pick<ActivityActor, 'id_tipo_usuario'>): boolean => actor.id_tipo_usuario === UserType.VENDAS;
export const isConsultant = (actor: Pick<ActivityActor, 'id_tipo_usuario'>): boolean => actor.id_tipo_usuario === UserType.CONSULTOR;

/** A consultant reaches (sees, changes, deletes) only their own activities; everyone else all of them. */
export const consultantReachesOwnActivities = (actor: ActivityActor, activity: Pick<GuardedActivity, 'id_usuario'>): boolean =>
  !isConsultant(actor) || activity.id_usuario === actor.id_usuario;

const CONSULTANT_OWN_ACTIVITIES_SQL = 'a.id_usuario = :consultantId';

/** The list's scope of a consultant: none for anyone else. */
export function consultantOwnActivitiesScope(actor: ActivityActor): ActivitySqlRule | undefined {
  return isConsultant(actor) ? { sql: CONSULTANT_OWN_ACTIVITIES_SQL, params: { consultantId: actor.id_usuario } } : undefined;
}

/** A Vendas user's list holds only the sales activities (type 2), whatever the query asks. */
export const salesSeesOnlySalesActivities = (actor: ActivityActor, activity: Pick<GuardedActivity, 'id_tipo_atividade'>): boolean =>
  !isSales(actor) || activity.id_tipo_atividade === SALES_ACTIVITY_TYPE;

const SALES_ACTIVITIES_SQL = 'a.id_tipo_atividade = :salesType';

/** The sales narrowing of the list: for a Vendas user always, for anyone else only when asked (`sales=true`). */
export function salesActivitiesScope(actor: ActivityActor, asked = false): ActivitySqlRule | undefined {
  return asked || isSales(actor) ? { sql: SALES_ACTIVITIES_SQL, params: { salesType: SALES_ACTIVITY_TYPE } } : undefined;
}

/**
 * The activities one user opens by id: a consultant their own, a Vendas user the sales ones; any other is
 * answered as not found, as their list never shows it (changing or deleting one is refused by the type rule).
 */
export const reachesActivity = (actor: ActivityActor, activity: Pick<GuardedActivity, 'id_usuario' | 'id_tipo_atividade'>): boolean =>
  consultantReachesOwnActivities(actor, activity) && salesSeesOnlySalesActivities(actor, activity);

/** A consultant's concluded activity is closed to them: they neither change nor delete it. */
export const consultantMayChangeActivity = (actor: ActivityActor, activity: Pick<GuardedActivity, 'id_status_atividade'>): boolean =>
  !isConsultant(actor) || activity.id_status_atividade !== ActivityStatusId.CONCLUIDO;

export const CONSULTANT_MAY_CHANGE_SQL = 'NOT (:consultant AND a.id_status_atividade = :concluded)';

export const consultantMayChangeParams = (actor: ActivityActor) => ({
  consultant: isConsultant(actor),
  concluded: ActivityStatusId.CONCLUIDO,
});

export function assertConsultantMayChangeActivity(actor: ActivityActor, activity: Pick<GuardedActivity, 'id_status_atividade'>): void {
  if (!consultantMayChangeActivity(actor, activity)) throw conflict(CONSULTANT_CONCLUDED_LOCKED);
}

/** An activity of a consultant that is not concluded: while one exists they create no other. */
export const isOpenActivityOf = (userId: number, activity: Pick<GuardedActivity, 'id_usuario' | 'id_status_atividade'>): boolean =>
  activity.id_usuario === userId && activity.id_status_atividade !== ActivityStatusId.CONCLUIDO;

export const OPEN_ACTIVITY_OF_SQL = 'a.id_usuario = :openOf AND a.id_status_atividade <> :concluded';

export const openActivityOfParams = (userId: number) => ({ openOf: userId, concluded: ActivityStatusId.CONCLUIDO });

/** What a Vendas user writes must stay visible to them: an activity of another type would be saved and never found again. */
export const mayWriteActivityType = (actor: ActivityActor | Pick<ActivityActor, 'id_tipo_usuario'>, typeId: number): boolean =>
  !isSales(actor) || typeId === SALES_ACTIVITY_TYPE;

export function assertMayWriteActivityType(actor: Pick<ActivityActor, 'id_tipo_usuario'>, typeId: number): void {
  if (!mayWriteActivityType(actor, typeId)) throw forbidden(SALES_TYPE_ONLY);
}

/** A consultant's activities have no student, so the student typeahead is closed to them. */
const mayLoadStudents = (actor: Pick<ActivityActor, 'id_tipo_usuario'>): boolean => !isConsultant(actor);

export function assertMayLoadStudents(actor: Pick<ActivityActor, 'id_tipo_usuario'>): void {
  if (!mayLoadStudents(actor)) throw forbidden();
}
