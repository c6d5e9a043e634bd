import { Module } from '@nestjs/common';
import { ExamModule } from '../exam/exam.module.js';
import { QuestionModule } from '../question/question.module.js';
import { AttemptClosingModule } from './attempt-closing.module.js';
import { AttemptController } from './attempt.controller.js';
import { AttemptService } from './attempt.service.js';

/** Students' attempts at the exams. */
@Module({
  imports: [AttemptClosingModule, ExamModule, QuestionModule],
  controllers: [AttemptController],
  providers: [AttemptService],
})
export class AttemptModule {}
