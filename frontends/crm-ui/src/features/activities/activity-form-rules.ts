import {
  ActivityStatusId,
  ActivityTypeId,
  UserType,
  type ActivityInput,
  type ActivityRow,
  type ActivityTypeOrigin,
  type ActivityTypeRow,
  type SessionUser,
} from '@treina/contracts';
import { isoToBR, parseDateBR, todayBR, type FieldErrors } from '@treina/ui-kit';
import { DEFAULT_SUBTASK_TIME, normalizeSubtaskTime } from './time';

export const SUBTASK_INCOMPLETE = 'preencha todos os campos para criar uma subtarefa';
const SUBTASK_TIME_INVALID = 'O tempo trabalhado deve estar no formato HH:mm.';

/** A subtask in the form: date DD/MM/YYYY, time HH:mm, multi-line details. */
export interface SubtaskDraft {
  id: string;
  date: string;
  time: string;
  desc: string;
}

export interface ActivityFormData {
  id?: number;
  id_tipo_atividade: number | '';
  id_usuario: number | '';
  id_aluno: number | null;
  /** The chosen student's name (shown by the picker before any search). */
  nome_aluno: string;
  titulo: string;
  /** DD/MM/YYYY */
  data: string;
  id_status_atividade: number | '';
  subtasks: SubtaskDraft[];
  /** When editing: the origin of the stored activity's type (FIXED locks the type). */
  storedOrigin: ActivityTypeOrigin | null;
}

export interface ActivityFormContext {
  user: Pick<SessionUser, 'id_usuario' | 'id_tipo_usuario'>;
  types: readonly ActivityTypeRow[];
}

export const isConsultantUser = (user: Pick<SessionUser, 'id_tipo_usuario'> | null | undefined): boolean =>
  user?.id_tipo_usuario === UserType.CONSULTOR;

export const isSalesUser = (user: Pick<SessionUser, 'id_tipo_usuario'> | null | undefined): boolean =>
  user?.id_tipo_usuario === UserType.VENDAS;

/** The consultants' type: the one whose origin is SYSTEM (id 1 by default). */
function systemTypeId(types: readonly ActivityTypeRow[]): number {
  return types.find((type) => type.tipo === 'SYSTEM')?.id ?? ActivityTypeId.SYSTEM;
}

function originOf(types: readonly ActivityTypeRow[], id: number | ''): ActivityTypeOrigin | null {
  if (id === '') return null;
  return types.find((type) => type.id === id)?.tipo ?? null;
}

/** A consultant's type is SYSTEM and their user themselves, whatever else. */
function withConsultantRule(form: ActivityFormData, context: ActivityFormContext): ActivityFormData {
  if (!isConsultantUser(context.user)) return form;
  return { ...form, id_tipo_atividade: systemTypeId(context.types), id_usuario: context.user.id_usuario, id_aluno: null, nome_aluno: '' };
}

/**
 * The types the form offers: a Vendas user sees only 'Contato com Aluno' (id 2) and the
 * server refuses them any other, so an activity of theirs never leaves their list.
 */
export function offeredActivityTypes(context: ActivityFormContext): readonly ActivityTypeRow[] {
  return isSalesUser(context.user) ? context.types.filter((type) => type.id === ActivityTypeId.FIXED) : context.types;
}

/** 'Nova Atividade': today, Pendente, the current user; a consultant's type forced to SYSTEM, a Vendas user's to 2. */
export function newActivityForm(context: ActivityFormContext, today: string = todayBR()): ActivityFormData {
  return withConsultantRule(
    {
      id_tipo_atividade: isSalesUser(context.user) ? ActivityTypeId.FIXED : '',
      id_usuario: context.user.id_usuario,
      id_aluno: null,
      nome_aluno: '',
      titulo: '',
      data: today,
      id_status_atividade: ActivityStatusId.PENDENTE,
      subtasks: [],
      storedOrigin: null,
    },
    context,
  );
}

/** Subtasks newest date first; equal dates keep their order. */
function sortSubtasks(subtasks: readonly SubtaskDraft[]): SubtaskDraft[] {
  const key = (subtask: SubtaskDraft) => parseDateBR(subtask.date) ?? '';
  return subtasks
    .map((subtask, index) => ({ subtask, index }))
    .sort((a, b) => key(b.subtask).localeCompare(key(a.subtask)) || a.index - b.index)
    .map((entry) => entry.subtask);
}

/** Editing: the stored activity as form data. */
export function editActivityForm(row: ActivityRow, context: ActivityFormContext): ActivityFormData {
  return withConsultantRule(
    {
      id: row.id,
      id_tipo_atividade: row.id_tipo_atividade,
      id_usuario: row.id_usuario,
      id_aluno: row.id_aluno,
      nome_aluno: row.nome_aluno ?? '',
      titulo: row.titulo,
      data: isoToBR(row.data),
      id_status_atividade: row.id_status_atividade,
      subtasks: sortSubtasks(
        (row.subtasks ?? []).map((subtask) => ({ id: subtask.id, date: isoToBR(subtask.date), time: subtask.time, desc: subtask.desc })),
      ),
      storedOrigin: row.tipo_atividade ?? originOf(context.types, row.id_tipo_atividade),
    },
    context,
  );
}

export interface ActivityFormLocks {
  typeDisabled: boolean;
  userDisabled: boolean;
  /** The student typeahead: only for the FIXED type. */
  showStudent: boolean;
  /** The subtask section: hidden while the status is 1 (Pendente). */
  showSubtasks: boolean;
}

