import type { ClassSnapshotV1, TrainingSnapshotV1 } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import type { ClassDateColumn } from './class-projection.rules.js';

/** What one consumer keeps of academic's classes, and where its rows show them. */
export interface ClassProjectionOptions {
  /**
   * The consumer's table of rows that show class fields, one row per enrolment: its
   * id_turma, id_treinamento, nome_treinamento and kept dates (same names) are
   * rewritten when a class or training changes.
   */
  rows: string;
  /** The class dates those rows show beside the training (finance's commission rows do; reporting's facts do not). */
  keep: readonly ClassDateColumn[];
}

/** The class dates kept under `O`, as a type (`never` when none). */
export type KeptDates<O extends ClassProjectionOptions> = O['keep'][number];

export const CLASS_PROJECTION_OPTIONS = Symbol('CLASS_PROJECTION_OPTIONS');

/**
 * What a consumer keeps of a class or training snapshot beyond the projection (its own tables, its own revision guard): run by the
 * projection's message controller in the same inbox transaction, after the projection applied the snapshot.
 */
export interface ClassProjectionFollower {
  classChanged(manager: EntityManager, snapshot: ClassSnapshotV1): Promise<void>;
  trainingChanged(manager: EntityManager, snapshot: TrainingSnapshotV1): Promise<void>;
}

export const CLASS_PROJECTION_FOLLOWER = Symbol('CLASS_PROJECTION_FOLLOWER');
