import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@treina/nest-platform';
import { reportingDatabaseOptions } from './database/data-source.js';
import { EnrolmentFactModule } from './enrolment-fact/enrolment-fact.module.js';
import { PrivacyExportModule } from './privacy/privacy-export.module.js';
import { StudentFactModule } from './student-fact/student-fact.module.js';
import { SummaryModule } from './summary/summary.module.js';

@Module({
  imports: [
    ServicePlatformModule.forRoot({ service: 'reporting', database: reportingDatabaseOptions }),
    EnrolmentFactModule,
    StudentFactModule,
    SummaryModule,
    PrivacyExportModule,
  ],
})
export class AppModule {}
