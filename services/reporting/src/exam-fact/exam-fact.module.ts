import { Module } from '@nestjs/common';
import { AttemptFactEvents } from './exam-fact.events.js';
import { AttemptFactRepository } from './exam-fact.repository.js';

/** Practice-exam attempt facts fed by assessment's events. */
@Module({
  controllers: [AttemptFactEvents],
  providers: [AttemptFactRepository],
})
export class AttemptFactModule {}
