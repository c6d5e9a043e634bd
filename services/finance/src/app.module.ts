import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { queueNameOf, SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import { AuthModule, brokerCheck, databaseCheck, HealthModule, MessagingModule, UserDirectory, UserDirectoryModule } from '@treina/nest-platform';
import { CommissionModule } from './commission/commission.module.js';
import { financeDatabaseOptions } from './database/data-source.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({ useFactory: () => financeDatabaseOptions() }),
    MessagingModule.forRoot({ producer: 'finance', consumer: { queue: queueNameOf('finance'), bindings: SERVICE_QUEUE_BINDINGS.finance! } }),
    UserDirectoryModule,
    AuthModule.forRoot({ stateReader: UserDirectory }),
    HealthModule.forRoot([databaseCheck, brokerCheck]),
    CommissionModule,
  ],
})
export class AppModule {}
