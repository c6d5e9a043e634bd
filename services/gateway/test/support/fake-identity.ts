import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: number | undefined;
}

/** A stand-in for identity that records what reached it and fails logins for a wrong password. */
export function fakeIdentity(): Promise<{ server: Server; url: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', headers: request.headers, body, socket: request.socket.remotePort });
      if (request.url === '/api/auth/login') {
        const ok = JSON.parse(body).password === 'certa';
        response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        response.end(JSON.stringify(ok ? { id_usuario: 1 } : { statusMsg: 'E-mail ou senha inválidos.' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ path: request.url, length: body.length }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen })),
  );
}
