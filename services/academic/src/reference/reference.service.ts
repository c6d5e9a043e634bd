import { Injectable } from '@nestjs/common';
import type {
  ClassStatusRow,
  EnrolmentStatusRow,
  PaymentMethodRow,
  StudentChannelRow,
  StudentStatusRow,
  TrainingStatusRow,
} from '@treina/contracts';
import { badRequest } from '@treina/nest-platform';
import { AcademicDb, type Db } from '../database/db.js';
import * as references from './reference.repository.js';
import type { ReferenceTable } from './reference.repository.js';

const MSG_INSTRUCTOR = 'Instrutor inválido: selecione um usuário ativo.';

/** The read-only lists (reference data seeded by the migration), and the checks that a save points at existing rows. */
@Injectable()
export class ReferenceService {
  private statusNames: Promise<ReadonlyMap<number, string>> | undefined;

  constructor(private readonly db: AcademicDb) {}

  enrolmentStatuses(): Promise<EnrolmentStatusRow[]> {
    return references.enrolmentStatuses(this.db.pool);
  }

  /**
   * The enrolment statuses' names by id, read once: only migrations write that table, and they
   * run before the service starts (every enrolment status change carries the name before).
   */
  enrolmentStatusNames(): Promise<ReadonlyMap<number, string>> {
    this.statusNames ??= this.enrolmentStatuses().then(
      (rows) => new Map(rows.map((row) => [row.id_status_inscricao, row.nome_status_inscricao])),
      (error: unknown) => {
        this.statusNames = undefined;
        throw error;
      },
    );
    return this.statusNames;
  }

  trainingStatuses(): Promise<TrainingStatusRow[]> {
    return references.trainingStatuses(this.db.pool);
  }

  classStatuses(): Promise<ClassStatusRow[]> {
    return references.classStatuses(this.db.pool);
  }

  paymentMethods(): Promise<PaymentMethodRow[]> {
    return references.paymentMethods(this.db.pool);
  }

  studentStatuses(): Promise<StudentStatusRow[]> {
    return references.studentStatuses(this.db.pool);
  }

  channels(): Promise<StudentChannelRow[]> {
    return references.channels(this.db.pool);
  }

  /** 400 naming the field when `id` is not a row of `table` (a FK would only say 409). */
  async assertExists(db: Db, table: ReferenceTable, id: number | null | undefined, field: string, label: string): Promise<void> {
    if (id === null || id === undefined) return;
    if (!(await references.rowExists(db, table, id))) throw badRequest(`${label} inválido.`, [{ field, message: `${label} inválido.` }]);
  }

  /** An instructor must be an active user of the users projection (kept from identity's events). */
  async assertInstructor(db: Db, id: number | null | undefined): Promise<void> {
    if (id === null || id === undefined) return;
    if (!(await references.isActiveUser(db, id))) throw badRequest(MSG_INSTRUCTOR, [{ field: 'id_instrutor', message: MSG_INSTRUCTOR }]);
  }
}
