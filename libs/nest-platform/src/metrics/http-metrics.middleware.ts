import type { NextFunction, Request, Response } from 'express';
import type { Histogram } from 'prom-client';

/** The label of a request nothing routed (404s, scanners): one series, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Observes every request's duration once its response is sent (or the client went away), labelled with the route pattern Express matched
 * (`/api/customer/:id`, as Nest declared it) — never the raw URL, whose ids would make a series per record. `routeOf` names requests no
 * Nest route serves (the gateway's proxy and static files).
 */
export function httpMetricsMiddleware(
  histogram: Histogram<'method' | 'route' | 'status'>,
  routeOf: (request: Request) => string | undefined = () => undefined,
) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const stop = histogram.startTimer();
    response.once('close', () => {
      const matched = (request.route as { path?: unknown } | undefined)?.path;
      const route = typeof matched === 'string' ? matched : (routeOf(request) ?? UNMATCHED_ROUTE);
      stop({ method: request.method, route, status: String(response.statusCode) });
    });
    next();
  };
}