/**
 * Consultants get both selects disabled; the FIXED type disables the
 * user select and shows the student picker; an existing FIXED activity keeps its type.
 */
export function activityFormLocks(form: ActivityFormData, context: ActivityFormContext): ActivityFormLocks {
  const consultant = isConsultantUser(context.user);
  const fixed = originOf(context.types, form.id_tipo_atividade) === 'FIXED';
  return {
    typeDisabled: consultant || form.storedOrigin === 'FIXED',
    userDisabled: consultant || fixed,
    showStudent: fixed && !consultant,
    showSubtasks: form.id_status_atividade !== ActivityStatusId.PENDENTE,
  };
}

/** Choosing a type: FIXED makes the current user responsible; other types have no student. */
export function chooseActivityType(form: ActivityFormData, typeId: number, context: ActivityFormContext): ActivityFormData {
  if (activityFormLocks(form, context).typeDisabled) return form;
  const next: ActivityFormData = { ...form, id_tipo_atividade: typeId };
  if (originOf(context.types, typeId) === 'FIXED') next.id_usuario = context.user.id_usuario;
  else {
    next.id_aluno = null;
    next.nome_aluno = '';
  }
  return next;
}

/** Choosing a user, unless the select is locked. */
export function chooseActivityUser(form: ActivityFormData, userId: number, context: ActivityFormContext): ActivityFormData {
  if (activityFormLocks(form, context).userDisabled) return form;
  return { ...form, id_usuario: userId };
}

const ACTIVITY_FORM_ERRORS = {
  type: 'Escolha o tipo de atividade.',
  user: 'Escolha o usuário responsável.',
  student: (typeName: string) => `Uma atividade do tipo '${typeName}' precisa de um aluno: pesquise pelo nome e escolha um.`,
  title: 'Informe a descrição da atividade.',
  date: 'Informe a data da atividade (DD/MM/AAAA).',
  status: 'Escolha o status da atividade.',
} as const;

/** What keeps the activity from being saved, field by field (in the form's order). */
export function activityFormErrors(form: ActivityFormData, context: ActivityFormContext): FieldErrors {
  const typeName = context.types.find((type) => type.id === form.id_tipo_atividade)?.nome ?? '';
  return {
    id_tipo_atividade: form.id_tipo_atividade === '' ? ACTIVITY_FORM_ERRORS.type : undefined,
    id_usuario: form.id_usuario === '' ? ACTIVITY_FORM_ERRORS.user : undefined,
    id_aluno: activityFormLocks(form, context).showStudent && form.id_aluno === null ? ACTIVITY_FORM_ERRORS.student(typeName) : undefined,
    titulo: form.titulo.trim() ? undefined : ACTIVITY_FORM_ERRORS.title,
    data: parseDateBR(form.data) ? undefined : ACTIVITY_FORM_ERRORS.date,
    id_status_atividade: form.id_status_atividade === '' ? ACTIVITY_FORM_ERRORS.status : undefined,
  };
}

/** The fields that keep the activity from being saved. */
export function missingActivityFields(form: ActivityFormData, context: ActivityFormContext): string[] {
  return Object.entries(activityFormErrors(form, context))
    .filter(([, message]) => message)
    .map(([field]) => field);
}

/** The body of POST /api/activity and PATCH /api/activity/{id}. */
export function activityPayload(form: ActivityFormData, context: ActivityFormContext): ActivityInput {
  const ruled = withConsultantRule(form, context);
  const fixed = originOf(context.types, ruled.id_tipo_atividade) === 'FIXED';
  return {
    titulo: ruled.titulo.trim(),
    data: parseDateBR(ruled.data) ?? undefined,
    id_tipo_atividade: Number(ruled.id_tipo_atividade),
    id_usuario: ruled.id_usuario === '' ? undefined : ruled.id_usuario,
    id_aluno: fixed ? ruled.id_aluno : null,
    id_status_atividade: ruled.id_status_atividade === '' ? undefined : ruled.id_status_atividade,
    subtasks: ruled.subtasks.map((subtask) => ({
      id: subtask.id,
      date: parseDateBR(subtask.date) ?? subtask.date,
      time: normalizeSubtaskTime(subtask.time) ?? subtask.time,
      desc: subtask.desc,
    })),
  };
}

let sequence = 0;
/** A subtask id unique within its activity (letters, digits and '-', as the API accepts). */
function newSubtaskId(): string {
  sequence += 1;
  return `st-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${sequence}`;
}

export function emptySubtaskDraft(today: string = todayBR()): Omit<SubtaskDraft, 'id'> {
  return { date: today, time: DEFAULT_SUBTASK_TIME, desc: '' };
}

/**
 * The 'Subtarefa' button: date and details are required, the time is
 * stored as HH:mm; the list stays newest first.
 */
export function addSubtask(
  subtasks: readonly SubtaskDraft[],
  draft: Omit<SubtaskDraft, 'id'>,
  id: string = newSubtaskId(),
): { subtasks: SubtaskDraft[]; error?: undefined } | { error: string; subtasks?: undefined } {
  if (!parseDateBR(draft.date) || !draft.desc.trim()) return { error: SUBTASK_INCOMPLETE };
  const time = normalizeSubtaskTime(draft.time || DEFAULT_SUBTASK_TIME);
  if (time === null) return { error: SUBTASK_TIME_INVALID };
  return { subtasks: sortSubtasks([...subtasks, { id, date: draft.date, time, desc: draft.desc }]) };
}

export function removeSubtask(subtasks: readonly SubtaskDraft[], id: string): SubtaskDraft[] {
  return subtasks.filter((subtask) => subtask.id !== id);
}
