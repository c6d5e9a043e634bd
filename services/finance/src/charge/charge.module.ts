import { Module } from '@nestjs/common';
import { ChargeCommands } from './charge.commands.js';
import { ChargeController, MyChargesController, PixWebhookController } from './charge.controller.js';
import { ChargeProjection } from './charge-projection.service.js';
import { ChargeQueries } from './charge.queries.js';
import { ChargeRepository } from './charge.repository.js';
import { FinanceSettingsController } from './finance-settings.controller.js';
import { PixSignatureGuard } from './pix-signature.guard.js';

/** Cobranças: each seated enrolment's instalments, their payments (by hand or PIX) and the school's PIX settings. */
@Module({
  controllers: [ChargeController, MyChargesController, PixWebhookController, FinanceSettingsController],
  providers: [ChargeRepository, ChargeCommands, ChargeQueries, ChargeProjection, PixSignatureGuard],
  exports: [ChargeProjection],
})
export class ChargeModule {}
