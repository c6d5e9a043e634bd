import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import type { Transaction } from '../transaction.js';
import { EnrolmentFactRepository } from './enrolment-fact.repository.js';

/**
 * Keeps the enrolment facts from academic's enrolment events, inside the consumer's inbox transaction.
 * The training a fact counts under follows the class and training events too (ClassProjection):
 * academic does not re-send the enrolments of a moved class or a renamed training.
 */
@Injectable()
export class EnrolmentFacts {
  constructor(private readonly facts: EnrolmentFactRepository) {}

  /** Applies one enrolment change; its fact is upserted with the transaction's others, before it commits. */
  apply(tx: Transaction, enrolment: EnrolmentSnapshotV1): Promise<void> {
    return this.facts.deferFactUpsert(tx, enrolment);
  }
}
