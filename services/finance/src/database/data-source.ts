import { classProjectionConsumerSchema, typeOrmOptions } from '@treina/nest-platform';
import type { DataSourceOptions } from 'typeorm';
import { FINANCE_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { AnonymisedStudentEntity } from '../commission/anonymised-student.entity.js';
import { CommissionEntity } from '../commission/commission.entity.js';
import { EnrolmentStateEntity } from '../commission/enrolment-state.entity.js';
import { FinanceSchema1763900000001 } from './migrations/1763900000001-finance-schema.js';
import { FinanceClassProjection1763900000002 } from './migrations/1763900000002-finance-class-projection.js';
import { CommissionListIndexes1763900000003 } from './migrations/1763900000003-commission-list-indexes.js';
import { AnonymisedStudents1764300000005 } from './migrations/1764300000005-anonymised-students.js';
import { CommissionRowCounts1764800000003 } from './migrations/1764800000003-commission-row-counts.js';
import { CommissionCountVersion1765100000002 } from './migrations/1765100000002-commission-count-version.js';
import { Charges1765400000002 } from './migrations/1765400000002-charges.js';
import { ChargeListCounts1765400000003 } from './migrations/1765400000003-charge-list-counts.js';
import { CommissionAmounts1765500000001 } from './migrations/1765500000001-commission-amounts.js';
import { ChargeListIndexes1765500000002 } from './migrations/1765500000002-charge-list-indexes.js';

/** finance's tables: the commissions and the enrolment sequence guard, rebuilt from academic's enrolment events by a replay. */
export const FINANCE_SCHEMA = classProjectionConsumerSchema(FINANCE_CLASS_PROJECTION, {
  entities: [CommissionEntity, EnrolmentStateEntity, AnonymisedStudentEntity],
  migrations: [
    FinanceSchema1763900000001,
    FinanceClassProjection1763900000002,
    CommissionListIndexes1763900000003,
    AnonymisedStudents1764300000005,
    CommissionRowCounts1764800000003,
    CommissionCountVersion1765100000002,
    Charges1765400000002,
    ChargeListCounts1765400000003,
    CommissionAmounts1765500000001,
    ChargeListIndexes1765500000002,
  ],
  projectionTables: ['comissao', 'matricula_estado', 'treinamento_taxa'],
});

export function financeDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'finance', url, entities: FINANCE_SCHEMA.entities, migrations: FINANCE_SCHEMA.migrations });
}
