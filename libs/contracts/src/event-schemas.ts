import type { EventPayloads, EventType } from './event-map.js';
import type { ClassDeletedV1 } from './events/academic/class-deleted.v1.js';
import type { ClassSnapshotV1 } from './events/academic/class-snapshot.js';
import type { EnrolmentSnapshotV1 } from './events/academic/enrolment-snapshot.js';
import type { EnrolmentStatusChangedV1 } from './events/academic/enrolment-status-changed.v1.js';
import type { EnrolmentUpdatedV1 } from './events/academic/enrolment-updated.v1.js';
import type { StudentAnonymisedV1 } from './events/academic/student-anonymised.v1.js';
import type { StudentDeletedV1 } from './events/academic/student-deleted.v1.js';
import type { StudentSnapshotV1 } from './events/academic/student-snapshot.js';
import type { TrainingDeletedV1 } from './events/academic/training-deleted.v1.js';
import type { TrainingSnapshotV1 } from './events/academic/training-snapshot.js';
import type { ActivityDeletedV1 } from './events/crm/activity-deleted.v1.js';
import type { ActivitySnapshotV1 } from './events/crm/activity-snapshot.js';
import type { UserSnapshotV1 } from './events/identity/user-snapshot.js';

// JSON Schemas of the event payloads. `PayloadSchema<T>` ties each schema to the
// payload's TypeScript type: a field added to, removed from or retyped in a payload
// interface without its schema does not compile. Consumers validate every payload
// against these before a handler runs (nest-platform's EventPayloadPipe).
//
// Unknown properties are allowed on purpose: a producer may add an optional field
// to a v1 contract before every consumer knows it; removing or retyping one is a v2.
//
// Over 250 lines on purpose: one table, a schema per event, read top to bottom beside
// event-map.ts; splitting it would scatter the field vocabulary (id, day, money) it shares.

/** The JSON Schema of one field whose TypeScript type is `V` (nullable exactly when `V` admits null). */
export type FieldSchema<V> = null extends V
  ? NonNullFieldSchema<NonNullable<V>> & { readonly nullable: true }
  : NonNullFieldSchema<V> & { readonly nullable?: false };
type NonNullFieldSchema<V> = V extends string
  ? { readonly type: 'string'; readonly pattern?: string }
  : V extends number
    ? { readonly type: 'integer' | 'number'; readonly minimum?: number }
    : V extends boolean
      ? { readonly type: 'boolean' }
      : V extends ReadonlyArray<infer I>
        ? { readonly type: 'array'; readonly items: FieldSchema<I> }
        : never;

/** The fields of `T` that a payload may leave out (`name?: …`). */
export type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T] & string;
/** The fields of `T` every payload carries. */
export type RequiredKeys<T> = Exclude<keyof T & string, OptionalKeys<T>>;

/** The JSON Schema of a flat payload `T`: every field described; only fields `T` requires listed as required. */
export interface PayloadSchema<T> {
  readonly type: 'object';
  readonly properties: { readonly [K in keyof T]-?: FieldSchema<Exclude<T[K], undefined>> };
  readonly required: ReadonlyArray<RequiredKeys<T>>;
}

/**
 * The required fields of `properties`: every one but those `optional` names. `optional`
 * must name every optional field of `T` (a field made optional without it does not compile),
 * so a payload's schema never requires what its type lets a producer leave out.
 */
export function requiredOf<T>(
  properties: PayloadSchema<T>['properties'],
  optional: { readonly [K in OptionalKeys<T>]: true },
): Array<RequiredKeys<T>> {
  return Object.keys(properties).filter((name) => !(name in optional)) as Array<RequiredKeys<T>>;
}

const id = { type: 'integer', minimum: 1 } as const;
const revision = { type: 'integer', minimum: 1 } as const;
const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const nullableId = { type: 'integer', nullable: true } as const;
const nullableText = { type: 'string', nullable: true } as const;
/** YYYY-MM-DD */
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
/** An ISO 8601 time as JSON.stringify writes a Date. */
const instant = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$' } as const;
const nullableInstant = { ...instant, nullable: true } as const;

export const USER_SNAPSHOT_V1_SCHEMA: PayloadSchema<UserSnapshotV1> = {
  type: 'object',
  properties: {
    id_usuario: id,
    nome: text,
    email: text,
    status: flag,
    id_tipo_usuario: integer,
    nome_tipo_usuario: text,
    id_aluno: nullableId,
    permissions: { type: 'array', items: text },
    sessionVersion: integer,
    revision,
  },
  required: [
    'id_usuario',
    'nome',
    'email',
    'status',
    'id_tipo_usuario',
    'nome_tipo_usuario',
    'id_aluno',
    'permissions',
    'sessionVersion',
    'revision',
  ],
};

