import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import type { AuditHistoryItem } from '@treina/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  ListQueryPipe,
  type Page,
  ParseIdListPipe,
  ParseIdPipe,
  RequirePermission,
} from '@treina/nest-platform';
import { ACTIVITY_TYPE_LIST_COLUMNS, ActivityTypeService } from './activity-type.service.js';
import { CreateActivityTypeDto } from './dto/create-activity-type.dto.js';
import { UpdateActivityTypeDto } from './dto/update-activity-type.dto.js';

@Controller()
export class ActivityTypeController {
  constructor(private readonly types: ActivityTypeService) {}

  /** GET /api/activitiesTypes: for the activity form and Configurações. */
  @Get('activitiesTypes')
  @RequirePermission('activities', 'config')
  @ListEndpoint()
  list(@Query(new ListQueryPipe(ACTIVITY_TYPE_LIST_COLUMNS)) query: ListQuery) {
    return this.types.list(query);
  }

  /** POST /api/activityType: answers a list with the created type. */
  @Post('activityType')
  @RequirePermission('config_create')
  async create(@Body() dto: CreateActivityTypeDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.types.create(dto, actor)];
  }

  /** PATCH /api/activityType/{id}: answers a list with the type (with nome_tipo_servico). */
  @Patch('activityType/:id')
  @RequirePermission('config_update')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateActivityTypeDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.types.update(id, dto, actor)];
  }

  /** GET /api/activityType/{id}/history: who changed the type, newest first (permission `audit`). */
  @Get('activityType/:id/history')
  @RequirePermission('audit')
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.types.history(id, query);
  }

  /** DELETE /api/activityType?activitiesTypesIds=3,4 */
  @Delete('activityType')
  @RequirePermission('config_delete')
  async remove(@Query('activitiesTypesIds', ParseIdListPipe) ids: number[], @CurrentUser() actor: AuthenticatedUser) {
    await this.types.remove(ids, actor);
    return { status: true };
  }
}
