import { Module } from '@nestjs/common';
import { AttemptClosingModule } from '../attempt/attempt-closing.module.js';
import { QuestionModule } from '../question/question.module.js';
import { ExamController } from './exam.controller.js';
import { ExamRepository } from './exam.repository.js';
import { ExamService } from './exam.service.js';

/** The exams of each training and their figures. */
@Module({
  imports: [QuestionModule, AttemptClosingModule],
  controllers: [ExamController],
  providers: [ExamRepository, ExamService],
  exports: [ExamRepository],
})
export class ExamModule {}
