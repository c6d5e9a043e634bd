import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@treina/contracts';
import type { NextFunction, Request, Response } from 'express';
import { runInContext } from '../context/request-context.js';
import type { JsonLogger } from '../logging/json-logger.js';

const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives every request an id (kept from the gateway's `x-request-id` when present),
 * runs the request inside that context so logs and events carry it, and logs one
 * line per request when it ends.
 */
export function requestContextMiddleware(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.header(REQUEST_ID_HEADER);
    const requestId = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // Whatever forwards this request (the gateway's proxy) passes the same id on.
    req.headers[REQUEST_ID_HEADER] = requestId;
    const started = process.hrtime.bigint();
    runInContext({ requestId, correlationId: requestId, causationId: requestId }, () => {
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.emit(res.statusCode >= 500 ? 'error' : 'info', 'http', {
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        });
      });
      next();
    });
  };
}
