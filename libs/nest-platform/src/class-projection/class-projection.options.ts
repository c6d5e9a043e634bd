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
