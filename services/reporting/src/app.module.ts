import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { queueNameOf, SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import { AuthModule, brokerCheck, databaseCheck, HealthModule, MessagingModule, UserDirectory, UserDirectoryModule } from '@treina/nest-platform';
import { reportingDatabaseOptions } from './database/data-source.js';
import { EnrolmentFactModule } from './enrolment-fact/enrolment-fact.module.js';
import { StudentFactModule } from './student-fact/student-fact.module.js';
import { SummaryModule } from './summary/summary.module.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({ useFactory: () => reportingDatabaseOptions() }),
    MessagingModule.forRoot({ producer: 'reporting', consumer: { queue: queueNameOf('reporting'), bindings: SERVICE_QUEUE_BINDINGS.reporting! } }),
    UserDirectoryModule,
    AuthModule.forRoot({ stateReader: UserDirectory }),
    HealthModule.forRoot([databaseCheck, brokerCheck]),
    EnrolmentFactModule,
    StudentFactModule,
    SummaryModule,
  ],
})
export class AppModule {}
