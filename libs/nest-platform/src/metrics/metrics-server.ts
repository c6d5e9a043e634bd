import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformMetrics } from './platform-metrics.js';

/**
 * A listener of its own for GET /metrics (the gateway's METRICS_PORT): the public port
 * behind the Ingress never serves metrics, and the NetworkPolicy opens this port only to
 * the monitoring namespace. Anything else answers 404.
 */
export async function serveMetrics(
  metrics: PlatformMetrics,
  options: { port: number; host: string },
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Não encontrado.\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      (error: Error) => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
