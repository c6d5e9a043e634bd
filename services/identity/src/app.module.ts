import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@treina/nest-platform';
import { IdentitySessionStateReader } from './auth/identity-session-state.reader.js';
import { SessionCoreModule } from './auth/session-core.module.js';
import { SessionModule } from './auth/session.module.js';
import { identityConfig } from './config/identity.config.js';
import { identityDatabaseOptions } from './database/data-source.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { PermissionModule } from './permission/permission.module.js';
import { SeatMailModule } from './seat-mail/seat-mail.module.js';
import { PrivacyExportModule } from './privacy/privacy-export.module.js';
import { StudentLoginModule } from './student-login/student-login.module.js';
import { UserModule } from './user/user.module.js';

@Module({
  imports: [
    ServicePlatformModule.forRoot({
      service: 'identity',
      database: identityDatabaseOptions,
      config: [identityConfig],
      // Identity owns the users: sessions are checked against its own tables.
      sessions: { stateReader: IdentitySessionStateReader, imports: [SessionCoreModule] },
    }),
    SessionModule,
    UserModule,
    PermissionModule,
    PasswordResetModule,
    StudentLoginModule,
    SeatMailModule,
    PrivacyExportModule,
  ],
})
export class AppModule {}
