import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAnyPermission, SESSION_COOKIE } from '@treina/contracts';
import type { Request } from 'express';
import { currentContext } from '../context/request-context.js';
import { forbidden, unauthorized } from '../http/api-error.js';
import { ACCESS_RULE, type AccessRule } from './access.decorators.js';
import { SESSION_STATE_READER, type AuthenticatedUser, type SessionStateReader } from './session-state.js';
import { SessionTokenVerifier } from './session-token.js';

export const SESSION_MISSING = 'Você precisa fazer login para continuar.';
export const SESSION_INVALID = 'Sua sessão expirou. Faça login novamente!';

export function sessionTokenFrom(request: Request): string | undefined {
  const cookie = (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  if (cookie) return cookie;
  const header = request.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** Global guard: every endpoint is denied unless it declares who may reach it. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: SessionTokenVerifier,
    @Inject(SESSION_STATE_READER) private readonly states: SessionStateReader,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [context.getHandler(), context.getClass()]);
    if (!rule) throw forbidden();
    if (rule.kind === 'public') return true;

    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const user = await this.authenticate(request);
    request.user = user;
    const ctx = currentContext();
    if (ctx) ctx.userId = user.id_usuario;
    if (rule.kind === 'permission' && !hasAnyPermission(user.permissions, rule.anyOf)) throw forbidden();
    return true;
  }

  async authenticate(request: Request): Promise<AuthenticatedUser> {
    const token = sessionTokenFrom(request);
    if (!token) throw unauthorized(SESSION_MISSING);
    let claims;
    try {
      claims = await this.verifier.verify(token);
    } catch {
      throw unauthorized(SESSION_INVALID);
    }
    const state = await this.states.read(claims.userId);
    if (!state || !state.status || state.sessionVersion !== claims.sessionVersion) throw unauthorized(SESSION_INVALID);
    return {
      id_usuario: state.id_usuario,
      nome: state.nome,
      email: state.email,
      id_tipo_usuario: state.id_tipo_usuario,
      id_aluno: state.id_aluno,
      permissions: state.permissions,
      sessionVersion: state.sessionVersion,
    };
  }
}
