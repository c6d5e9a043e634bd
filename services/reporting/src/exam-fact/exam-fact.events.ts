import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { AttemptCompletedV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { AttemptFactRepository } from './exam-fact.repository.js';

/** assessment.attempt.completed.v1 -> the attempt facts (in the inbox transaction). */
@Controller()
export class AttemptFactEvents {
  constructor(private readonly attempts: AttemptFactRepository) {}

  @EventPattern('assessment.attempt.completed.v1', EVENT_BUS)
  attemptCompleted(@Payload() event: AttemptCompletedV1, @Ctx() context: EventContext): Promise<void> {
    return this.attempts.store(context.getManager(), event);
  }
}
