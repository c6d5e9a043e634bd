import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { EnrolmentPaidV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { ClassCommands } from './class.commands.js';

/** finance's reports on enrolments -> the class's entries; each event in the inbox's transaction. */
@Controller()
export class ClassEvents {
  constructor(private readonly commands: ClassCommands) {}

  @EventPattern('finance.enrolment.paid.v1', EVENT_BUS)
  async enrolmentPaid(@Payload() paid: EnrolmentPaidV1, @Ctx() context: EventContext): Promise<void> {
    await this.commands.recordPayment(context.getTransaction(), paid);
  }
}
