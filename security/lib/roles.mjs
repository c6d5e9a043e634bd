// The README's demo accounts, the roles of the authorization matrix, and
// throwaway users for attacks that end sessions or change accounts.
import { client, login } from './http.mjs';

export const DEMO = {
  admin: { email: 'admin@treina.dev', password: 'Admin#2026', type: 1 },
  vendas: { email: 'vendas@treina.dev', password: 'Vendas#2026', type: 3 },
  consultor: { email: 'consultor@treina.dev', password: 'Consultor#2026', type: 5 },
  instrutor: { email: 'instrutor@treina.dev', password: 'Instrutor#2026', type: 4 },
  aluno: { email: 'aluno@treina.dev', password: 'Aluno#2026', type: 6 },
};

/** Columns of the matrix, in order. */
export const ROLES = ['anonymous', 'admin', 'vendas', 'consultor', 'instrutor', 'aluno'];

export async function demoSession(baseUrl, name) {
  const { token, user, cookie } = await login(baseUrl, DEMO[name].email, DEMO[name].password);
  return { token, user, cookie, api: client(baseUrl, token) };
}

let counter = 0;
/** A unique tag per call and run, for names and e-mails. */
export function uniqueTag(prefix = 'sec') {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/**
 * Creates a user through POST /api/auth/register (as `adminApi`) with the type's default
 * permissions, and logs it in. Returns `{ id, email, password, token, api, user }`.
 */
export async function throwawayUser(baseUrl, adminApi, { type = 1, nome } = {}) {
  const tag = uniqueTag('u');
  const email = `${tag}@security.treina.dev`;
  const password = `Sec#${tag}!x`;
  const [row] = await adminApi.ok('POST', '/api/auth/register', {
    nome: nome ?? `Usuário ${tag}`,
    email,
    senha: password,
    id_tipo_usuario: type,
  });
  let session = await login(baseUrl, email, password);
  if (session.user.deve_trocar_senha) {
    // A password someone else set is changed first (to the same one: the attacks log in with it again).
    await client(baseUrl, session.token).ok('PATCH', `/api/user/${row.id_usuario}`, { senha: password });
    session = await login(baseUrl, email, password);
  }
  return { id: row.id_usuario, email, password, token: session.token, user: session.user, api: client(baseUrl, session.token) };
}
