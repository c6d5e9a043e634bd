import {
  CLASS_PROJECTION_TABLES,
  classProjectionEntities,
  SERVICE_PLATFORM_ENTITIES,
  SERVICE_PLATFORM_MIGRATIONS,
  typeOrmOptions,
} from '@treina/nest-platform';
import type { DataSourceOptions } from 'typeorm';
import { FINANCE_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { CommissionEntity } from '../commission/commission.entity.js';
import { EnrolmentStateEntity } from '../commission/enrolment-state.entity.js';
import { FinanceSchema1763900000001 } from './migrations/1763900000001-finance-schema.js';
import { FinanceClassProjection1763900000002 } from './migrations/1763900000002-finance-class-projection.js';
import { CommissionListIndexes1763900000003 } from './migrations/1763900000003-commission-list-indexes.js';

export const FINANCE_ENTITIES = [
  ...SERVICE_PLATFORM_ENTITIES,
  CommissionEntity,
  EnrolmentStateEntity,
  ...classProjectionEntities(FINANCE_CLASS_PROJECTION),
];

export const FINANCE_MIGRATIONS = [
  ...SERVICE_PLATFORM_MIGRATIONS,
  FinanceSchema1763900000001,
  FinanceClassProjection1763900000002,
  CommissionListIndexes1763900000003,
];

/**
 * Tables rebuilt from academic's enrolment events by a replay (`cli.js reset-projections`).
 * The class and training projections go too: the republished enrolment snapshots carry
 * their classes' current fields (academic reads them from its current rows), which an
 * empty class projection lets through, and the next class or training event fills it
 * again. Kept, they could hold revisions academic no longer has (a restored academic
 * database) and overrule those snapshots.
 */
export const FINANCE_PROJECTION_TABLES = ['comissao', 'matricula_estado', ...CLASS_PROJECTION_TABLES] as const;

export function financeDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'finance', url, entities: FINANCE_ENTITIES, migrations: FINANCE_MIGRATIONS });
}
