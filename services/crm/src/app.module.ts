import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@treina/nest-platform';
import { ActivityModule } from './activity/activity.module.js';
import { ActivityTypeModule } from './activity-type/activity-type.module.js';
import { ContractedServiceModule } from './contracted-service/contracted-service.module.js';
import { CustomerModule } from './customer/customer.module.js';
import { crmDatabaseOptions } from './database/data-source.js';
import { PrivacyExportModule } from './privacy/privacy-export.module.js';
import { StudentDirectoryModule } from './student-directory/student-directory.module.js';

@Module({
  imports: [
    ServicePlatformModule.forRoot({ service: 'crm', database: crmDatabaseOptions }),
    StudentDirectoryModule,
    ActivityModule,
    ActivityTypeModule,
    CustomerModule,
    ContractedServiceModule,
    PrivacyExportModule,
  ],
})
export class AppModule {}
