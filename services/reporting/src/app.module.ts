import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@treina/nest-platform';
import { AttendanceFactModule } from './attendance-fact/attendance-fact.module.js';
import { AttendanceReportModule } from './attendance/attendance.module.js';
import { reportingDatabaseOptions } from './database/data-source.js';
import { ExamReportModule } from './exam/exam.module.js';
import { AttemptFactModule } from './exam-fact/exam-fact.module.js';
import { EnrolmentFactModule } from './enrolment-fact/enrolment-fact.module.js';
import { PrivacyExportModule } from './privacy/privacy-export.module.js';
import { StudentFactModule } from './student-fact/student-fact.module.js';
import { SummaryModule } from './summary/summary.module.js';

@Module({
  imports: [
    ServicePlatformModule.forRoot({ service: 'reporting', database: reportingDatabaseOptions }),
    EnrolmentFactModule,
    StudentFactModule,
    AttendanceFactModule,
    AttemptFactModule,
    SummaryModule,
    AttendanceReportModule,
    ExamReportModule,
    PrivacyExportModule,
  ],
})
export class AppModule {}
