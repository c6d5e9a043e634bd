import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { SessionRenewal } from '../user/session-renewal.js';
import { UserModule } from '../user/user.module.js';
import { IdentitySessionStateReader } from './identity-session-state.reader.js';
import { CookieSessionRenewal } from './session-cookie.js';
import { SessionIssuer } from './session-issuer.js';
import { SessionSigner, sessionJwtOptions } from './session-signer.js';

/** Session tokens: the only place the private signing key is loaded; global, so the users module asks for a renewal without importing it. */
@Global()
@Module({
  imports: [JwtModule.registerAsync({ useFactory: sessionJwtOptions }), UserModule],
  providers: [SessionSigner, SessionIssuer, IdentitySessionStateReader, { provide: SessionRenewal, useClass: CookieSessionRenewal }],
  exports: [SessionIssuer, IdentitySessionStateReader, SessionRenewal, UserModule],
})
export class SessionCoreModule {}
