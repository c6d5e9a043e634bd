import { field, type PayloadSchema } from '../../payload-schema.js';

/**
 * Academic publishes the whole student on every change, so consumers (CRM's student data on activities, identity's student logins,
 * reporting's lead conversion) keep their projections from any one event. `revision` grows by one per change; an older snapshot never
 * overwrites a newer one.
 */
export interface StudentSnapshotV1 {
  id_aluno: number;
  nome_aluno: string;
  email: string;
  telefone: string;
  id_status_aluno: number | null;
  id_canal_aluno: number | null;
  nome_canal_aluno: string | null;
  /** ISO 8601 */
  data_criacao: string;
  /** 'Habilitar acesso ao Sistema': identity keeps a type-6 user for this e-mail while true. */
  possui_login: boolean;
  /** True once the student has at least one class (a student, not an interested lead). */
  is_student: boolean;
  revision: number;
}

export const STUDENT_SNAPSHOT_V1_SCHEMA: PayloadSchema<StudentSnapshotV1> = {
  type: 'object',
  properties: {
    id_aluno: field.id,
    nome_aluno: field.text,
    email: field.text,
    telefone: field.text,
    id_status_aluno: field.nullableId,
    id_canal_aluno: field.nullableId,
    nome_canal_aluno: field.nullableText,
    data_criacao: field.instant,
    possui_login: field.flag,
    is_student: field.flag,
    revision: field.revision,
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
