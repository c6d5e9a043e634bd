import type { ActivityDeletedV1, ActivityRow, ActivitySnapshotV1 } from '@treina/contracts';

/** The revision of a new activity; each change adds one (`atividade.revisao`). */
export const FIRST_REVISION = 1;

/** The activity as CRM's events carry it: the answered row (names joined in) at this revision. */
export function activitySnapshotOf(row: Omit<ActivityRow, 'subtasks'>, revision: number): ActivitySnapshotV1 {
  return {
    id_atividade: row.id,
    data: row.data,
    titulo: row.titulo,
    id_tipo_atividade: row.id_tipo_atividade,
    nome_tipo_atividade: row.nome_tipo_atividade,
    id_usuario: row.id_usuario,
    nome_usuario: row.nome_usuario,
    id_aluno: row.id_aluno,
    id_status_atividade: row.id_status_atividade,
    nome_status_atividade: row.nome_status_atividade,
    revision,
  };
}

/** The deletion of a stored activity: one revision after its last. */
export function activityDeletedOf(stored: { id: number; id_aluno: number | null; revisao: number }): ActivityDeletedV1 {
  return { id_atividade: stored.id, id_aluno: stored.id_aluno, revision: stored.revisao + 1 };
}
