import { Module } from '@nestjs/common';
import { StudentFactEvents } from './student-fact.events.js';
import { StudentFacts } from './student-fact.service.js';

/** Lead facts fed by academic's student events. */
@Module({
  controllers: [StudentFactEvents],
  providers: [StudentFacts],
  exports: [StudentFacts],
})
export class StudentFactModule {}
