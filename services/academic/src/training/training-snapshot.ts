import type { TrainingSnapshotV1 } from '@treina/contracts';
import type { EntityManager } from 'typeorm';

/** Trainings as academic's training events carry them. */
export async function loadTrainingSnapshots(manager: EntityManager, ids: number[]): Promise<TrainingSnapshotV1[]> {
  if (!ids.length) return [];
  return manager.query(
    `SELECT t.id AS id_treinamento, t.nome_treinamento, t.id_instrutor, t.id_status_treinamento, s.nome_status_treinamento,
            COALESCE((SELECT array_agg(tm.id_material ORDER BY tm.id_material) FROM treinamento_material tm WHERE tm.id_treinamento = t.id), '{}') AS id_material,
            t.revision
       FROM treinamento t JOIN status_treinamento s ON s.id_status_treinamento = t.id_status_treinamento
      WHERE t.id = ANY($1::int[]) ORDER BY t.id`,
    [ids],
  );
}
