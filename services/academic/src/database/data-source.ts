import { SERVICE_PLATFORM_ENTITIES, SERVICE_PLATFORM_MIGRATIONS, typeOrmOptions } from '@treina/nest-platform';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AcademicSchema1763800000001 } from './migrations/1763800000001-academic-schema.js';
import { StudentFoldedSearch1763800000002 } from './migrations/1763800000002-student-folded-search.js';
import { FileOrder1763800000003 } from './migrations/1763800000003-file-order.js';
import { ClassFoldedDescription1763800000004 } from './migrations/1763800000004-class-folded-description.js';

// `date` columns (class dates, birth dates) travel as the YYYY-MM-DD text they are,
// never as a Date shifted by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/**
 * Academic reads and writes its tables with SQL (joins over plain FK columns), so
 * TypeORM only needs the platform's entities; migrations are listed explicitly.
 */
export const ACADEMIC_ENTITIES = SERVICE_PLATFORM_ENTITIES;

export const ACADEMIC_MIGRATIONS = [
  ...SERVICE_PLATFORM_MIGRATIONS,
  AcademicSchema1763800000001,
  StudentFoldedSearch1763800000002,
  FileOrder1763800000003,
  ClassFoldedDescription1763800000004,
];

export function academicDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'academic', url, entities: ACADEMIC_ENTITIES, migrations: ACADEMIC_MIGRATIONS });
}

export function createAcademicDataSource(url?: string): DataSource {
  return new DataSource(academicDatabaseOptions(url));
}
