import { describeSchemaMatchesEntities } from '@treina/nest-platform/testing';
import { academicDatabaseOptions } from '../src/database/data-source.js';

describeSchemaMatchesEntities('academic', academicDatabaseOptions);