export const STUDENT_SNAPSHOT_V1_SCHEMA: PayloadSchema<StudentSnapshotV1> = {
  type: 'object',
  properties: {
    id_aluno: id,
    nome_aluno: text,
    email: text,
    telefone: text,
    id_status_aluno: nullableId,
    id_canal_aluno: nullableId,
    nome_canal_aluno: nullableText,
    data_criacao: instant,
    possui_login: flag,
    is_student: flag,
    revision,
  },
  required: [
    'id_aluno',
    'nome_aluno',
    'email',
    'telefone',
    'id_status_aluno',
    'id_canal_aluno',
    'nome_canal_aluno',
    'data_criacao',
    'possui_login',
    'is_student',
    'revision',
  ],
};

export const STUDENT_DELETED_V1_SCHEMA: PayloadSchema<StudentDeletedV1> = {
  type: 'object',
  properties: { id_aluno: id, email: text, revision },
  required: ['id_aluno', 'email', 'revision'],
};

export const STUDENT_ANONYMISED_V1_SCHEMA: PayloadSchema<StudentAnonymisedV1> = {
  type: 'object',
  properties: { id_aluno: id, nome_aluno: text, anonimizado_em: instant, revision },
  required: ['id_aluno', 'nome_aluno', 'anonimizado_em', 'revision'],
};

const enrolmentProperties = {
  id_matricula: id,
  sequence: { type: 'integer', minimum: 1 },
  id_turma: id,
  id_treinamento: id,
  nome_treinamento: text,
  data_inicio: day,
  data_fim: day,
  id_status_turma: integer,
  id_aluno: id,
  nome_aluno: text,
  email_aluno: nullableText,
  id_status_inscricao: integer,
  nome_status_inscricao: text,
  id_forma_pagto: nullableId,
  nome_forma_pagto: nullableText,
  valor_pago: { type: 'number', nullable: true },
  cod_pagto: nullableText,
  cci: text,
  data_hora_inclusao: instant,
  data_hora_pagamento: nullableInstant,
  data_hora_cancelamento: nullableInstant,
  gera_comissao: flag,
  libera_conteudo: flag,
  id_status_contrato_aluno: nullableId,
  id_turma_origem: nullableId,
  id_usuario_venda: nullableId,
} as const;
const enrolmentRequired = requiredOf<EnrolmentSnapshotV1>(enrolmentProperties, {});

export const ENROLMENT_SNAPSHOT_V1_SCHEMA: PayloadSchema<EnrolmentSnapshotV1> = {
  type: 'object',
  properties: enrolmentProperties,
  required: enrolmentRequired,
};

export const ENROLMENT_STATUS_CHANGED_V1_SCHEMA: PayloadSchema<EnrolmentStatusChangedV1> = {
  type: 'object',
  properties: { ...enrolmentProperties, id_status_inscricao_anterior: integer, nome_status_inscricao_anterior: text },
  required: [...enrolmentRequired, 'id_status_inscricao_anterior', 'nome_status_inscricao_anterior'],
};

export const ENROLMENT_UPDATED_V1_SCHEMA: PayloadSchema<EnrolmentUpdatedV1> = {
  type: 'object',
  properties: { ...enrolmentProperties, campos_alterados: { type: 'array', items: text } },
  required: [...enrolmentRequired, 'campos_alterados'],
};

export const CLASS_SNAPSHOT_V1_SCHEMA: PayloadSchema<ClassSnapshotV1> = {
  type: 'object',
  properties: {
    id_turma: id,
    id_treinamento: id,
    nome_treinamento: text,
    id_instrutor: nullableId,
    data_inicio: day,
    data_fim: day,
    id_periodo_turma: integer,
    nome_periodo_turma: text,
    id_status_turma: integer,
    nome_status_turma: text,
    desc_turma: nullableText,
    gera_comissao: flag,
    revision,
  },
  required: [
    'id_turma',
    'id_treinamento',
    'nome_treinamento',
    'id_instrutor',
    'data_inicio',
    'data_fim',
    'id_periodo_turma',
    'nome_periodo_turma',
    'id_status_turma',
    'nome_status_turma',
    'desc_turma',
    'gera_comissao',
    'revision',
  ],
};

