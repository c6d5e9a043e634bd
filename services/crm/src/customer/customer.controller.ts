import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ParseIdPipe, parseIdList, RequirePermission } from '@treina/nest-platform';
import type { Response } from 'express';
import { listQuery, sendList } from '../common/list.js';
import { CUSTOMER_LIST_COLUMNS, CustomerService } from './customer.service.js';
import { CreateCustomerDto, UpdateCustomerDto } from './dto/customer.dto.js';

@Controller()
export class CustomerController {
  constructor(private readonly customers: CustomerService) {}

  /** GET /api/customer: also for the Serviços form (customer select). */
  @Get('customer')
  @RequirePermission('customer', 'services')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    return sendList(response, await this.customers.list(listQuery(query, CUSTOMER_LIST_COLUMNS)));
  }

  /** POST /api/customer: answers a list with the created customer. */
  @Post('customer')
  @RequirePermission('customer_create')
  async create(@Body() dto: CreateCustomerDto) {
    return [await this.customers.create(dto)];
  }

  /** PATCH /api/customer/{id}: `{ status: true, customer }`. */
  @Patch('customer/:id')
  @RequirePermission('customer_update')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateCustomerDto) {
    return { status: true, customer: await this.customers.update(id, dto) };
  }

  /** DELETE /api/customer?customersIds=1,2 */
  @Delete('customer')
  @RequirePermission('customer_delete')
  async remove(@Query('customersIds') ids: unknown) {
    await this.customers.remove(parseIdList(ids, 'customersIds'));
    return { status: true };
  }
}
