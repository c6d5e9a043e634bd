import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import pg from 'pg';
import { ADMIN, ApiClient, type IdentityUnderTest, startIdentity, uniqueEmail } from './identity-harness.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('password reset', () => {
  let identity: IdentityUnderTest;
  let admin: ApiClient;

  beforeAll(async () => {
    identity = await startIdentity();
    admin = new ApiClient(identity.url);
    await admin.login(ADMIN.username, ADMIN.password);
  });
  afterAll(() => identity.close());

  async function newUser(): Promise<string> {
    const email = uniqueEmail('reset');
    await admin.post('/api/auth/register', { nome: 'Reset', email, senha: 'Antiga#2026', id_tipo_usuario: 3 });
    return email;
  }

  /** The link of the newest .eml written for `email` (quoted-printable soft breaks undone). */
  async function linkFor(email: string): Promise<string> {
    const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const files = readdirSync(identity.mailDir)
        .filter((file) => file.endsWith(`${safe}.eml`))
        .sort();
      if (files.length) {
        const raw = readFileSync(join(identity.mailDir, files[files.length - 1]!), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const match = /http:\/\/[^\s"<]+\/change_password\?token=[^\s"<]+/.exec(raw);
        if (match) return match[0];
      }
      await sleep(50);
    }
    throw new Error(`no e-mail for ${email}`);
  }

  const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token')!);

  it('answers the same for a known and an unknown e-mail, and e-mails only the known one', async () => {
    const email = await newUser();
    const known = await new ApiClient(identity.url).post('/api/request_change_password', { email });
    const unknown = await new ApiClient(identity.url).post('/api/request_change_password', { email: 'ninguem@treina.dev' });
    assert.equal(known.status, 200);
    assert.deepEqual(unknown.body, known.body);
    assert.equal(known.body.statusMsg, 'Se o e-mail estiver cadastrado, você receberá um link para trocar a senha.');
    await linkFor(email);
    assert.equal(readdirSync(identity.mailDir).filter((file) => file.includes('ninguem')).length, 0);
  });

  it('changes the password through the e-mailed link once, carrying the e-mail in the token', async () => {
    const email = await newUser();
    const session = new ApiClient(identity.url);
    await session.login(email, 'Antiga#2026');
    await new ApiClient(identity.url).post('/api/request_change_password', { email });
    const token = tokenOf(await linkFor(email));
    assert.equal(Buffer.from(token.split('.')[0]!, 'base64url').toString(), email);

    const changed = await new ApiClient(identity.url).post('/api/change_password', { email, password: 'Nova#2026x', token });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.statusMsg, 'Senha alterada com sucesso.');
    assert.equal((await new ApiClient(identity.url).login(email, 'Nova#2026x')).status, 200);
    assert.equal((await new ApiClient(identity.url).login(email, 'Antiga#2026')).status, 401);
    assert.equal((await session.get('/api/auth/me')).status, 401, 'sessions opened before the change end');

    const reused = await new ApiClient(identity.url).post('/api/change_password', { email, password: 'Outra#2026x', token });
    assert.equal(reused.status, 400);
    assert.equal(reused.body.statusMsg, 'O link de troca de senha é inválido ou expirou. Solicite uma nova troca de senha.');
  });

  it("sends the same one-hour single-use link when an administrator asks ('Enviar link de redefinição'), and the new password is the user's own", async () => {
    const email = await newUser();
    const id = (await admin.get('/api/user')).body.find((user: { email: string }) => user.email === email).id_usuario;
    const sent = await admin.post(`/api/user/${id}/password-reset`, {});
    assert.equal(sent.status, 200);
    assert.equal(sent.body.statusMsg, 'Link de redefinição enviado para o e-mail do usuário.');
    const token = tokenOf(await linkFor(email));
    const changed = await new ApiClient(identity.url).post('/api/change_password', { email, password: 'Propria#2026', token });
    assert.equal(changed.status, 200);
    const login = await new ApiClient(identity.url).login(email, 'Propria#2026');
    assert.equal(login.status, 200);
    assert.equal(login.body.deve_trocar_senha, false, 'a password set through the link is the user’s own');
    assert.equal((await new ApiClient(identity.url).post('/api/change_password', { email, password: 'De#Novo2026', token })).status, 400);

    assert.equal((await admin.post('/api/user/999999/password-reset', {})).status, 404);
    const nobody = new ApiClient(identity.url);
    assert.equal((await nobody.post(`/api/user/${id}/password-reset`, {})).status, 401);
    const sales = new ApiClient(identity.url);
    await sales.login('vendas@treina.dev', 'Vendas#2026');
    assert.equal((await sales.post(`/api/user/${id}/password-reset`, {})).status, 403, 'user_update only');
  });

  it('refuses an expired token, a token for another e-mail and a forged token', async () => {
    const email = await newUser();
    await new ApiClient(identity.url).post('/api/request_change_password', { email });
    const token = tokenOf(await linkFor(email));
    const other = await new ApiClient(identity.url).post('/api/change_password', {
      email: 'admin@treina.dev',
      password: 'Nova#2026x',
      token,
    });
    assert.equal(other.status, 400);
    const forged = await new ApiClient(identity.url).post('/api/change_password', {
      email,
      password: 'Nova#2026x',
      token: `${token.split('.')[0]}.forjado`,
    });
    assert.equal(forged.status, 400);

    const client = new pg.Client({ connectionString: identity.db.url });
    await client.connect();
    await client.query(`UPDATE token_troca_senha SET expira_em = now() - interval '1 minute'`);
    await client.end();
    const expired = await new ApiClient(identity.url).post('/api/change_password', { email, password: 'Nova#2026x', token });
    assert.equal(expired.status, 400);
    assert.equal((await new ApiClient(identity.url).login(email, 'Antiga#2026')).status, 200, 'the password is unchanged');
  });

  it('validates the e-mail and the new password length', async () => {
    assert.equal((await new ApiClient(identity.url).post('/api/request_change_password', { email: 'não é e-mail' })).status, 400);
    const short = await new ApiClient(identity.url).post('/api/change_password', { email: 'a@b.dev', password: '123', token: 'x.y' });
    assert.equal(short.status, 400);
    assert.equal(short.body.statusMsg, 'A senha deve ter pelo menos 8 caracteres.');
  });
});
