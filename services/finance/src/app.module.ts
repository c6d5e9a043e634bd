import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@treina/nest-platform';
import { ChargeModule } from './charge/charge.module.js';
import { CommissionModule } from './commission/commission.module.js';
import { financeConfig } from './config/finance.config.js';
import { financeDatabaseOptions } from './database/data-source.js';
import { PrivacyExportModule } from './privacy/privacy-export.module.js';

@Module({
  imports: [
    ServicePlatformModule.forRoot({ service: 'finance', database: financeDatabaseOptions, config: [financeConfig] }),
    CommissionModule,
    ChargeModule,
    PrivacyExportModule,
  ],
})
export class AppModule {}
