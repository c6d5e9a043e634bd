import { describeSchemaMatchesEntities } from '@treina/nest-platform/testing';
import { reportingDatabaseOptions } from '../src/database/data-source.js';

describeSchemaMatchesEntities('reporting', reportingDatabaseOptions);
