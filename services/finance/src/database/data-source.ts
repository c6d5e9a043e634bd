import {
  CreateUserDirectory1763700000001,
  DirectoryUserEntity,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
  typeOrmOptions,
} from '@treina/nest-platform';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { CommissionEntity } from '../commission/commission.entity.js';
import { EnrolmentStateEntity } from '../commission/enrolment-state.entity.js';
import { FinanceSchema1763900000001 } from './migrations/1763900000001-finance-schema.js';

export const FINANCE_ENTITIES = [CommissionEntity, EnrolmentStateEntity, DirectoryUserEntity, ...MESSAGING_ENTITIES];

export const FINANCE_MIGRATIONS = [...MESSAGING_MIGRATIONS, CreateUserDirectory1763700000001, FinanceSchema1763900000001];

/** Tables rebuilt from academic's enrolment events by a replay (`cli.js reset-projections`). */
export const FINANCE_PROJECTION_TABLES = ['comissao', 'matricula_estado'] as const;

export function financeDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'finance', url, entities: FINANCE_ENTITIES, migrations: FINANCE_MIGRATIONS });
}

export function createFinanceDataSource(url?: string): DataSource {
  return new DataSource(financeDatabaseOptions(url));
}
