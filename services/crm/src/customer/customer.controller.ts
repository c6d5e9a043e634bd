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
import { CUSTOMER_LIST_COLUMNS, CustomerService } from './customer.service.js';
import { CreateCustomerDto } from './dto/create-customer.dto.js';
import { UpdateCustomerDto } from './dto/update-customer.dto.js';

@Controller()
export class CustomerController {
  constructor(private readonly customers: CustomerService) {}

  /** GET /api/customer: also for the Serviços form (customer select). */
  @Get('customer')
  @RequirePermission('customer', 'services')
  @ListEndpoint()
  list(@Query(new ListQueryPipe(CUSTOMER_LIST_COLUMNS)) query: ListQuery) {
    return this.customers.list(query);
  }

  /** POST /api/customer: answers a list with the created customer. */
  @Post('customer')
  @RequirePermission('customer_create')
  async create(@Body() dto: CreateCustomerDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.customers.create(dto, actor)];
  }

  /** PATCH /api/customer/{id}: `{ status: true, customer }`. */
  @Patch('customer/:id')
  @RequirePermission('customer_update')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateCustomerDto, @CurrentUser() actor: AuthenticatedUser) {
    return { status: true, customer: await this.customers.update(id, dto, actor) };
  }

  /** GET /api/customer/{id}/history: who changed the customer, newest first (permission `audit`). */
  @Get('customer/:id/history')
  @RequirePermission('audit')
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.customers.history(id, query);
  }

  /** DELETE /api/customer?customersIds=1,2 */
  @Delete('customer')
  @RequirePermission('customer_delete')
  async remove(@Query('customersIds', ParseIdListPipe) ids: number[], @CurrentUser() actor: AuthenticatedUser) {
    await this.customers.remove(ids, actor);
    return { status: true };
  }
}
