import { ActivityTypeId, type ActivityTypeOrigin } from '@treina/contracts';
import { conflict } from '@treina/nest-platform';
import { type ActivitySqlRule, consultantOwnActivitiesScope, isConsultant, salesActivitiesScope } from '../access.js';
import { fieldError } from '../common/fields.js';
import type { ActivityListParams } from './dto/activity-list.params.js';

export const ACTIVITY_NOT_FOUND = 'Atividade não encontrada.';
export const FIXED_TYPE_LOCKED = 'O tipo de uma atividade de contato com aluno (FIXED) não pode ser alterado.';
export const TYPE_REQUIRED = "O campo 'id_tipo_atividade' é obrigatório.";
export const STUDENT_REQUIRED = 'Selecione o aluno: atividades de contato com aluno (FIXED) precisam de um aluno.';
export const INVALID_TYPE = 'Tipo de atividade inválido.';
export const INVALID_USER = 'Usuário responsável inválido ou inativo.';
export const INVALID_STATUS = 'Status da atividade inválido.';
export const STUDENT_NOT_FOUND = 'Aluno não encontrado.';

/** Who acts: the session's user. */
export interface Actor {
  id_usuario: number;
  id_tipo_usuario: number;
}

/** What the rules need of a stored activity. */
export interface StoredActivity {
  id_usuario: number;
  id_tipo_atividade: number;
  /** The origin of its type. */
  tipo: ActivityTypeOrigin;
  id_aluno: number | null;
  id_status_atividade: number;
}

/**
 * The list's narrowing, as WHERE conditions over `atividade a`: the actor's scope (access.ts)
 * and what the query asks (`userId`, `sales`, `studentId`). A consultant's own scope always holds.
 */
export function scopeConditions(params: ActivityListParams, actor: Actor): ActivitySqlRule[] {
  const conditions: ActivitySqlRule[] = [];
  const own = consultantOwnActivitiesScope(actor);
  if (own) conditions.push(own);
  if (params.userId !== undefined) conditions.push({ sql: 'a.id_usuario = :scopeUserId', params: { scopeUserId: params.userId } });
  const sales = salesActivitiesScope(actor, params.sales);
  if (sales) conditions.push(sales);
  if (params.studentId !== undefined) {
    conditions.push({ sql: 'a.id_aluno = :scopeStudentId', params: { scopeStudentId: params.studentId } });
  }
  return conditions;
}

/**
 * The activity's type. A FIXED activity keeps its type (changing it is a 409); a
 * consultant's is forced to SYSTEM; anyone else chooses (required on creation).
 */
export function decideType(actor: Actor, requested: number | undefined, stored?: StoredActivity): number {
  if (stored?.tipo === 'FIXED') {
    if (requested !== undefined && requested !== stored.id_tipo_atividade) throw conflict(FIXED_TYPE_LOCKED);
    return stored.id_tipo_atividade;
  }
  if (isConsultant(actor)) return ActivityTypeId.SYSTEM;
  const type = requested ?? stored?.id_tipo_atividade;
  if (type === undefined) throw fieldError('id_tipo_atividade', TYPE_REQUIRED);
  return type;
}

/**
 * The responsible user, once the type's origin is known: a consultant is always their own; a new
 * FIXED activity gets the current user and an existing one keeps its own; anyone else picks the
 * user, by default themselves.
 */
export function decideUser(actor: Actor, origin: ActivityTypeOrigin, requested: number | undefined, stored?: StoredActivity): number {
  if (isConsultant(actor)) return actor.id_usuario;
  if (origin === 'FIXED') return stored?.tipo === 'FIXED' ? stored.id_usuario : actor.id_usuario;
  return requested ?? stored?.id_usuario ?? actor.id_usuario;
}

/**
 * The student: only a FIXED activity has one, and it must. `verify` tells the
 * caller to check the id against the students projection (new or changed).
 */
export function decideStudent(
  origin: ActivityTypeOrigin,
  requested: number | null | undefined,
  stored?: StoredActivity,
): { id_aluno: number | null; verify: boolean } {
  if (origin !== 'FIXED') return { id_aluno: null, verify: false };
  const id = requested === undefined ? (stored?.id_aluno ?? null) : requested;
  if (id === null) throw fieldError('id_aluno', STUDENT_REQUIRED);
  const unchanged = stored?.tipo === 'FIXED' && stored.id_aluno === id;
  return { id_aluno: id, verify: !unchanged };
}
