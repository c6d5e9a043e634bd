import { Controller, Get, Query, Res } from '@nestjs/common';
import type { CommissionRow } from '@treina/contracts';
import { type AuthenticatedUser, CurrentUser, parseListQuery, RequirePermission, setTotalCount } from '@treina/nest-platform';
import type { Response } from 'express';
import { COMMISSION_LIST_COLUMNS, CommissionService } from './commission.service.js';

@Controller('commissions')
export class CommissionController {
  constructor(private readonly commissions: CommissionService) {}

  /** GET /api/commissions: the Comissões list, whole or paged (`page`, `pageSize`, `sort`, `q`, `filter.*`); Vendas see their own sales only. */
  @Get()
  @RequirePermission('commissions')
  async list(
    @Query() query: Record<string, unknown>,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CommissionRow[]> {
    const { rows, total } = await this.commissions.list(parseListQuery(query, COMMISSION_LIST_COLUMNS), user);
    setTotalCount(response, total);
    return rows;
  }
}
