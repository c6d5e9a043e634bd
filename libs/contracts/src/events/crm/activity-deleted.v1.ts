export const ACTIVITY_DELETED_V1 = 'crm.activity.deleted.v1' as const;

export interface ActivityDeletedV1 {
  id_atividade: number;
  /** The student it referred to, if any. */
  id_aluno: number | null;
  /** One more than the activity's last revision. */
  revision: number;
}
