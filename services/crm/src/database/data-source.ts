import { SERVICE_PLATFORM_ENTITIES, SERVICE_PLATFORM_MIGRATIONS, typeOrmOptions } from '@treina/nest-platform';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ActivityStatusEntity } from '../activity/activity-status.entity.js';
import { ActivityEntity } from '../activity/activity.entity.js';
import { SubtaskEntity } from '../activity/subtask.entity.js';
import { ActivityTypeEntity } from '../activity-type/activity-type.entity.js';
import { ContractedServiceEntity } from '../contracted-service/contracted-service.entity.js';
import { ServiceTypeEntity } from '../contracted-service/service-type.entity.js';
import { CustomerEntity } from '../customer/customer.entity.js';
import { DemoSeedEntity } from './demo-seed.entity.js';
import { StudentEntity } from '../student-directory/student.entity.js';
import { CrmSchema1763800000001 } from './migrations/1763800000001-crm-schema.js';
import { CrmSearchIndexes1763800000002 } from './migrations/1763800000002-crm-search-indexes.js';
import { CrmFoldedSearch1763800000003 } from './migrations/1763800000003-crm-folded-search.js';
import { CrmActivityRevision1763800000004 } from './migrations/1763800000004-activity-revision.js';
import { StudentProjectionAnonymised1764300000003 } from './migrations/1764300000003-student-projection-anonymised.js';
import { ActivityRowCounts1764800000002 } from './migrations/1764800000002-activity-row-counts.js';
import { ActivityCountVersion1765100000001 } from './migrations/1765100000001-activity-count-version.js';

export const CRM_ENTITIES = [
  ...SERVICE_PLATFORM_ENTITIES,
  ActivityEntity,
  SubtaskEntity,
  ActivityStatusEntity,
  ActivityTypeEntity,
  CustomerEntity,
  ContractedServiceEntity,
  ServiceTypeEntity,
  DemoSeedEntity,
  StudentEntity,
];

export const CRM_MIGRATIONS = [
  ...SERVICE_PLATFORM_MIGRATIONS,
  CrmSchema1763800000001,
  CrmSearchIndexes1763800000002,
  CrmFoldedSearch1763800000003,
  CrmActivityRevision1763800000004,
  StudentProjectionAnonymised1764300000003,
  ActivityRowCounts1764800000002,
  ActivityCountVersion1765100000001,
];

export function crmDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'crm', url, entities: CRM_ENTITIES, migrations: CRM_MIGRATIONS });
}

/** Runs `work` on a connection of its own to crm's database (the command line's tasks), closed after. */
export async function withCrmDatabase<T>(work: (dataSource: DataSource) => Promise<T>, url?: string): Promise<T> {
  const dataSource = await new DataSource(crmDatabaseOptions(url)).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
