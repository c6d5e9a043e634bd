import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { readGatewayConfig } from './gateway.config.js';

describe('gateway configuration', () => {
  it('listens on every interface of port 3000 and finds the services on their local ports unless told', () => {
    const config = readGatewayConfig({});
    assert.deepEqual(config.http, { host: '0.0.0.0', port: 3000 });
    assert.equal(config.services.identity, 'http://127.0.0.1:3001');
    assert.equal(config.proxy.upstreams.get('commissions')?.url, 'http://127.0.0.1:3004');
    assert.equal(config.trustProxy, false);
    assert.equal(config.remotes, undefined);
    assert.equal(config.shellUrl, undefined);
    assert.equal(config.serveSourceMaps, false);
    assert.deepEqual(config.proxy.loginPerAccount, { limit: 10, windowMs: 15 * 60_000 });
    assert.deepEqual(config.proxy.certificatePerIp, { limit: 60, windowMs: 15 * 60_000 });
    assert.deepEqual(config.metrics, { host: '0.0.0.0', port: 9464 });
    assert.deepEqual(config.proxy.limitsStore, { url: '', keyPrefix: 'treina:gateway:', timeoutMs: 500 });
  });

  it('reads the deployment’s settings', () => {
    const config = readGatewayConfig({
      PORT: '8080',
      FINANCE_URL: 'http://finance:3004',
      TRUST_PROXY: '1',
      REMOTES: '[{"name":"crm_ui","url":"http://crm-ui:8080/","version":"1.4.0"},{"name":"finance_ui"}]',
      REMOTES_FILE: '/etc/treina/remotes/remotes.json',
      SHELL_URL: 'http://shell:8080',
      LOGIN_LIMIT_PER_IP: '7',
      LOGIN_LIMIT_WINDOW_MIN: '2',
      METRICS_PORT: '9100',
      REDIS_URL: 'redis://redis:6379',
      SERVE_SOURCE_MAPS: 'true',
    });
    assert.equal(config.serveSourceMaps, true);
    assert.equal(config.http.port, 8080);
    assert.equal(config.proxy.upstreams.get('commissions')?.url, 'http://finance:3004');
    assert.equal(config.trustProxy, 1);
    assert.deepEqual(config.remotes, [{ name: 'crm_ui', url: 'http://crm-ui:8080', version: '1.4.0' }, { name: 'finance_ui' }]);
    assert.equal(config.remotesFile, '/etc/treina/remotes/remotes.json');
    assert.equal(config.shellUrl, 'http://shell:8080');
    assert.deepEqual(config.proxy.loginPerIp, { limit: 7, windowMs: 2 * 60_000 });
    assert.equal(config.metrics.port, 9100);
    assert.equal(config.proxy.limitsStore.url, 'redis://redis:6379');
  });

  it('stops the start with the variable’s name when a value is wrong', () => {
    assert.throws(() => readGatewayConfig({ BODY_LIMIT_BYTES: 'muito' }), /BODY_LIMIT_BYTES/);
    assert.throws(() => readGatewayConfig({ REMOTES: '{' }), /REMOTES inválido: esperado um JSON/);
    assert.throws(() => readGatewayConfig({ REMOTES: '[{"name":"crm"}]' }), /item 1: name deve ser/);
    assert.throws(() => readGatewayConfig({ REMOTES: '[{"name":"crm_ui","url":"crm-ui:8080"}]' }), /url deve ser/);
    assert.throws(() => readGatewayConfig({ REMOTES: '[{"name":"crm_ui","port":1}]' }), /campo desconhecido port/);
    assert.throws(() => readGatewayConfig({ SHELL_URL: 'http://shell:8080/app' }), /SHELL_URL/);
  });
});
