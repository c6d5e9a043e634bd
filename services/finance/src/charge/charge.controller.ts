import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { ChargeRow, EnrolmentCharges } from '@treina/contracts';
import {
  Authenticated,
  type AuthenticatedUser,
  badRequest,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  ListQueryPipe,
  type Page,
  notFound,
  Public,
  RequirePermission,
} from '@treina/nest-platform';
import type { Response } from 'express';
import { PAY_CHARGES, SEE_CHARGES, SEE_CLASS_CHARGES } from '../access.js';
import { ChargeCommands } from './charge.commands.js';
import { CHARGE_LIST_COLUMNS } from './charge.repository.js';
import { ChargeQueries } from './charge.queries.js';
import { paymentInstant } from './charge.rules.js';
import { ChargePaymentDto, PixWebhookDto } from './dto/charge.dto.js';
import { PixSignatureGuard } from './pix-signature.guard.js';

const MSG_GROUPING = "Agrupe por 'aluno' ou por 'turma'.";
const MSG_UNKNOWN_TXID = 'Nenhuma cobrança tem este txid.';
const MSG_FUTURE_PAYMENT = 'A data do pagamento não pode estar no futuro.';
const MSG_CLASS_ID = 'Informe a turma (id_turma).';

@Controller('charges')
export class ChargeController {
  constructor(
    private readonly queries: ChargeQueries,
    private readonly commands: ChargeCommands,
  ) {}

  /** GET /api/charges: every charge, overdue first, searched, filtered, sorted and paged. */
  @Get()
  @RequirePermission(SEE_CHARGES)
  @ListEndpoint()
  list(@Query(new ListQueryPipe(CHARGE_LIST_COLUMNS)) query: ListQuery): Promise<Page<ChargeRow>> {
    return this.queries.list(query);
  }

  /** GET /api/charges/overdue?por=aluno|turma: what is overdue, by student or by class. */
  @Get('overdue')
  @RequirePermission(SEE_CHARGES)
  overdue(@Query('por') por: string) {
    if (por !== 'aluno' && por !== 'turma') throw badRequest(MSG_GROUPING);
    return this.queries.overdue(por);
  }

  /** GET /api/charges/enrolments?id_turma=N: where each enrolment of the class stands with its charges. */
  @Get('enrolments')
  @RequirePermission(...SEE_CLASS_CHARGES)
  ofClass(@Query('id_turma') id_turma: string, @CurrentUser() user: AuthenticatedUser): Promise<EnrolmentCharges[]> {
    const id = Number(id_turma);
    if (!/^\d{1,9}$/.test(id_turma ?? '') || id < 1) throw badRequest(MSG_CLASS_ID, [{ field: 'id_turma', message: MSG_CLASS_ID }]);
    return this.queries.ofClass(id, user);
  }

  /** GET /api/charges/summary: received this month, still to receive, overdue. */
  @Get('summary')
  @RequirePermission(SEE_CHARGES)
  summary() {
    return this.queries.summary();
  }

  /** GET /api/charges/{id}: one charge (a student their own). */
  @Get(':id')
  @Authenticated()
  one(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<ChargeRow> {
    return this.queries.one(id, user);
  }

  /** GET /api/charges/{id}/pix.png: the charge's PIX QR code (a student their own). */
  @Get(':id/pix.png')
  @Authenticated()
  async pixPng(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    const png = await this.queries.pixPng(id, user);
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('image/png').send(png);
  }

  /** POST /api/charges/{id}/payments: a payment recorded by hand. */
  @Post(':id/payments')
  @RequirePermission(PAY_CHARGES)
  async pay(
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ChargePaymentDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ChargeRow> {
    const instant = paymentInstant(body.pago_em, this.commands.today());
    if (!instant) throw badRequest(MSG_FUTURE_PAYMENT, [{ field: 'pago_em', message: MSG_FUTURE_PAYMENT }]);
    const paid = await this.commands.recordPayment(id, { ...body, instant }, user);
    return this.queries.one(paid, user);
  }
}

@Controller('me/charges')
export class MyChargesController {
  constructor(private readonly queries: ChargeQueries) {}

  /** GET /api/me/charges: the logged-in student's instalments. */
  @Get()
  @Authenticated()
  mine(@CurrentUser() user: AuthenticatedUser): Promise<ChargeRow[]> {
    return this.queries.mine(user);
  }
}

@Controller('payments/pix')
export class PixWebhookController {
  constructor(private readonly commands: ChargeCommands) {}

  /** POST /api/payments/pix/webhook: the PIX provider's payment notice, signed; repeated notices change nothing. */
  @Post('webhook')
  @Public()
  @UseGuards(PixSignatureGuard)
  @HttpCode(200)
  async received(@Body() notice: PixWebhookDto): Promise<{ recebido: true; repetido: boolean }> {
    const outcome = await this.commands.pixReceived(notice);
    if (outcome === 'unknown-charge') throw notFound(MSG_UNKNOWN_TXID);
    return { recebido: true, repetido: outcome === 'repeated' };
  }
}
