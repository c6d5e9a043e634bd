import { describeSchemaMatchesEntities } from '@treina/nest-platform/testing';
import { identityDatabaseOptions } from '../src/database/data-source.js';

describeSchemaMatchesEntities('identity', identityDatabaseOptions);
