import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { UserType } from '@treina/contracts';
import { heldForPasswordChange, keepsLoginAttempt, limitedAttemptOf, mayReadApiDocs } from './access.js';

describe('gateway access rules', () => {
  it('lets every staff type read the API documentation and refuses students', () => {
    for (const type of [UserType.ADMINISTRADOR, 2, UserType.VENDAS, 4, 5])
      assert.equal(mayReadApiDocs({ id_tipo_usuario: type }), true, `type ${type}`);
    assert.equal(mayReadApiDocs({ id_tipo_usuario: UserType.ALUNO }), false);
  });

  it('holds a session that must change its password, and only that one', () => {
    assert.equal(heldForPasswordChange({ id_tipo_usuario: 1, deve_trocar_senha: true }), true);
    assert.equal(heldForPasswordChange({ id_tipo_usuario: 1, deve_trocar_senha: false }), false);
    assert.equal(heldForPasswordChange({ id_tipo_usuario: 1 }), false);
  });

  it('counts log-ins, password-reset requests and certificate checks against their limits, nothing else', () => {
    const cases: Array<[string, string, ReturnType<typeof limitedAttemptOf>]> = [
      ['POST', '/api/auth/login', 'login'],
      ['GET', '/api/auth/login', undefined],
      ['POST', '/api/auth/logout', undefined],
      ['POST', '/api/request_change_password', 'password-reset'],
      ['GET', '/api/certificates/ABC123', 'certificate-check'],
      ['GET', '/api/classes/1/certificates/2', undefined],
      ['GET', '/api/commissions', undefined],
    ];
    for (const [method, path, expected] of cases) assert.equal(limitedAttemptOf(method, path), expected, `${method} ${path}`);
  });

  it('keeps a log-in attempt only when the password was judged wrong', () => {
    assert.equal(keepsLoginAttempt(401), true);
    for (const status of [0, 200, 400, 403, 429, 500, 503]) assert.equal(keepsLoginAttempt(status), false, `status ${status}`);
  });
});
