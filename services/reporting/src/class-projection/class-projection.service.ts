import { Injectable } from '@nestjs/common';
import type { ClassDeletedV1, ClassSnapshotV1, EnrolmentSnapshotV1, TrainingDeletedV1, TrainingSnapshotV1 } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import {
  assertClassDeleted,
  assertClassSnapshot,
  assertTrainingDeleted,
  assertTrainingSnapshot,
  type ClassFields,
  enrolmentClassFields,
  type HeldClass,
  type HeldTraining,
  withTrainingName,
} from './class-projection.rules.js';

/**
 * Reporting's projection of academic's classes (turma_projecao) and training names
 * (treinamento_projecao), kept from academic's class and training events inside the
 * consumer's inbox transaction. Each row only moves to a higher revision, so an older
 * or repeated snapshot changes nothing.
 *
 * Locks: a class event takes its class row exclusively, an enrolment event shares it
 * (and likewise the training row), so an enrolment's fact is written either before the
 * class event's rewrite of the class's facts (which then sees and rewrites it) or
 * after it (and reads the new fields). Everyone takes them in the order class,
 * training, facts: no deadlock.
 */
@Injectable()
export class ClassProjection {
  /** The class fields of an enrolment event's fact (see enrolmentClassFields for the two arrival orders). */
  async fieldsForEnrolment(manager: EntityManager, enrolment: EnrolmentSnapshotV1): Promise<ClassFields> {
    const fields = enrolmentClassFields(await this.lockClass(manager, enrolment.id_turma), enrolment);
    return withTrainingName(fields, await this.lockTraining(manager, fields.id_treinamento));
  }

  /**
   * A class snapshot (created or updated): stored when its revision is above the held
   * one. Answers the fields the class's facts should now show, or null when it changed nothing.
   */
  async applyClass(manager: EntityManager, snapshot: ClassSnapshotV1): Promise<ClassFields | null> {
    assertClassSnapshot(snapshot);
    const applied: unknown[] = await manager.query(
      `INSERT INTO turma_projecao AS t (id_turma, revision, id_treinamento, nome_treinamento, excluida) VALUES ($1, $2, $3, $4, false)
       ON CONFLICT (id_turma) DO UPDATE SET
         revision = EXCLUDED.revision, id_treinamento = EXCLUDED.id_treinamento, nome_treinamento = EXCLUDED.nome_treinamento,
         excluida = false, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision
       RETURNING id_turma`,
      [snapshot.id_turma, snapshot.revision, snapshot.id_treinamento, snapshot.nome_treinamento],
    );
    if (!applied.length) return null;
    const fields: ClassFields = { id_treinamento: snapshot.id_treinamento, nome_treinamento: snapshot.nome_treinamento };
    return withTrainingName(fields, await this.lockTraining(manager, snapshot.id_treinamento));
  }

  /** A deleted class keeps its last fields; the deletion's revision stops late older events. */
  async applyClassDeleted(manager: EntityManager, deleted: ClassDeletedV1): Promise<void> {
    assertClassDeleted(deleted);
    await manager.query(
      `INSERT INTO turma_projecao AS t (id_turma, revision, excluida) VALUES ($1, $2, true)
       ON CONFLICT (id_turma) DO UPDATE SET revision = EXCLUDED.revision, excluida = true, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision`,
      [deleted.id_turma, deleted.revision],
    );
  }

  /** A training snapshot: stored when its revision is above the held one. Answers the name to show, or null when it changed nothing. */
  async applyTraining(manager: EntityManager, snapshot: TrainingSnapshotV1): Promise<string | null> {
    assertTrainingSnapshot(snapshot);
    const applied: unknown[] = await manager.query(
      `INSERT INTO treinamento_projecao AS t (id_treinamento, revision, nome_treinamento, excluido) VALUES ($1, $2, $3, false)
       ON CONFLICT (id_treinamento) DO UPDATE SET
         revision = EXCLUDED.revision, nome_treinamento = EXCLUDED.nome_treinamento, excluido = false, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision
       RETURNING id_treinamento`,
      [snapshot.id_treinamento, snapshot.revision, snapshot.nome_treinamento],
    );
    return applied.length ? snapshot.nome_treinamento : null;
  }

  async applyTrainingDeleted(manager: EntityManager, deleted: TrainingDeletedV1): Promise<void> {
    assertTrainingDeleted(deleted);
    await manager.query(
      `INSERT INTO treinamento_projecao AS t (id_treinamento, revision, excluido) VALUES ($1, $2, true)
       ON CONFLICT (id_treinamento) DO UPDATE SET revision = EXCLUDED.revision, excluido = true, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision`,
      [deleted.id_treinamento, deleted.revision],
    );
  }

  /** The class's row, shared-locked (a revision-0 placeholder is created first, so there is always a row to lock). */
  private async lockClass(manager: EntityManager, id: number): Promise<HeldClass | undefined> {
    await manager.query('INSERT INTO turma_projecao (id_turma, revision) VALUES ($1, 0) ON CONFLICT (id_turma) DO NOTHING', [id]);
    const rows: HeldClass[] = await manager.query('SELECT revision, id_treinamento, nome_treinamento FROM turma_projecao WHERE id_turma = $1 FOR SHARE', [id]);
    return rows[0];
  }

  private async lockTraining(manager: EntityManager, id: number): Promise<HeldTraining | undefined> {
    await manager.query('INSERT INTO treinamento_projecao (id_treinamento, revision) VALUES ($1, 0) ON CONFLICT (id_treinamento) DO NOTHING', [id]);
    const rows: HeldTraining[] = await manager.query('SELECT revision, nome_treinamento FROM treinamento_projecao WHERE id_treinamento = $1 FOR SHARE', [id]);
    return rows[0];
  }
}
