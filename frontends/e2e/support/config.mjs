import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
export const MAIL_DIR = resolve(process.env.MAIL_DIR ?? join(REPO_ROOT, 'var', 'mail'));
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-output', 'e2e');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DEMO = {
  admin: { email: 'admin@treina.dev', password: 'Admin#2026', type: 1 },
  vendas: { email: 'vendas@treina.dev', password: 'Vendas#2026', type: 3 },
  consultor: { email: 'consultor@treina.dev', password: 'Consultor#2026', type: 5 },
  instrutor: { email: 'instrutor@treina.dev', password: 'Instrutor#2026', type: 4, landing: '/minhas-aulas' },
};

/** The drawer's entries, in order: label, route, permission group. */
export const MENU = [
  ['Atividades', '/activities', 'activities'],
  ['Serviços', '/services', 'services'],
  ['Clientes', '/customer', 'customer'],
  ['Turmas', '/class', 'class'],
  ['Agenda', '/agenda', 'class'],
  ['Alunos', '/student?studentType=student', 'student'],
  ['Interessados', '/student?studentType=interested', 'student'],
  ['Treinamentos', '/training', 'training'],
  ['Materiais', '/material', 'material'],
  ['Usuários', '/user', 'user'],
  ['Comissões', '/commissions', 'commissions'],
  ['Configurações', '/config', 'config'],
];

export function assertChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install Debian's package: apt-get update && apt-get install -y chromium`);
  }
}

/** A fresh e-mail per run and call, so reruns never collide. */
let counter = 0;
export function uniqueEmail(prefix) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${process.pid.toString(36)}${counter}@e2e.treina.dev`;
}
