import { classProjectionConsumerSchema, typeOrmOptions } from '@treina/nest-platform';
import type { DataSourceOptions } from 'typeorm';
import { AttendanceMarkEntity, AttendanceSessionEntity } from '../attendance-fact/attendance-fact.entity.js';
import { ClassDetailsEntity, TrainingDetailsEntity } from '../class-projection/class-details.entity.js';
import { REPORTING_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { AttemptFactEntity } from '../exam-fact/exam-fact.entity.js';
import { EnrolmentFactEntity } from '../enrolment-fact/enrolment-fact.entity.js';
import { StudentFactEntity } from '../student-fact/student-fact.entity.js';
import { ReportingSchema1763900000001 } from './migrations/1763900000001-reporting-schema.js';
import { ReportingClassProjection1763900000002 } from './migrations/1763900000002-reporting-class-projection.js';
import { ReportingAttendance1763900000003 } from './migrations/1763900000003-reporting-attendance.js';
import { ReportingExamAttempts1763900000004 } from './migrations/1763900000004-reporting-exam-attempts.js';

/**
 * reporting's tables: the Painel's enrolment, student, attendance and practice-exam attempt facts, and the class details beside the
 * class projection. A replay rebuilds the enrolment facts; the rest stays as it is (academic republishes enrolments, not students,
 * sessions or class details; the attempt facts come from assessment, which a replay of academic does not touch).
 */
export const REPORTING_SCHEMA = classProjectionConsumerSchema(REPORTING_CLASS_PROJECTION, {
  entities: [
    EnrolmentFactEntity,
    StudentFactEntity,
    AttendanceSessionEntity,
    AttendanceMarkEntity,
    AttemptFactEntity,
    ClassDetailsEntity,
    TrainingDetailsEntity,
  ],
  migrations: [
    ReportingSchema1763900000001,
    ReportingClassProjection1763900000002,
    ReportingAttendance1763900000003,
    ReportingExamAttempts1763900000004,
  ],
  projectionTables: ['matricula_fato'],
});

export function reportingDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'reporting', url, entities: REPORTING_SCHEMA.entities, migrations: REPORTING_SCHEMA.migrations });
}
