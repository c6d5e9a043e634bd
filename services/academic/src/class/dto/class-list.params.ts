import { MAX_ID, OptionalField, QueryInt } from '@treina/nest-platform';
import { IsInt, Max, Min } from 'class-validator';

/** GET /api/classes's own parameter, beside the list protocol: one class (the form reloads it). */
export class ClassListParams {
  @OptionalField()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  classId?: number;
}
