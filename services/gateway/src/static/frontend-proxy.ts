import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Request, Response } from 'express';

/** What a browser's request may tell the front end's server (conditional requests, compression). */
const REQUEST_HEADERS = ['accept', 'accept-encoding', 'accept-language', 'if-none-match', 'if-modified-since', 'user-agent'];
/** What the front end's answer passes on; the gateway's own security headers stay. */
const RESPONSE_HEADERS = ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'last-modified', 'vary'];

/**
 * Answers a GET/HEAD for a front-end file from the deployable that owns it (the shell's or a
 * remote's image, serve-frontend.mjs) at the same path. Its caching headers (immutable hashed
 * files, revalidated entries) pass through; an unreachable deployable is a 502 in Portuguese.
 */
export function proxyFrontend(upstream: string, request: Request, response: Response, timeoutMs = 10_000): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    response.status(405).type('text/plain; charset=utf-8').send('Método não permitido.');
    return;
  }
  const target = new URL(request.originalUrl, upstream);
  const headers = Object.fromEntries(
    REQUEST_HEADERS.filter((name) => request.headers[name]).map((name) => [name, request.headers[name] as string]),
  );
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const outgoing = send(target, { method: request.method, headers, timeout: timeoutMs }, (answer: IncomingMessage) => {
    response.status(answer.statusCode ?? 502);
    for (const name of RESPONSE_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) response.setHeader(name, value);
    }
    answer.pipe(response);
  });
  const unavailable = () => {
    if (response.headersSent) return response.destroy();
    response.status(502).setHeader('Cache-Control', 'no-store');
    response.type('text/plain; charset=utf-8').send('Módulo da interface indisponível no momento.');
  };
  outgoing.on('timeout', () => outgoing.destroy(new Error('front end timed out')));
  outgoing.on('error', unavailable);
  request.on('aborted', () => outgoing.destroy());
  outgoing.end();
}
