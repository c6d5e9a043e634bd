import {
  CLASS_PROJECTION_TABLES,
  classProjectionEntities,
  SERVICE_PLATFORM_ENTITIES,
  SERVICE_PLATFORM_MIGRATIONS,
  typeOrmOptions,
} from '@treina/nest-platform';
import type { DataSourceOptions } from 'typeorm';
import { REPORTING_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { EnrolmentFactEntity } from '../enrolment-fact/enrolment-fact.entity.js';
import { StudentFactEntity } from '../student-fact/student-fact.entity.js';
import { ReportingSchema1763900000001 } from './migrations/1763900000001-reporting-schema.js';
import { ReportingClassProjection1763900000002 } from './migrations/1763900000002-reporting-class-projection.js';

export const REPORTING_ENTITIES = [
  ...SERVICE_PLATFORM_ENTITIES,
  EnrolmentFactEntity,
  StudentFactEntity,
  ...classProjectionEntities(REPORTING_CLASS_PROJECTION),
];

export const REPORTING_MIGRATIONS = [...SERVICE_PLATFORM_MIGRATIONS, ReportingSchema1763900000001, ReportingClassProjection1763900000002];

/**
 * Tables rebuilt from academic's republished enrolment snapshots by a replay
 * (`cli.js reset-projections`). The class and training projections go too: the
 * republished snapshots carry their classes' current training (academic reads it from
 * its current rows), which an empty class projection lets through, and the next class
 * or training event fills it again. Kept, they could hold revisions academic no longer
 * has (a restored academic database) and overrule those snapshots. The student facts
 * are not rebuilt: academic republishes enrolments, not students, so they stay as they are.
 */
export const REPORTING_PROJECTION_TABLES = ['matricula_fato', ...CLASS_PROJECTION_TABLES] as const;

export function reportingDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'reporting', url, entities: REPORTING_ENTITIES, migrations: REPORTING_MIGRATIONS });
}
