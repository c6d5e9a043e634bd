import { Module } from '@nestjs/common';
import { loadSessionPrivateKey } from '@treina/nest-platform';
import { IdentitySessionStateReader } from './identity-session-state.reader.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionIssuer } from './session-issuer.js';
import { SESSION_PRIVATE_KEY, SessionSigner } from './session-signer.js';

/** Passwords and session tokens: the only place the private signing key is loaded. */
@Module({
  providers: [
    { provide: SESSION_PRIVATE_KEY, useFactory: loadSessionPrivateKey },
    SessionSigner,
    SessionIssuer,
    PasswordHasher,
    IdentitySessionStateReader,
  ],
  exports: [SessionIssuer, PasswordHasher, IdentitySessionStateReader],
})
export class SessionCoreModule {}
