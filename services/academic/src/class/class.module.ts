import { Module } from '@nestjs/common';
import { ClassEnrolments } from './class-enrolments.js';
import { ClassHistory } from './class-history.js';
import { ClassController } from './class.controller.js';
import { ClassCommands } from './class.commands.js';
import { ClassEvents } from './class.events.js';
import { ClassQueries } from './class.queries.js';
import { ClassSessions } from '../session/class-sessions.js';
import { SessionController } from '../session/session.controller.js';
import { SessionCommands } from '../session/session.commands.js';
import { AcademicSettingsController } from '../session/academic-settings.controller.js';

@Module({
  controllers: [ClassController, ClassEvents, SessionController, AcademicSettingsController],
  providers: [ClassQueries, ClassCommands, ClassEnrolments, ClassHistory, ClassSessions, SessionCommands],
  exports: [ClassCommands],
})
export class ClassModule {}
