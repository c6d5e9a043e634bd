import type { ActivitySnapshotV1 } from '../events/crm/activity-snapshot.js';

/** An activity as CRM's activity events carry it: a concluded 'Contato com Aluno' of student 1 by default. */
export function activitySnapshot(id: number, changes: Partial<ActivitySnapshotV1> = {}): ActivitySnapshotV1 {
  return {
    id_atividade: id,
    data: '2026-11-20',
    titulo: `Atividade ${id}`,
    id_tipo_atividade: 2,
    nome_tipo_atividade: 'Contato com Aluno',
    id_usuario: 1,
    nome_usuario: 'Usuário 1',
    id_aluno: 1,
    id_status_atividade: 3,
    nome_status_atividade: 'Concluído',
    revision: 1,
    ...changes,
  };
}
