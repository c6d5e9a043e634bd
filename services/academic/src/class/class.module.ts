import { Module } from '@nestjs/common';
import { ClassEnrolments } from './class-enrolments.js';
import { ClassHistory } from './class-history.js';
import { ClassController } from './class.controller.js';
import { ClassCommands } from './class.commands.js';
import { ClassQueries } from './class.queries.js';

@Module({
  controllers: [ClassController],
  providers: [ClassQueries, ClassCommands, ClassEnrolments, ClassHistory],
  exports: [ClassCommands],
})
export class ClassModule {}
