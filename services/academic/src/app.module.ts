import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@treina/nest-platform';
import { AttendanceModule } from './attendance/attendance.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { CertificateModule } from './certificate/certificate.module.js';
import { ClassModule } from './class/class.module.js';
import { academicConfig } from './config/academic.config.js';
import { academicDatabaseOptions } from './database/data-source.js';
import { AcademicDbModule } from './database/db.js';
import { MaterialModule } from './material/material.module.js';
import { PrivacyExportModule } from './privacy/privacy-export.module.js';
import { PrivacyAnonymiseModule } from './privacy/privacy-anonymise.module.js';
import { ReferenceModule } from './reference/reference.module.js';
import { StorageModule } from './storage/storage.module.js';
import { StudentModule } from './student/student.module.js';
import { StudentActivityModule } from './student-activity/student-activity.module.js';
import { TrainingModule } from './training/training.module.js';

@Module({
  imports: [
    ServicePlatformModule.forRoot({ service: 'academic', database: academicDatabaseOptions, config: [academicConfig] }),
    AcademicDbModule,
    ReferenceModule,
    StorageModule,
    MaterialModule,
    TrainingModule,
    ClassModule,
    CertificateModule,
    AttendanceModule,
    CalendarModule,
    StudentActivityModule,
    StudentModule,
    PrivacyExportModule,
    PrivacyAnonymiseModule,
  ],
})
export class AppModule {}
