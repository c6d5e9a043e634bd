import { OptionalField, QueryBoolean, QueryInt } from '@treina/nest-platform';
import { IsQueryBoolean, IsQueryId } from '../../common/query-params.js';

/**
 * The narrowing of GET /api/activities (beside the paging protocol):
 * the front end sends `sales=true` for a sales user and `userId` for a consultant.
 * A consultant only ever gets their own, whatever is asked.
 */
export class ActivityListParams {
  /** Only activities of the FIXED type (id 2), the sales filter. */
  @OptionalField()
  @QueryBoolean()
  @IsQueryBoolean()
  sales?: boolean;

  /** Only this user's activities ('by user'). */
  @OptionalField()
  @QueryInt()
  @IsQueryId()
  userId?: number;

  /** Only this student's activities. */
  @OptionalField()
  @QueryInt()
  @IsQueryId()
  studentId?: number;
}
