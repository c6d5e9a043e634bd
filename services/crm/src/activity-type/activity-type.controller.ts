import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ParseIdPipe, parseIdList, RequirePermission } from '@treina/nest-platform';
import type { Response } from 'express';
import { listQuery, sendList } from '../common/list.js';
import { ACTIVITY_TYPE_LIST_COLUMNS, ActivityTypeService } from './activity-type.service.js';
import { CreateActivityTypeDto, UpdateActivityTypeDto } from './dto/activity-type.dto.js';

@Controller()
export class ActivityTypeController {
  constructor(private readonly types: ActivityTypeService) {}

  /** GET /api/activitiesTypes: for the activity form and Configurações. */
  @Get('activitiesTypes')
  @RequirePermission('activities', 'config')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    return sendList(response, await this.types.list(listQuery(query, ACTIVITY_TYPE_LIST_COLUMNS)));
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
  async remove(@Query('activitiesTypesIds') ids: unknown) {
    await this.types.remove(parseIdList(ids, 'activitiesTypesIds'));
    return { status: true };
  }
}
