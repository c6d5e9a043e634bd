import { OptionalField, QueryInt } from '@treina/nest-platform';
import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { withoutNul } from '../../common/fields.js';
import { IsQueryLimit } from '../../common/query-params.js';

const STUDENT_SEARCH_MAX = 100;

/** GET /api/activity/students?q=ana&limit=20: the FIXED type's student typeahead. */
export class StudentSearchQuery {
  /** Every space-separated term must be in the name, e-mail or phone; NULs dropped, at most 200 characters read. */
  @OptionalField()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? withoutNul(value).slice(0, 200) : value))
  @IsString()
  q: string = '';

  @OptionalField()
  @QueryInt()
  @IsQueryLimit(STUDENT_SEARCH_MAX)
  limit: number = 20;
}
