import { Injectable } from '@nestjs/common';
import type { ActivityRow, ActivityStatusRow, AuditHistoryItem, StudentOptionRow } from '@treina/contracts';
import { type AuthenticatedUser, type ListQuery, type ListQueryWith, notFound, type Page } from '@treina/nest-platform';
import { assertMayLoadStudents, reachesActivity } from '../access.js';
import { StudentRepository } from '../student-directory/student.repository.js';
import { ActivityRepository } from './activity.repository.js';
import { ACTIVITY_NOT_FOUND, scopeConditions } from './activity.rules.js';
import type { ActivityListParams } from './dto/activity-list.params.js';
import type { StudentSearchQuery } from './dto/student-search.query.js';

/** The activity's reads: the Atividades list, one activity, its history, the statuses, the student typeahead. */
@Injectable()
export class ActivityQueries {
  constructor(
    private readonly activities: ActivityRepository,
    private readonly students: StudentRepository,
  ) {}

  /** GET /api/activities: the list within the actor's scope and what the query narrows it to. */
  list(query: ListQueryWith<ActivityListParams>, actor: AuthenticatedUser): Promise<Page<ActivityRow>> {
    return this.activities.page(query, scopeConditions(query.params, actor));
  }

  /** GET /api/activity/{id}: only an activity the user reaches (404 otherwise). */
  async get(id: number, actor: AuthenticatedUser): Promise<ActivityRow> {
    const row = await this.activities.one(id);
    if (!reachesActivity(actor, row)) throw notFound(ACTIVITY_NOT_FOUND);
    return row;
  }

  /** GET /api/activity/{id}/history: the activity's changes, its subtasks included, newest first. */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return this.activities.history(id, query);
  }

  /** GET /api/activitiesStatus: 1 Pendente, 2 Em Andamento, 3 Concluído. */
  statuses(query: ListQuery): Promise<Page<ActivityStatusRow>> {
    return this.activities.statuses(query);
  }

  /** GET /api/activity/students: the FIXED type's student typeahead. */
  searchStudents(query: StudentSearchQuery, actor: AuthenticatedUser): Promise<StudentOptionRow[]> {
    assertMayLoadStudents(actor);
    return this.students.search(query.q, query.limit);
  }
}
