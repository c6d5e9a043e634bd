import { Module } from '@nestjs/common';
import { UploadLimitsModule } from '../storage/upload-limits.module.js';
import { StudentActivityModule } from '../student-activity/student-activity.module.js';
import { StudentController } from './student.controller.js';
import { StudentCommands } from './student.commands.js';
import { StudentDocuments } from './student-documents.js';
import { StudentHistory } from './student-history.js';
import { StudentQueries } from './student.queries.js';

@Module({
  imports: [UploadLimitsModule, StudentActivityModule],
  controllers: [StudentController],
  providers: [StudentQueries, StudentCommands, StudentDocuments, StudentHistory],
  exports: [StudentCommands, StudentQueries],
})
export class StudentModule {}