export const CLASS_DELETED_V1_SCHEMA: PayloadSchema<ClassDeletedV1> = {
  type: 'object',
  properties: { id_turma: id, ids_matricula: { type: 'array', items: id }, revision },
  required: ['id_turma', 'ids_matricula', 'revision'],
};

export const TRAINING_SNAPSHOT_V1_SCHEMA: PayloadSchema<TrainingSnapshotV1> = {
  type: 'object',
  properties: {
    id_treinamento: id,
    nome_treinamento: text,
    id_instrutor: nullableId,
    id_status_treinamento: integer,
    nome_status_treinamento: text,
    id_material: { type: 'array', items: id },
    revision,
  },
  required: [
    'id_treinamento',
    'nome_treinamento',
    'id_instrutor',
    'id_status_treinamento',
    'nome_status_treinamento',
    'id_material',
    'revision',
  ],
};

export const TRAINING_DELETED_V1_SCHEMA: PayloadSchema<TrainingDeletedV1> = {
  type: 'object',
  properties: { id_treinamento: id, revision },
  required: ['id_treinamento', 'revision'],
};

const activityProperties = {
  id_atividade: id,
  data: day,
  titulo: text,
  id_tipo_atividade: id,
  nome_tipo_atividade: text,
  id_usuario: id,
  nome_usuario: text,
  id_aluno: nullableId,
  id_status_atividade: id,
  nome_status_atividade: text,
  revision,
} as const;

export const ACTIVITY_SNAPSHOT_V1_SCHEMA: PayloadSchema<ActivitySnapshotV1> = {
  type: 'object',
  properties: activityProperties,
  required: requiredOf<ActivitySnapshotV1>(activityProperties, {}),
};

export const ACTIVITY_DELETED_V1_SCHEMA: PayloadSchema<ActivityDeletedV1> = {
  type: 'object',
  properties: { id_atividade: id, id_aluno: nullableId, revision },
  required: ['id_atividade', 'id_aluno', 'revision'],
};

/**
 * Routing key -> payload schema: a key of the event map without a schema, or a
 * schema of the wrong payload type, does not compile.
 */
export const EVENT_PAYLOAD_SCHEMAS: { [K in EventType]: PayloadSchema<EventPayloads[K]> } = {
  'identity.user.created.v1': USER_SNAPSHOT_V1_SCHEMA,
  'identity.user.updated.v1': USER_SNAPSHOT_V1_SCHEMA,
  'identity.user.deactivated.v1': USER_SNAPSHOT_V1_SCHEMA,
  'academic.student.created.v1': STUDENT_SNAPSHOT_V1_SCHEMA,
  'academic.student.updated.v1': STUDENT_SNAPSHOT_V1_SCHEMA,
  'academic.student.deleted.v1': STUDENT_DELETED_V1_SCHEMA,
  'academic.student.anonymised.v1': STUDENT_ANONYMISED_V1_SCHEMA,
  'academic.enrolment.created.v1': ENROLMENT_SNAPSHOT_V1_SCHEMA,
  'academic.enrolment.status-changed.v1': ENROLMENT_STATUS_CHANGED_V1_SCHEMA,
  'academic.enrolment.updated.v1': ENROLMENT_UPDATED_V1_SCHEMA,
  'academic.enrolment.snapshot.v1': ENROLMENT_SNAPSHOT_V1_SCHEMA,
  'academic.waiting-list.seated.v1': ENROLMENT_SNAPSHOT_V1_SCHEMA,
  'academic.class.created.v1': CLASS_SNAPSHOT_V1_SCHEMA,
  'academic.class.updated.v1': CLASS_SNAPSHOT_V1_SCHEMA,
  'academic.class.deleted.v1': CLASS_DELETED_V1_SCHEMA,
  'academic.training.created.v1': TRAINING_SNAPSHOT_V1_SCHEMA,
  'academic.training.updated.v1': TRAINING_SNAPSHOT_V1_SCHEMA,
  'academic.training.deleted.v1': TRAINING_DELETED_V1_SCHEMA,
  'crm.activity.created.v1': ACTIVITY_SNAPSHOT_V1_SCHEMA,
  'crm.activity.updated.v1': ACTIVITY_SNAPSHOT_V1_SCHEMA,
  'crm.activity.deleted.v1': ACTIVITY_DELETED_V1_SCHEMA,
  'crm.activity.snapshot.v1': ACTIVITY_SNAPSHOT_V1_SCHEMA,
};
