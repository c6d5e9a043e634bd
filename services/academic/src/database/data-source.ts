import { SERVICE_PLATFORM_ENTITIES, SERVICE_PLATFORM_MIGRATIONS, typeOrmOptions } from '@treina/nest-platform';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AcademicSchema1763800000001 } from './migrations/1763800000001-academic-schema.js';
import { StudentFoldedSearch1763800000002 } from './migrations/1763800000002-student-folded-search.js';
import { FileOrder1763800000003 } from './migrations/1763800000003-file-order.js';
import { ClassFoldedDescription1763800000004 } from './migrations/1763800000004-class-folded-description.js';
import { StudentActivityProjection1763800000005 } from './migrations/1763800000005-student-activity-projection.js';
import { StudentTrainingIds1763800000006 } from './migrations/1763800000006-student-training-ids.js';
import { StudentMarketingConsent1764200000001 } from './migrations/1764200000001-student-marketing-consent.js';
import { StudentAnonymised1764300000002 } from './migrations/1764300000002-student-anonymised.js';
import { ClassSeatsWaitingList1764400000001 } from './migrations/1764400000001-class-seats-waiting-list.js';
import { TrainingWorkloadAndCertificates1764500000001 } from './migrations/1764500000001-training-workload-and-certificates.js';
import { StudentRowCounts1764800000001 } from './migrations/1764800000001-student-row-counts.js';
import { ClassRowCounts1764800000004 } from './migrations/1764800000004-class-row-counts.js';
import { StudentListPartialIndexes1764900000001 } from './migrations/1764900000001-student-list-partial-indexes.js';
import { ClassListVersion1765000000001 } from './migrations/1765000000001-class-list-version.js';
import { StudentListVersion1765000000002 } from './migrations/1765000000002-student-list-version.js';
import { StudentSearchDigits1765200000001 } from './migrations/1765200000001-student-search-digits.js';
import { ClassSessions1765300000001 } from './migrations/1765300000001-class-sessions.js';
import { Attendance1765300000002 } from './migrations/1765300000002-attendance.js';
import { PricesAndInstalments1765400000010 } from './migrations/1765400000010-prices-and-instalments.js';
import { CertificateEntity } from './entities/certificate.entity.js';
import { ClassEntity } from './entities/class.entity.js';
import { EnrolmentEntity } from './entities/enrolment.entity.js';
import { MaterialEntity } from './entities/material.entity.js';
import { REFERENCE_ENTITIES } from './entities/reference.entities.js';
import { StoredFileEntity } from './entities/stored-file.entity.js';
import { StudentInterestEntity } from './entities/student-interest.entity.js';
import { StudentEntity } from './entities/student.entity.js';
import { AttendanceEntity, CalendarFeedEntity, PeriodTimesEntity, SessionEntity } from './entities/session.entity.js';
import { StudentActivityEntity } from './entities/student-activity.entity.js';
import { TrainingMaterialEntity } from './entities/training-material.entity.js';
import { TrainingEntity } from './entities/training.entity.js';

// `date` columns (class dates, birth dates) travel as the YYYY-MM-DD text they are,
// never as a Date shifted by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/** Every table has an entity (the drift test checks them against the migrations); listed explicitly. */
export const ACADEMIC_ENTITIES = [
  ...SERVICE_PLATFORM_ENTITIES,
  ...REFERENCE_ENTITIES,
  StoredFileEntity,
  MaterialEntity,
  TrainingEntity,
  TrainingMaterialEntity,
  ClassEntity,
  StudentEntity,
  StudentInterestEntity,
  EnrolmentEntity,
  StudentActivityEntity,
  CertificateEntity,
  SessionEntity,
  AttendanceEntity,
  CalendarFeedEntity,
  PeriodTimesEntity,
];

export const ACADEMIC_MIGRATIONS = [
  ...SERVICE_PLATFORM_MIGRATIONS,
  AcademicSchema1763800000001,
  StudentFoldedSearch1763800000002,
  FileOrder1763800000003,
  ClassFoldedDescription1763800000004,
  StudentActivityProjection1763800000005,
  StudentTrainingIds1763800000006,
  StudentMarketingConsent1764200000001,
  StudentAnonymised1764300000002,
  ClassSeatsWaitingList1764400000001,
  TrainingWorkloadAndCertificates1764500000001,
  StudentRowCounts1764800000001,
  ClassRowCounts1764800000004,
  StudentListPartialIndexes1764900000001,
  ClassListVersion1765000000001,
  StudentListVersion1765000000002,
  StudentSearchDigits1765200000001,
  ClassSessions1765300000001,
  Attendance1765300000002,
  PricesAndInstalments1765400000010,
];

/** Tables a replay rebuilds from other services' republished events (`cli.js reset-projections`). */
export const ACADEMIC_PROJECTION_TABLES = ['atividade_aluno_projecao'] as const;

/**
 * Empties the projection tables (tombstones too) so republished snapshots rebuild them: CRM's
 * activities (`npm run replay -- academic`). The inbox and the users projection stay.
 */
export async function resetProjections(dataSource: DataSource): Promise<void> {
  await dataSource.query(`TRUNCATE ${ACADEMIC_PROJECTION_TABLES.join(', ')}`);
}

export function academicDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'academic', url, entities: ACADEMIC_ENTITIES, migrations: ACADEMIC_MIGRATIONS });
}

export function createAcademicDataSource(url?: string): DataSource {
  return new DataSource(academicDatabaseOptions(url));
}
