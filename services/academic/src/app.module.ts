import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { queueNameOf, SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import { AuthModule, brokerCheck, databaseCheck, HealthModule, MessagingModule, UserDirectory, UserDirectoryModule } from '@treina/nest-platform';
import { ClassModule } from './class/class.module.js';
import { academicDatabaseOptions } from './database/data-source.js';
import { MaterialModule } from './material/material.module.js';
import { ReferenceModule } from './reference/reference.module.js';
import { DemoSeedModule } from './seed/demo-seed.module.js';
import { StorageModule } from './storage/storage.module.js';
import { StudentModule } from './student/student.module.js';
import { TrainingModule } from './training/training.module.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({ useFactory: () => academicDatabaseOptions() }),
    MessagingModule.forRoot({
      producer: 'academic',
      consumer: { queue: queueNameOf('academic'), bindings: SERVICE_QUEUE_BINDINGS.academic! },
    }),
    UserDirectoryModule,
    AuthModule.forRoot({ stateReader: UserDirectory }),
    HealthModule.forRoot([databaseCheck, brokerCheck]),
    ReferenceModule,
    StorageModule,
    MaterialModule,
    TrainingModule,
    ClassModule,
    StudentModule,
    DemoSeedModule,
  ],
})
export class AppModule {}
