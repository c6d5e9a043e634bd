import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ParseIdPipe, parseIdList, RequirePermission } from '@treina/nest-platform';
import type { Response } from 'express';
import { listQuery, sendList } from '../common/list.js';
import { dateParam } from '../common/query-params.js';
import { ContractedServiceService, SERVICE_LIST_COLUMNS, SERVICE_TYPE_LIST_COLUMNS } from './contracted-service.service.js';
import { CreateContractedServiceDto, UpdateContractedServiceDto } from './dto/contracted-service.dto.js';

type RawQuery = Record<string, unknown>;

@Controller()
export class ContractedServiceController {
  constructor(private readonly services: ContractedServiceService) {}

  /**
   * GET /api/services: the Serviços list (by end date, latest first), paged like every
   * list, plus SPEC's date filters `data_inicio_de` (start on or after) and
   * `data_fim_ate` (end on or before), as YYYY-MM-DD.
   */
  @Get('services')
  @RequirePermission('services')
  async list(@Query() query: RawQuery, @Res({ passthrough: true }) response: Response) {
    const range = { startFrom: dateParam(query.data_inicio_de, 'data_inicio_de'), endUntil: dateParam(query.data_fim_ate, 'data_fim_ate') };
    return sendList(response, await this.services.list(listQuery(query, SERVICE_LIST_COLUMNS), range));
  }

  /** POST /api/services: answers a list with the created service. */
  @Post('services')
  @RequirePermission('services_create')
  async create(@Body() dto: CreateContractedServiceDto) {
    return [await this.services.create(dto)];
  }

  /** PATCH /api/services/{id}: `{ status: true, service }`. */
  @Patch('services/:id')
  @RequirePermission('services_update')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateContractedServiceDto) {
    return { status: true, service: await this.services.update(id, dto) };
  }

  /** DELETE /api/services?servicesIds=1,2 */
  @Delete('services')
  @RequirePermission('services_delete')
  async remove(@Query('servicesIds') ids: unknown) {
    await this.services.remove(parseIdList(ids, 'servicesIds'));
    return { status: true };
  }

  /** GET /api/servicesTypes: for the Serviços form and the activity types' form. */
  @Get('servicesTypes')
  @RequirePermission('services', 'config', 'activities')
  async types(@Query() query: RawQuery, @Res({ passthrough: true }) response: Response) {
    return sendList(response, await this.services.types(listQuery(query, SERVICE_TYPE_LIST_COLUMNS)));
  }
}
