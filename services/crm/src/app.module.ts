import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { queueNameOf, SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import { AuthModule, brokerCheck, databaseCheck, HealthModule, MessagingModule, UserDirectory, UserDirectoryModule } from '@treina/nest-platform';
import { ActivityModule } from './activity/activity.module.js';
import { ActivityTypeModule } from './activity-type/activity-type.module.js';
import { ContractedServiceModule } from './contracted-service/contracted-service.module.js';
import { CustomerModule } from './customer/customer.module.js';
import { crmDatabaseOptions } from './database/data-source.js';
import { DemoSeedModule } from './seed/demo-seed.module.js';
import { StudentDirectoryModule } from './student-directory/student-directory.module.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({ useFactory: () => crmDatabaseOptions() }),
    MessagingModule.forRoot({ producer: 'crm', consumer: { queue: queueNameOf('crm'), bindings: SERVICE_QUEUE_BINDINGS.crm! } }),
    UserDirectoryModule,
    AuthModule.forRoot({ stateReader: UserDirectory }),
    HealthModule.forRoot([databaseCheck, brokerCheck]),
    StudentDirectoryModule,
    ActivityModule,
    ActivityTypeModule,
    CustomerModule,
    ContractedServiceModule,
    DemoSeedModule,
  ],
})
export class AppModule {}
