import { ActivityTypeId, UserType } from '@treina/contracts';
import { forbidden } from '@treina/nest-platform';

/** Who acts, as far as these rules need: the session user's type. */
interface TypedActor {
  id_tipo_usuario: number;
}

/** The one activity type a Vendas user sees and writes: 'Contato com Aluno'. */
export const SALES_ACTIVITY_TYPE = ActivityTypeId.FIXED;

export const SALES_TYPE_ONLY = 'Usuários de Vendas só registram atividades do tipo Contato com Aluno.';

/** Vendas (type 3) see only the sales activities (type 2), whatever the query asks. */
export const isSales = (actor: TypedActor): boolean => actor.id_tipo_usuario === UserType.VENDAS;

/** The visibility rule in SQL over `atividade a`. */
export const SALES_VISIBLE_SQL = 'a.id_tipo_atividade = :salesType';

/**
 * What a Vendas user writes must stay visible to them: an activity of another type
 * would be saved and never found again.
 */
export const mayWriteActivityType = (actor: TypedActor, typeId: number): boolean => !isSales(actor) || typeId === SALES_ACTIVITY_TYPE;

export function assertMayWriteActivityType(actor: TypedActor, typeId: number): void {
  if (!mayWriteActivityType(actor, typeId)) throw forbidden(SALES_TYPE_ONLY);
}
