import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import type { AuditHistoryItem } from '@treina/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  ListQueryPipe,
  type ListQueryWith,
  type Page,
  ParseIdListPipe,
  ParseIdPipe,
  RequirePermission,
} from '@treina/nest-platform';
import { ContractedServiceService, SERVICE_LIST_COLUMNS, SERVICE_TYPE_LIST_COLUMNS } from './contracted-service.service.js';
import { CreateContractedServiceDto } from './dto/create-contracted-service.dto.js';
import { ServiceListParams } from './dto/service-list.params.js';
import { UpdateContractedServiceDto } from './dto/update-contracted-service.dto.js';

@Controller()
export class ContractedServiceController {
  constructor(private readonly services: ContractedServiceService) {}

  /**
   * GET /api/services: the Serviços list (by end date, latest first), paged like every
   * list, plus the date filters `data_inicio_de` (start on or after) and
   * `data_fim_ate` (end on or before).
   */
  @Get('services')
  @RequirePermission('services')
  @ListEndpoint()
  list(@Query(new ListQueryPipe(SERVICE_LIST_COLUMNS, ServiceListParams)) query: ListQueryWith<ServiceListParams>) {
    return this.services.list(query);
  }

  /** POST /api/services: answers a list with the created service. */
  @Post('services')
  @RequirePermission('services_create')
  async create(@Body() dto: CreateContractedServiceDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.services.create(dto, actor)];
  }

  /** PATCH /api/services/{id}: `{ status: true, service }`. */
  @Patch('services/:id')
  @RequirePermission('services_update')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateContractedServiceDto, @CurrentUser() actor: AuthenticatedUser) {
    return { status: true, service: await this.services.update(id, dto, actor) };
  }

  /** GET /api/services/{id}/history: who changed the service, newest first (permission `audit`). */
  @Get('services/:id/history')
  @RequirePermission('audit')
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.services.history(id, query);
  }

  /** DELETE /api/services?servicesIds=1,2 */
  @Delete('services')
  @RequirePermission('services_delete')
  async remove(@Query('servicesIds', ParseIdListPipe) ids: number[], @CurrentUser() actor: AuthenticatedUser) {
    await this.services.remove(ids, actor);
    return { status: true };
  }

  /** GET /api/servicesTypes: for the Serviços form and the activity types' form. */
  @Get('servicesTypes')
  @RequirePermission('services', 'config', 'activities')
  @ListEndpoint()
  types(@Query(new ListQueryPipe(SERVICE_TYPE_LIST_COLUMNS)) query: ListQuery) {
    return this.services.types(query);
  }
}
