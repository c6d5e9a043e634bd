import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  type AuthenticatedUser,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  type ListQueryWith,
  ListQueryPipe,
  type Page,
  ParseIdListPipe,
  ParseIdPipe,
  RequirePermission,
  UserDirectory,
} from '@treina/nest-platform';
import type { AuditHistoryItem, StaffMemberRow } from '@treina/contracts';
import { ACTIVITY_LIST_COLUMNS, STATUS_LIST_COLUMNS } from './activity-list.columns.js';
import { ActivityCommands } from './activity.commands.js';
import { ActivityQueries } from './activity.queries.js';
import { ActivityListParams } from './dto/activity-list.params.js';
import { CreateActivityDto } from './dto/create-activity.dto.js';
import { StudentSearchQuery } from './dto/student-search.query.js';
import { UpdateActivityDto } from './dto/update-activity.dto.js';

const activityListQuery = () => new ListQueryPipe(ACTIVITY_LIST_COLUMNS, ActivityListParams);

@Controller()
export class ActivityController {
  constructor(
    private readonly queries: ActivityQueries,
    private readonly commands: ActivityCommands,
    private readonly users: UserDirectory,
  ) {}

  /**
   * GET /api/activities: the Atividades list, whole (by date, newest first) or paged
   * (`page`, `pageSize`, `sort`, `q`, `filter.<field>`), narrowed by `sales=true`,
   * `userId=<id>` and `studentId=<id>`. A consultant only ever gets their own.
   */
  @Get('activities')
  @RequirePermission('activities')
  @ListEndpoint()
  activities(@Query(activityListQuery()) query: ListQueryWith<ActivityListParams>, @CurrentUser() actor: AuthenticatedUser) {
    return this.queries.list(query, actor);
  }

  /** GET /api/activitiesWithStudents: the same list under its second name (student fields included in both). */
  @Get('activitiesWithStudents')
  @RequirePermission('activities')
  @ListEndpoint()
  activitiesWithStudents(@Query(activityListQuery()) query: ListQueryWith<ActivityListParams>, @CurrentUser() actor: AuthenticatedUser) {
    return this.queries.list(query, actor);
  }

  /**
   * GET /api/activity/staff: the 'Usuário' select's active staff (id, name, type), from crm's
   * users projection, for whoever may create or update activities — no `user` permission needed.
   */
  @Get('activity/staff')
  @RequirePermission('activities_create', 'activities_update')
  staff(): Promise<StaffMemberRow[]> {
    return this.users.staff();
  }

  /** GET /api/activity/students?q=ana&limit=20: students for the FIXED type's typeahead (by name). */
  @Get('activity/students')
  @RequirePermission('activities', 'activities_create', 'activities_update')
  students(@Query() query: StudentSearchQuery, @CurrentUser() actor: AuthenticatedUser) {
    return this.queries.searchStudents(query, actor);
  }

  /** GET /api/activity/{id} */
  @Get('activity/:id')
  @RequirePermission('activities')
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() actor: AuthenticatedUser) {
    return this.queries.get(id, actor);
  }

  /** GET /api/activity/{id}/history: who changed the activity and its subtasks, newest first (permission `audit`). */
  @Get('activity/:id/history')
  @RequirePermission('audit')
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.queries.history(id, query);
  }

  /** POST /api/activity: answers a list whose first item is the created activity. */
  @Post('activity')
  @RequirePermission('activities_create')
  async create(@Body() dto: CreateActivityDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.commands.create(dto, actor)];
  }

  /** PATCH /api/activity/{id}: `{ status: true, activity }`. */
  @Patch('activity/:id')
  @RequirePermission('activities_update')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateActivityDto, @CurrentUser() actor: AuthenticatedUser) {
    return { status: true, activity: await this.commands.update(id, dto, actor) };
  }

  /** DELETE /api/activity?activitiesIds=1,2 */
  @Delete('activity')
  @RequirePermission('activities_delete')
  async remove(@Query('activitiesIds', ParseIdListPipe) ids: number[], @CurrentUser() actor: AuthenticatedUser) {
    await this.commands.remove(ids, actor);
    return { status: true };
  }

  /** GET /api/activitiesStatus: 1 Pendente, 2 Em Andamento, 3 Concluído. */
  @Get('activitiesStatus')
  @RequirePermission('activities', 'config')
  @ListEndpoint()
  statuses(@Query(new ListQueryPipe(STATUS_LIST_COLUMNS)) query: ListQuery) {
    return this.queries.statuses(query);
  }
}
