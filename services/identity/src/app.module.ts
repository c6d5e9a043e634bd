import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { queueNameOf, SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import { AuthModule, brokerCheck, databaseCheck, HealthModule, MessagingModule } from '@treina/nest-platform';
import { IdentitySessionStateReader } from './auth/identity-session-state.reader.js';
import { SessionCoreModule } from './auth/session-core.module.js';
import { SessionModule } from './auth/session.module.js';
import { identityDatabaseOptions } from './database/data-source.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { PermissionModule } from './permission/permission.module.js';
import { DemoSeedModule } from './seed/demo-seed.module.js';
import { StudentLoginModule } from './student-login/student-login.module.js';
import { UserModule } from './user/user.module.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({ useFactory: () => identityDatabaseOptions() }),
    MessagingModule.forRoot({ producer: 'identity', consumer: { queue: queueNameOf('identity'), bindings: SERVICE_QUEUE_BINDINGS.identity! } }),
    AuthModule.forRoot({ stateReader: IdentitySessionStateReader, imports: [SessionCoreModule] }),
    HealthModule.forRoot([databaseCheck, brokerCheck]),
    SessionModule,
    UserModule,
    PermissionModule,
    PasswordResetModule,
    DemoSeedModule,
    StudentLoginModule,
  ],
})
export class AppModule {}
