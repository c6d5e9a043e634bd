import { classProjectionConsumerSchema, typeOrmOptions } from '@treina/nest-platform';
import type { DataSourceOptions } from 'typeorm';
import { REPORTING_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { EnrolmentFactEntity } from '../enrolment-fact/enrolment-fact.entity.js';
import { StudentFactEntity } from '../student-fact/student-fact.entity.js';
import { ReportingSchema1763900000001 } from './migrations/1763900000001-reporting-schema.js';
import { ReportingClassProjection1763900000002 } from './migrations/1763900000002-reporting-class-projection.js';

/**
 * reporting's tables: the Painel's enrolment and student facts. A replay rebuilds the
 * enrolment facts; the student facts stay as they are (academic republishes enrolments,
 * not students).
 */
export const REPORTING_SCHEMA = classProjectionConsumerSchema(REPORTING_CLASS_PROJECTION, {
  entities: [EnrolmentFactEntity, StudentFactEntity],
  migrations: [ReportingSchema1763900000001, ReportingClassProjection1763900000002],
  projectionTables: ['matricula_fato'],
});

export function reportingDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'reporting', url, entities: REPORTING_SCHEMA.entities, migrations: REPORTING_SCHEMA.migrations });
}
