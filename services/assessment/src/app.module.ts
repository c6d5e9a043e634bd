import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@treina/nest-platform';
import { AttemptModule } from './attempt/attempt.module.js';
import { assessmentDatabaseOptions } from './database/data-source.js';
import { EnrolmentModule } from './enrolment/enrolment.module.js';
import { ExamModule } from './exam/exam.module.js';
import { PrivacyExportModule } from './privacy/privacy-export.module.js';
import { QuestionModule } from './question/question.module.js';

@Module({
  imports: [
    ServicePlatformModule.forRoot({ service: 'assessment', database: assessmentDatabaseOptions }),
    EnrolmentModule,
    QuestionModule,
    ExamModule,
    AttemptModule,
    PrivacyExportModule,
  ],
})
export class AppModule {}
