import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ListEndpoint, type ListQuery, ListQueryPipe, ParseIdListPipe, ParseIdPipe, RequirePermission } from '@treina/nest-platform';
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
  async create(@Body() dto: CreateActivityTypeDto) {
    return [await this.types.create(dto)];
  }

  /** PATCH /api/activityType/{id}: answers a list with the type (with nome_tipo_servico). */
  @Patch('activityType/:id')
  @RequirePermission('config_update')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateActivityTypeDto) {
    return [await this.types.update(id, dto)];
  }

  /** DELETE /api/activityType?activitiesTypesIds=3,4 */
  @Delete('activityType')
  @RequirePermission('config_delete')
  async remove(@Query('activitiesTypesIds', ParseIdListPipe) ids: number[]) {
    await this.types.remove(ids);
    return { status: true };
  }
}
