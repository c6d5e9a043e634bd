import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@treina/nest-platform';
import { CommissionModule } from './commission/commission.module.js';
import { financeDatabaseOptions } from './database/data-source.js';
import { PrivacyExportModule } from './privacy/privacy-export.module.js';

@Module({
  imports: [ServicePlatformModule.forRoot({ service: 'finance', database: financeDatabaseOptions }), CommissionModule, PrivacyExportModule],
})
export class AppModule {}
