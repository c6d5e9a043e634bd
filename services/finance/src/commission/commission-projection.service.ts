import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1, StudentAnonymisedV1 } from '@treina/contracts';
import type { Transaction } from '../transaction.js';
import { CommissionRepository } from './commission.repository.js';
import { commissionChange } from './commission.rules.js';

/**
 * Keeps the commission rows from academic's events, inside the consumer's inbox transaction, so a
 * redelivered message never runs twice. A row's class fields follow the class and training events
 * too (ClassProjection): academic does not re-send the enrolments of a changed class or training.
 */
@Injectable()
export class CommissionProjection {
  constructor(private readonly commissions: CommissionRepository) {}

  /** Applies one enrolment change; its rows are written with the transaction's other changes, before it commits. */
  async apply(tx: Transaction, enrolment: EnrolmentSnapshotV1): Promise<void> {
    const klass = await this.commissions.classFieldsOf(tx, enrolment);
    await this.commissions.deferEnrolmentChange(tx, commissionChange(enrolment, klass));
  }

  /** A student's erasure on request: their rows show the anonymous name; amounts, dates and statuses stay. */
  anonymiseStudent(tx: Transaction, event: StudentAnonymisedV1): Promise<void> {
    return this.commissions.anonymiseStudent(tx, event);
  }
}
