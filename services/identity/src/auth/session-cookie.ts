import { Injectable } from '@nestjs/common';
import { SESSION_COOKIE } from '@treina/contracts';
import type { Request, Response } from 'express';
import { SessionRenewal } from '../user/session-renewal.js';
import { SessionIssuer } from './session-issuer.js';
import { SESSION_LIFETIME_SECONDS } from './session-signer.js';

/** httpOnly and SameSite=Strict: page scripts never see the token and other sites cannot send it. */
export function setSessionCookie(request: Request, response: Response, token: string): void {
  response.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.secure,
    path: '/',
    maxAge: SESSION_LIFETIME_SECONDS * 1000,
  });
}

/** A new session cookie for the user's current state. */
@Injectable()
export class CookieSessionRenewal extends SessionRenewal {
  constructor(private readonly issuer: SessionIssuer) {
    super();
  }

  async renew(request: Request, response: Response, userId: number): Promise<void> {
    setSessionCookie(request, response, await this.issuer.issue(userId));
  }
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: request.secure, path: '/' });
}
