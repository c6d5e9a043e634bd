export const TRAINING_DELETED_V1 = 'academic.training.deleted.v1' as const;
export interface TrainingDeletedV1 {
  id_treinamento: number;
  revision: number;
}
