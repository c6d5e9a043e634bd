import { Global, Module } from '@nestjs/common';
import { ChargeRepository } from '../charge/charge.repository.js';
import { CommissionLedgerRepository } from './commission-ledger.repository.js';
import { CommissionLedger } from './commission-ledger.service.js';

/**
 * The commission ledger, for whatever moves a commission: the enrolment and class events, the payments
 * (ChargeModule) and the rates. Global so the class projection's follower reaches it too.
 */
@Global()
@Module({
  providers: [CommissionLedger, CommissionLedgerRepository, ChargeRepository],
  exports: [CommissionLedger, CommissionLedgerRepository],
})
export class CommissionLedgerModule {}
