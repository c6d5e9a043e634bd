import { describeSchemaMatchesEntities } from '@treina/nest-platform/testing';
import { financeDatabaseOptions } from '../src/database/data-source.js';

describeSchemaMatchesEntities('finance', financeDatabaseOptions);
