import type { Request, Response } from 'express';

/** Hands the caller a new session after their own password changed; the sessions module provides it. */
export abstract class SessionRenewal {
  abstract renew(request: Request, response: Response, userId: number): Promise<void>;
}
