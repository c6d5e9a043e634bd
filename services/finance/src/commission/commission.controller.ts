import { Controller, Get, Query } from '@nestjs/common';
import type { CommissionRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  ListQueryPipe,
  type Page,
  RequirePermission,
} from '@treina/nest-platform';
import { SEE_COMMISSIONS } from '../access.js';
import { COMMISSION_LIST_COLUMNS } from './commission.columns.js';
import { CommissionService } from './commission.service.js';

@Controller('commissions')
export class CommissionController {
  constructor(private readonly commissions: CommissionService) {}

  /** GET /api/commissions: the Comissões list, whole or paged (`page`, `pageSize`, `sort`, `q`, `filter.*`); Vendas see their own sales only. */
  @Get()
  @RequirePermission(SEE_COMMISSIONS)
  @ListEndpoint()
  list(
    @Query(new ListQueryPipe(COMMISSION_LIST_COLUMNS)) query: ListQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Page<CommissionRow>> {
    return this.commissions.list(query, user);
  }
}
