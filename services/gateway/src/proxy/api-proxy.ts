import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { REQUEST_ID_HEADER } from '@treina/contracts';
import type { JsonLogger } from '@treina/nest-platform/edge';
import type { NextFunction, Request, Response } from 'express';
import httpProxy from 'http-proxy';
import { keepsLoginAttempt, limitedAttemptOf } from '../access.js';
import { AttemptLimitsStore, type AttemptLimitsStoreOptions } from '../security/attempt-limits.store.js';
import { BodyTooLargeError, readBody } from './body-buffer.js';
import { segmentOf, type Upstream } from './route-table.js';

export interface ProxyOptions {
  upstreams: Map<string, Upstream>;
  /** JSON and other bodies. */
  bodyLimit: number;
  /** Multipart uploads (`.../uploadS3`). */
  uploadLimit: number;
  loginPerIp: { limit: number; windowMs: number };
  loginPerAccount: { limit: number; windowMs: number };
  resetPerIp: { limit: number; windowMs: number };
  resetPerEmail: { limit: number; windowMs: number };
  /** Public certificate checks (`GET /api/certificates/{codigo}`) per client address: no guessing codes in bulk. */
  certificatePerIp: { limit: number; windowMs: number };
  /** Where the limits are counted: Redis (REDIS_URL) shared by every replica, or memory. */
  limitsStore: AttemptLimitsStoreOptions;
}

const TOO_MANY_LOGINS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
const TOO_MANY_RESETS = 'Muitas solicitações de troca de senha. Aguarde alguns minutos e tente novamente.';
const TOO_MANY_CERTIFICATE_CHECKS = 'Muitas consultas de certificado. Aguarde alguns minutos e tente novamente.';
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

type ProxiedRequest = Request & { onUpstreamStatus?: (status: number) => void };

export function sendApiError(response: ServerResponse, status: number, statusMsg: string, headers: Record<string, string> = {}): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify({ statusCode: status, statusMsg, message: statusMsg }));
}

function bodyField(body: Buffer | undefined, field: string): string | undefined {
  if (!body?.length) return undefined;
  try {
    const value = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[field];
    return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/api/*`: enforces body limits and the log-in / password-reset rate limits, then
 * forwards to the owning service with a request id and X-Forwarded-* headers.
 */
export function createApiProxy(options: ProxyOptions, logger: JsonLogger) {
  // Keep-alive connections to the services. Without an agent http-proxy asks every service for
  // `Connection: close` and hands that header on, so each API call also closed the client's connection.
  // Idle sockets go a second before the services' keep-alive timeout could close one under a request.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 4000 });
  const proxy = httpProxy.createProxyServer({ xfwd: true, proxyTimeout: 30_000, timeout: 30_000, agent });
  const limits = new AttemptLimitsStore(options.limitsStore, logger);
  const loginIp = limits.limiter('login-ip', options.loginPerIp.limit, options.loginPerIp.windowMs);
  const loginAccount = limits.limiter('login-account', options.loginPerAccount.limit, options.loginPerAccount.windowMs);
  const resetIp = limits.limiter('reset-ip', options.resetPerIp.limit, options.resetPerIp.windowMs);
  const resetEmail = limits.limiter('reset-email', options.resetPerEmail.limit, options.resetPerEmail.windowMs);
  const certificateIp = limits.limiter('certificate-ip', options.certificatePerIp.limit, options.certificatePerIp.windowMs);

  proxy.on('proxyRes', (proxyResponse, request) => {
    (request as ProxiedRequest).onUpstreamStatus?.(proxyResponse.statusCode ?? 0);
  });
  proxy.on('error', (error, request, response) => {
    logger.emit('warn', 'upstream unavailable', { path: (request as IncomingMessage).url, error: error.message });
    (request as ProxiedRequest).onUpstreamStatus?.(0);
    if ('writeHead' in response)
      sendApiError(response as ServerResponse, 503, 'Serviço indisponível no momento. Tente novamente em instantes.');
    else response.destroy();
  });

  const tooMany = (response: Response, seconds: number, message: string) =>
    sendApiError(response, 429, message, { 'Retry-After': String(seconds) });

  const middleware = async (request: ProxiedRequest, response: Response, next: NextFunction) => {
    if (!request.path.startsWith('/api/')) return next();
    const upstream = options.upstreams.get(segmentOf(request.path, options.upstreams) ?? '');
    if (!upstream) return sendApiError(response, 404, 'Rota não encontrada.');

    let body: Buffer | undefined;
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
      const limit = request.path.endsWith('/uploadS3') ? options.uploadLimit : options.bodyLimit;
      try {
        body = await readBody(request, limit);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          // Tell the client not to keep streaming the rest of a huge body.
          response.setHeader('Connection', 'close');
          return sendApiError(response, 413, 'A requisição é grande demais.');
        }
        return sendApiError(response, 400, 'Não foi possível ler o corpo da requisição.');
      }
    }

    const ip = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    // Each attempt is counted before it is forwarded (check and count in one step), so parallel attempts cannot outrun the limit.
    const attempt = limitedAttemptOf(request.method, request.path);
    if (attempt === 'login') {
      const account = bodyField(body, 'username');
      const wait = (await loginIp.take(ip)) || (account ? await loginAccount.take(account) : 0);
      if (wait) return tooMany(response, wait, TOO_MANY_LOGINS);
      // Only a wrong password keeps its count. The address gets back every other attempt, so a whole school
      // logging in behind one address never reaches its limit; a log-in resets the account, and anything else
      // (the service never judged the password) gives the account's attempt back.
      request.onUpstreamStatus = (status) => {
        if (keepsLoginAttempt(status)) return;
        void loginIp.release(ip);
        if (account) void (status === 200 ? loginAccount.reset(account) : loginAccount.release(account));
      };
    } else if (attempt === 'password-reset') {
      const email = bodyField(body, 'email');
      const wait = (await resetIp.take(ip)) || (email ? await resetEmail.take(email) : 0);
      if (wait) return tooMany(response, wait, TOO_MANY_RESETS);
    } else if (attempt === 'certificate-check') {
      const wait = await certificateIp.take(ip);
      if (wait) return tooMany(response, wait, TOO_MANY_CERTIFICATE_CHECKS);
    }

    const incomingId = request.header(REQUEST_ID_HEADER);
    request.headers[REQUEST_ID_HEADER] = incomingId && VALID_REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    if (body) {
      request.headers['content-length'] = String(body.length);
      delete request.headers['transfer-encoding'];
    }
    proxy.web(request, response, { target: upstream.url, buffer: body ? Readable.from([body]) : undefined });
  };

  return {
    middleware,
    limits,
    close: async () => {
      proxy.close();
      agent.destroy();
      await limits.close();
    },
  };
}
