import { field, type PayloadSchema } from '../../payload-schema.js';

/**
 * Identity publishes a full snapshot of the user on every change, so a consumer
 * can keep its projection from any single event. `revision` grows by one on every
 * change of the user; a consumer ignores a snapshot older than the one it holds.
 */
export interface UserSnapshotV1 {
  id_usuario: number;
  nome: string;
  email: string;
  status: boolean;
  id_tipo_usuario: number;
  nome_tipo_usuario: string;
  id_aluno: number | null;
  /** Permission names the user holds now (e.g. `customer`, `customer_create`). */
  permissions: string[];
  /** Sessions issued with a lower version are no longer valid. */
  sessionVersion: number;
  revision: number;
}

export const USER_SNAPSHOT_V1_SCHEMA: PayloadSchema<UserSnapshotV1> = {
  type: 'object',
  properties: {
    id_usuario: field.id,
    nome: field.text,
    email: field.text,
    status: field.flag,
    id_tipo_usuario: field.integer,
    nome_tipo_usuario: field.text,
    id_aluno: field.nullableId,
    permissions: { type: 'array', items: field.text },
    sessionVersion: field.integer,
    revision: field.revision,
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
