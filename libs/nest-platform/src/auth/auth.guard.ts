import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { hasAnyPermission, PASSWORD_CHANGE_REQUIRED } from '@treina/contracts';
import type { Request } from 'express';
import { currentContext } from '../context/request-context.js';
import { forbidden, unauthorized } from '../http/api-error.js';
import { ACCESS_RULE, type AccessRule } from './access.decorators.js';
import { SESSION_STATE_READER, type AuthenticatedUser, type SessionStateReader } from './session-state.js';
import { type SessionClaims, sessionTokenFrom } from './session-token.js';
import { SESSION_STRATEGY } from './session.strategy.js';

export const SESSION_MISSING = 'Você precisa fazer login para continuar.';
export const SESSION_INVALID = 'Sua sessão expirou. Faça login novamente!';
export { PASSWORD_CHANGE_REQUIRED };

/** Passport leaves the verified claims here; `request.user` is set only once the user's state passes too. */
const CLAIMS_PROPERTY = 'sessionClaims';

type SessionRequest = Request & { [CLAIMS_PROPERTY]?: SessionClaims; user?: AuthenticatedUser };

/**
 * Global guard: every endpoint is denied unless it declares who may reach it. The token is checked by the passport session strategy; then
 * the user must still be active with the token's session version (logout, deactivation and a new password end sessions at once), and
 * permissions are the current ones, not those in the token.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(SESSION_STRATEGY) {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SESSION_STATE_READER) private readonly states: SessionStateReader,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // Message handlers (RPC) have no session cookie; what they may do is decided by their subscription.
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [context.getHandler(), context.getClass()]);
    if (!rule) throw forbidden();
    if (rule.kind === 'public') {
      if (rule.identifySession) await this.authenticate(context).catch(() => undefined);
      return true;
    }
    const user = await this.authenticate(context);
    // A password someone else set is changed before anything else, in every service.
    if (user.mustChangePassword && !(rule.kind === 'authenticated' && rule.duringPasswordChange)) throw forbidden(PASSWORD_CHANGE_REQUIRED);
    if (rule.kind === 'permission' && !hasAnyPermission(user.permissions, rule.anyOf)) throw forbidden();
    return true;
  }

  /** Passport's failures become our 401s: its own plain "Unauthorized" body never reaches the client. */
  override handleRequest<TClaims = SessionClaims>(
    err: Error | null,
    claims: TClaims | false | null,
    _info: unknown,
    context: ExecutionContext,
  ): TClaims {
    if (err) throw err;
    if (!claims) throw unauthorized(sessionTokenFrom(context.switchToHttp().getRequest<Request>()) ? SESSION_INVALID : SESSION_MISSING);
    return claims;
  }

  override getAuthenticateOptions() {
    return { session: false, property: CLAIMS_PROPERTY };
  }

  private async authenticate(context: ExecutionContext): Promise<AuthenticatedUser> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<SessionRequest>();
    const claims = request[CLAIMS_PROPERTY]!;
    const state = await this.states.read(claims.userId);
    if (!state || !state.status || state.sessionVersion !== claims.sessionVersion) throw unauthorized(SESSION_INVALID);
    const user: AuthenticatedUser = {
      id_usuario: state.id_usuario,
      nome: state.nome,
      email: state.email,
      id_tipo_usuario: state.id_tipo_usuario,
      id_aluno: state.id_aluno,
      permissions: state.permissions,
      sessionVersion: state.sessionVersion,
      mustChangePassword: claims.mustChangePassword,
    };
    request.user = user;
    const ctx = currentContext();
    if (ctx) ctx.userId = user.id_usuario;
    return user;
  }
}
