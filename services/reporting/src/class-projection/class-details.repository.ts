import { Injectable } from '@nestjs/common';
import { type ClassSnapshotV1, DEFAULT_MINIMUM_ATTENDANCE, type TrainingSnapshotV1 } from '@treina/contracts';
import { type ClassProjectionFollower, queryRows } from '@treina/nest-platform';
import type { Transaction } from '../transaction.js';

const STORE_CLASS_SQL = `INSERT INTO turma_detalhe AS t (id_turma, revision, id_status_turma, desc_turma)
  VALUES (:id_turma, :revision, :id_status_turma, :desc_turma)
  ON CONFLICT (id_turma) DO UPDATE SET revision = EXCLUDED.revision, id_status_turma = EXCLUDED.id_status_turma, desc_turma = EXCLUDED.desc_turma
  WHERE t.revision < EXCLUDED.revision`;

const STORE_TRAINING_SQL = `INSERT INTO treinamento_detalhe AS t (id_treinamento, revision, frequencia_minima)
  VALUES (:id_treinamento, :revision, :frequencia_minima)
  ON CONFLICT (id_treinamento) DO UPDATE SET revision = EXCLUDED.revision, frequencia_minima = EXCLUDED.frequencia_minima
  WHERE t.revision < EXCLUDED.revision`;

/**
 * What the attendance figures need of a class and a training beyond the class projection: the class's status (running or not) and
 * description (its name), the training's frequencia_minima (DEFAULT_MINIMUM_ATTENDANCE when the snapshot has none). Only a higher revision
 * replaces them, so repeats and late older snapshots change nothing.
 */
@Injectable()
export class ClassDetailsRepository implements ClassProjectionFollower {
  async classChanged(tx: Transaction, snapshot: ClassSnapshotV1): Promise<void> {
    const { id_turma, revision, id_status_turma, desc_turma } = snapshot;
    await queryRows(tx, STORE_CLASS_SQL, { id_turma, revision, id_status_turma, desc_turma });
  }

  async trainingChanged(tx: Transaction, snapshot: TrainingSnapshotV1): Promise<void> {
    const { id_treinamento, revision } = snapshot;
    const frequencia_minima = snapshot.frequencia_minima ?? DEFAULT_MINIMUM_ATTENDANCE;
    await queryRows(tx, STORE_TRAINING_SQL, { id_treinamento, revision, frequencia_minima });
  }
}
