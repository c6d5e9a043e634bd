import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ENROLMENT_EVENT_TYPES, type EnrolmentSnapshotV1, type StudentAnonymisedV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { ChargeProjection } from '../charge/charge-projection.service.js';
import { CommissionLedger } from './commission-ledger.service.js';
import { CommissionLedgerRepository } from './commission-ledger.repository.js';
import { CommissionProjection } from './commission-projection.service.js';

/** academic's enrolment and student events -> the commission rows and the charges; class and training events reach ClassProjectionEvents. */
@Controller()
export class CommissionEvents {
  constructor(
    private readonly projection: CommissionProjection,
    private readonly charges: ChargeProjection,
    private readonly ledger: CommissionLedger,
    private readonly entries: CommissionLedgerRepository,
  ) {}

  @EventPattern(ENROLMENT_EVENT_TYPES, EVENT_BUS)
  async enrolmentChanged(@Payload() enrolment: EnrolmentSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.projection.apply(context.getManager(), enrolment);
    await this.charges.apply(context.getTransaction(), enrolment);
    // After the row and the charges: the commission's amounts and the ledger follow both.
    await this.ledger.recomputeBehind(context.getManager(), { id_matricula: enrolment.id_matricula });
  }

  @EventPattern('academic.student.anonymised.v1', EVENT_BUS)
  async studentAnonymised(@Payload() event: StudentAnonymisedV1, @Ctx() context: EventContext): Promise<void> {
    await this.projection.anonymiseStudent(context.getManager(), event);
    await this.charges.anonymiseStudent(context.getTransaction(), event);
    await this.entries.anonymiseStudent(context.getManager(), event.id_aluno, event.nome_aluno);
  }
}
