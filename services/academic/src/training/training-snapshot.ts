import type { TrainingSnapshotV1 } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import { TrainingStatusEntity } from '../reference/reference.entities.js';
import { MATERIAL_IDS_SQL } from './training-list.columns.js';
import { TrainingEntity } from './training.entity.js';

/** Trainings as academic's training events carry them. */
export async function loadTrainingSnapshots(manager: EntityManager, ids: number[]): Promise<TrainingSnapshotV1[]> {
  if (!ids.length) return [];
  return manager
    .createQueryBuilder()
    .from(TrainingEntity, 't')
    .innerJoin(TrainingStatusEntity, 's', 's.id_status_treinamento = t.id_status_treinamento')
    .select(['t.id AS id_treinamento', 't.nome_treinamento AS nome_treinamento', 't.id_instrutor AS id_instrutor'])
    .addSelect(['t.id_status_treinamento AS id_status_treinamento', 's.nome_status_treinamento AS nome_status_treinamento'])
    .addSelect([`${MATERIAL_IDS_SQL} AS id_material`, 't.revision AS revision'])
    .where('t.id IN (:...ids)', { ids })
    .orderBy('t.id')
    .getRawMany<TrainingSnapshotV1>();
}
