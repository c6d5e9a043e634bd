import { describeSchemaMatchesEntities } from '@treina/nest-platform/testing';
import { crmDatabaseOptions } from '../src/database/data-source.js';

describeSchemaMatchesEntities('crm', crmDatabaseOptions);
