import {
  CreateUserDirectory1763700000001,
  DirectoryUserEntity,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
  typeOrmOptions,
} from '@treina/nest-platform';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { EnrolmentFactEntity } from '../enrolment-fact/enrolment-fact.entity.js';
import { StudentFactEntity } from '../student-fact/student-fact.entity.js';
import { ReportingSchema1763900000001 } from './migrations/1763900000001-reporting-schema.js';

export const REPORTING_ENTITIES = [EnrolmentFactEntity, StudentFactEntity, DirectoryUserEntity, ...MESSAGING_ENTITIES];

export const REPORTING_MIGRATIONS = [...MESSAGING_MIGRATIONS, CreateUserDirectory1763700000001, ReportingSchema1763900000001];

/**
 * Tables rebuilt from academic's republished enrolment snapshots by a replay
 * (`cli.js reset-projections`). The student facts are not: academic republishes
 * enrolments, not students, so they stay as they are.
 */
export const REPORTING_PROJECTION_TABLES = ['matricula_fato'] as const;

export function reportingDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'reporting', url, entities: REPORTING_ENTITIES, migrations: REPORTING_MIGRATIONS });
}

export function createReportingDataSource(url?: string): DataSource {
  return new DataSource(reportingDatabaseOptions(url));
}
