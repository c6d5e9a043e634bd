import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import type { CommissionRateOptions, CommissionRateRow, CommissionRow, CommissionStatements } from '@treina/contracts';
import {
  type AuthenticatedUser,
  BodyListPipe,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  ListQueryPipe,
  type Page,
  RequirePermission,
} from '@treina/nest-platform';
import { EDIT_COMMISSIONS, SEE_COMMISSIONS } from '../access.js';
import { COMMISSION_LIST_COLUMNS } from './commission.columns.js';
import { CommissionStatementsService } from './commission-statements.service.js';
import { CommissionService } from './commission.service.js';
import { CloseMonthDto, CommissionRateDto } from './dto/commission.dto.js';

/** Rates a PUT may carry: far more than a school's sellers and trainings. */
const MAX_RATES = 1000;

@Controller('commissions')
export class CommissionController {
  constructor(
    private readonly commissions: CommissionService,
    private readonly statements: CommissionStatementsService,
  ) {}

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

  /** GET /api/commissions/rates: the sellers' own rates (a training's default comes from academic). */
  @Get('rates')
  @RequirePermission(SEE_COMMISSIONS)
  rates(): Promise<CommissionRateRow[]> {
    return this.statements.rates();
  }

  /** GET /api/commissions/rate-options: the sellers and trainings a rate may name (the rates editor's pickers). */
  @Get('rate-options')
  @RequirePermission(EDIT_COMMISSIONS)
  rateOptions(): Promise<CommissionRateOptions> {
    return this.statements.rateOptions();
  }

  /** PUT /api/commissions/rates: replaces the sellers' rates; the commissions they touch are recomputed. */
  @Put('rates')
  @RequirePermission(EDIT_COMMISSIONS)
  saveRates(@Body(new BodyListPipe(CommissionRateDto, MAX_RATES)) rates: CommissionRateDto[]): Promise<CommissionRateRow[]> {
    return this.statements.saveRates(rates);
  }

  /** GET /api/commissions/statements?mes=YYYY-MM: the month's statement per seller (Vendas: their own). */
  @Get('statements')
  @RequirePermission(SEE_COMMISSIONS)
  monthStatements(@Query('mes') mes: string, @CurrentUser() user: AuthenticatedUser): Promise<CommissionStatements> {
    return this.statements.statements(mes, user);
  }

  /** POST /api/commissions/statements/close: freezes the month's lines. */
  @Post('statements/close')
  @RequirePermission(EDIT_COMMISSIONS)
  @HttpCode(200)
  close(@Body() body: CloseMonthDto, @CurrentUser() user: AuthenticatedUser): Promise<CommissionStatements> {
    return this.statements.close(body.mes, user);
  }
}
