import { Injectable } from '@nestjs/common';
import type { ActivityRow, ActivityStatusRow, AuditHistoryItem, StudentOptionRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  forbidden,
  type ListColumn,
  type ListQuery,
  notFound,
  type Page,
  recordHistory,
  runList,
} from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { StudentDirectory } from '../student-directory/student-directory.service.js';
import { ActivityRowQuery } from './activity-row.query.js';
import { ActivityStatusEntity } from './activity-status.entity.js';
import { ActivityEntity } from './activity.entity.js';
import { ACTIVITY_NOT_FOUND, isConsultant, mayReach } from './activity.rules.js';
import type { StudentSearchQuery } from './dto/student-search.query.js';

export const STATUS_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'st.id', kind: 'number' },
  nome: { sql: 'st.nome', kind: 'text', searchable: true },
};

/** The activity's reads besides the list (activity-list.query.ts): one activity, the statuses, the student typeahead. */
@Injectable()
export class ActivityQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: ActivityRowQuery,
    private readonly students: StudentDirectory,
  ) {}

  /** GET /api/activity/{id}: a consultant reaches only their own (404 otherwise). */
  async get(id: number, actor: AuthenticatedUser): Promise<ActivityRow> {
    const row = await this.rows.one(this.dataSource.manager, id);
    if (!mayReach(actor, row)) throw notFound(ACTIVITY_NOT_FOUND);
    return row;
  }

  /** GET /api/activity/{id}/history: the activity's changes, its subtasks included, newest first. */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'activity', id, query, {
      exists: (manager) => manager.existsBy(ActivityEntity, { id }),
      notFoundMessage: ACTIVITY_NOT_FOUND,
    });
  }

  /** GET /api/activitiesStatus: 1 Pendente, 2 Em Andamento, 3 Concluído. */
  statuses(query: ListQuery): Promise<Page<ActivityStatusRow>> {
    const qb = this.dataSource.createQueryBuilder().from(ActivityStatusEntity, 'st').select(['st.id AS id', 'st.nome AS nome']);
    return runList<ActivityStatusRow>(qb, query, STATUS_LIST_COLUMNS, [{ field: 'id', descending: false }], 'id');
  }

  /** GET /api/activity/students: the FIXED type's student typeahead. */
  /** SPEC section 6: a consultant does not load students (their activities have none). */
  searchStudents(query: StudentSearchQuery, actor: AuthenticatedUser): Promise<StudentOptionRow[]> {
    if (isConsultant(actor)) throw forbidden();
    return this.students.search(query.q, query.limit);
  }
}
