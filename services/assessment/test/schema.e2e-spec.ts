import { describeSchemaMatchesEntities } from '@treina/nest-platform/testing';
import { assessmentDatabaseOptions } from '../src/database/data-source.js';

describeSchemaMatchesEntities('assessment', assessmentDatabaseOptions);
