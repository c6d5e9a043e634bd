import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { type AuthenticatedUser, CurrentUser, ParseIdPipe, parseIdList, RequirePermission } from '@treina/nest-platform';
import type { Response } from 'express';
import { listQuery, sendList } from '../common/list.js';
import { withoutNul } from '../common/fields.js';
import { booleanParam, idParam, limitParam } from '../common/query-params.js';
import { ACTIVITY_LIST_COLUMNS, ActivityService, STATUS_LIST_COLUMNS } from './activity.service.js';
import { CreateActivityDto, UpdateActivityDto } from './dto/create-activity.dto.js';

type RawQuery = Record<string, unknown>;

@Controller()
export class ActivityController {
  constructor(private readonly activities: ActivityService) {}

  /**
   * GET /api/activities: the Atividades list, whole (by date, newest first) or paged
   * (`page`, `pageSize`, `sort`, `q`, `filter.<field>`), narrowed by `sales=true`,
   * `userId=<id>` and `studentId=<id>`. A consultant only ever gets their own.
   */
  @Get('activities')
  @RequirePermission('activities')
  list(@Query() query: RawQuery, @CurrentUser() actor: AuthenticatedUser, @Res({ passthrough: true }) response: Response) {
    return this.answerList(query, actor, response);
  }

  /** GET /api/activitiesWithStudents: SPEC's second name of the same list (student fields included in both). */
  @Get('activitiesWithStudents')
  @RequirePermission('activities')
  listWithStudents(@Query() query: RawQuery, @CurrentUser() actor: AuthenticatedUser, @Res({ passthrough: true }) response: Response) {
    return this.answerList(query, actor, response);
  }

  /** GET /api/activity/students?q=ana&limit=20: students for the FIXED type's typeahead (by name). */
  @Get('activity/students')
  @RequirePermission('activities', 'activities_create', 'activities_update')
  students(@Query('q') q: unknown, @Query('limit') limit: unknown) {
    return this.activities.searchStudents(typeof q === 'string' ? withoutNul(q).slice(0, 200) : '', limitParam(limit, 'limit', 20, 100));
  }

  /** GET /api/activity/{id} */
  @Get('activity/:id')
  @RequirePermission('activities')
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() actor: AuthenticatedUser) {
    return this.activities.get(id, actor);
  }

  /** POST /api/activity: answers a list whose first item is the created activity. */
  @Post('activity')
  @RequirePermission('activities_create')
  async create(@Body() dto: CreateActivityDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.activities.create(dto, actor)];
  }

  /** PATCH /api/activity/{id}: `{ status: true, activity }`. */
  @Patch('activity/:id')
  @RequirePermission('activities_update')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateActivityDto, @CurrentUser() actor: AuthenticatedUser) {
    return { status: true, activity: await this.activities.update(id, dto, actor) };
  }

  /** DELETE /api/activity?activitiesIds=1,2 */
  @Delete('activity')
  @RequirePermission('activities_delete')
  async remove(@Query('activitiesIds') ids: unknown, @CurrentUser() actor: AuthenticatedUser) {
    await this.activities.remove(parseIdList(ids, 'activitiesIds'), actor);
    return { status: true };
  }

  /** GET /api/activitiesStatus: 1 Pendente, 2 Em Andamento, 3 Concluído. */
  @Get('activitiesStatus')
  @RequirePermission('activities', 'config')
  async statuses(@Query() query: RawQuery, @Res({ passthrough: true }) response: Response) {
    return sendList(response, await this.activities.statuses(listQuery(query, STATUS_LIST_COLUMNS)));
  }

  private async answerList(query: RawQuery, actor: AuthenticatedUser, response: Response) {
    const scope = {
      sales: booleanParam(query.sales, 'sales'),
      userId: idParam(query.userId, 'userId'),
      studentId: idParam(query.studentId, 'studentId'),
    };
    return sendList(response, await this.activities.list(listQuery(query, ACTIVITY_LIST_COLUMNS), scope, actor));
  }
}
