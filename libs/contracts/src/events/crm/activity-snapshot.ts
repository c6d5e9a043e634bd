import { field, type PayloadSchema, requiredOf } from '../../payload-schema.js';

/**
 * An activity as CRM's activity events carry it: the whole activity but its subtasks, so a consumer keeps its projection from any one event
 * (academic: a student's concluded activities in the detail panel). `revision` grows by one per change; an older snapshot never overwrites
 * a newer one.
 */
export interface ActivitySnapshotV1 {
  id_atividade: number;
  /** 'YYYY-MM-DD' (Data da Atividade). */
  data: string;
  /** The description (Descrição). */
  titulo: string;
  id_tipo_atividade: number;
  nome_tipo_atividade: string;
  /** The responsible user (Responsável), a user of identity. */
  id_usuario: number;
  nome_usuario: string;
  /** The student the activity refers to (academic's id_aluno; 'Contato com Aluno' only), else null. */
  id_aluno: number | null;
  /** 1 Pendente, 2 Em Andamento, 3 Concluído (ActivityStatusId). */
  id_status_atividade: number;
  nome_status_atividade: string;
  revision: number;
}

const activityProperties = {
  id_atividade: field.id,
  data: field.day,
  titulo: field.text,
  id_tipo_atividade: field.id,
  nome_tipo_atividade: field.text,
  id_usuario: field.id,
  nome_usuario: field.text,
  id_aluno: field.nullableId,
  id_status_atividade: field.id,
  nome_status_atividade: field.text,
  revision: field.revision,
} as const;

export const ACTIVITY_SNAPSHOT_V1_SCHEMA: PayloadSchema<ActivitySnapshotV1> = {
  type: 'object',
  properties: activityProperties,
  required: requiredOf<ActivitySnapshotV1>(activityProperties, {}),
};
