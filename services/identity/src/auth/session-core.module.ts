import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { IdentitySessionStateReader } from './identity-session-state.reader.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionIssuer } from './session-issuer.js';
import { SessionSigner, sessionJwtOptions } from './session-signer.js';
import { UserRepository } from '../user/user.repository.js';

/** Passwords and session tokens: the only place the private signing key is loaded. */
@Module({
  imports: [JwtModule.registerAsync({ useFactory: sessionJwtOptions })],
  providers: [SessionSigner, SessionIssuer, PasswordHasher, IdentitySessionStateReader, UserRepository],
  exports: [SessionIssuer, PasswordHasher, IdentitySessionStateReader, UserRepository],
})
export class SessionCoreModule {}
