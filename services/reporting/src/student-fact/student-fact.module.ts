import { Module } from '@nestjs/common';
import { StudentFactEvents } from './student-fact.events.js';
import { StudentFactRepository } from './student-fact.repository.js';

/** Lead facts fed by academic's student events. */
@Module({
  controllers: [StudentFactEvents],
  providers: [StudentFactRepository],
})
export class StudentFactModule {}
