import { Injectable } from '@nestjs/common';
import type { AttendanceRecordedV1 } from '@treina/contracts';
import type { Transaction } from '../transaction.js';
import { AttendanceFactRepository } from './attendance-fact.repository.js';
import { marksOf } from './attendance-fact.rules.js';

/**
 * Keeps the attendance facts from academic's attendance events, inside the consumer's inbox transaction: each event is a session's whole
 * attendance, so the newest revision replaces the session's marks and an older or repeated one changes nothing.
 */
@Injectable()
export class AttendanceFacts {
  constructor(private readonly facts: AttendanceFactRepository) {}

  async apply(tx: Transaction, event: AttendanceRecordedV1): Promise<void> {
    const marks = marksOf(event);
    if (await this.facts.storeSession(tx, event)) await this.facts.replaceMarks(tx, event.id_aula, marks);
  }
}
