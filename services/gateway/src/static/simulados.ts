import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ApiException } from '@treina/nest-platform/edge';
import express, { type Request, type Response, Router } from 'express';
import { sessionUser } from '../security/identity-session.js';

const page = (title: string, text: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family: sans-serif; margin: 2rem"><h1>${title}</h1><p>${text}</p><p><a href="/class">Voltar para Turmas</a></p></body></html>`;

const NOT_INSTALLED = page(
  'Simulado não disponível',
  'O conteúdo deste simulado ainda não foi instalado no servidor. Avise a secretaria da escola.',
);
const LOGIN_FIRST = page(
  'Entre para abrir o simulado',
  'Sua sessão terminou. <a href="/login">Entre novamente</a> e abra o simulado pela sua turma.',
);
const UNAVAILABLE = page('Simulado indisponível no momento', 'Não foi possível verificar sua sessão. Tente novamente em instantes.');

/**
 * `/SIMULADOS/<id_treinamento>/`: served from SIMULADOS_DIR/<id>/ to whoever is logged in, with a
 * Portuguese page when not installed or the session is over. The school's own content uses inline
 * scripts: its pages get a CSP that allows them, and no other page of the product does.
 */
export function simuladosRouter(simuladosDir: string | undefined, identityUrl: string): Router {
  const router = Router();
  router.use('/:id', async (request: Request, response: Response, next) => {
    const id = String(request.params.id);
    const folder = simuladosDir ? join(simuladosDir, id) : undefined;
    const html = (status: number, body: string) =>
      response.status(status).type('text/html; charset=utf-8').setHeader('Cache-Control', 'no-store').send(body);
    try {
      await sessionUser(request, identityUrl);
    } catch (error) {
      return html(
        error instanceof ApiException && error.getStatus() === 401 ? 401 : 503,
        error instanceof ApiException && error.getStatus() === 401 ? LOGIN_FIRST : UNAVAILABLE,
      );
    }
    if (!/^\d{1,9}$/.test(id) || !folder || !existsSync(folder) || !statSync(folder).isDirectory()) return html(404, NOT_INSTALLED);
    response.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; frame-ancestors 'self'; base-uri 'self'",
    );
    express.static(folder, { index: ['index.htm', 'index.html'], dotfiles: 'deny', fallthrough: false })(
      request,
      response,
      (error?: unknown) => (error ? html(404, NOT_INSTALLED) : next()),
    );
  });
  return router;
}
