import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { QuestionController } from './question.controller.js';
import { QuestionRepository } from './question.repository.js';
import { QuestionService } from './question.service.js';

/** The largest import file: a thousand questions fit well within it; a larger one is a 413. */
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The question bank of each training, and its imports from spreadsheets (in memory, one file). */
@Module({
  imports: [
    MulterModule.register({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 }, defParamCharset: 'utf8' }),
  ],
  controllers: [QuestionController],
  providers: [QuestionRepository, QuestionService],
  exports: [QuestionRepository],
})
export class QuestionModule {}
