import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@treina/nest-platform';
import { CommissionModule } from './commission/commission.module.js';
import { financeDatabaseOptions } from './database/data-source.js';

@Module({
  imports: [ServicePlatformModule.forRoot({ service: 'finance', database: financeDatabaseOptions }), CommissionModule],
})
export class AppModule {}
