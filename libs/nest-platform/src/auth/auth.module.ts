import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard.js';
import { loadSessionPublicKey } from './session-keys.js';
import { SESSION_STATE_READER, type SessionStateReader } from './session-state.js';
import { SESSION_PUBLIC_KEY, SessionStrategy } from './session.strategy.js';

export interface AuthModuleOptions {
  /** Where the guard reads the user's current state (identity: its tables; others: their projection). */
  stateReader: Type<SessionStateReader>;
  /** Modules the state reader needs (e.g. TypeOrmModule.forFeature). */
  imports?: DynamicModule['imports'];
}

@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      imports: options.imports ?? [],
      providers: [
        { provide: SESSION_PUBLIC_KEY, useFactory: loadSessionPublicKey },
        SessionStrategy,
        { provide: SESSION_STATE_READER, useClass: options.stateReader },
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
      exports: [SESSION_STATE_READER],
    };
  }
}
