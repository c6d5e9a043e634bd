import { describe, expect, it } from '@jest/globals';
import { readPrivacyExportConfig } from './privacy-export.config.js';
import { gatherRemoteSections, RemoteSectionFailure, sectionUrl } from './privacy-export.gather.js';

const config = readPrivacyExportConfig({
  CRM_URL: 'http://crm:3002/',
  FINANCE_URL: 'http://finance:3004',
  REPORTING_URL: 'http://reporting:3005',
  IDENTITY_URL: 'http://identity:3001',
  PRIVACY_EXPORT_TIMEOUT_MS: '50',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the export gathers the other services sections', () => {
  it('reads each URL and the timeout from the environment, with local defaults', () => {
    expect(config.urls.crm).toBe('http://crm:3002');
    expect(config.timeoutMs).toBe(50);
    const defaults = readPrivacyExportConfig({});
    expect(defaults.urls).toEqual({
      crm: 'http://127.0.0.1:3002',
      finance: 'http://127.0.0.1:3004',
      reporting: 'http://127.0.0.1:3005',
      identity: 'http://127.0.0.1:3001',
    });
    expect(defaults.timeoutMs).toBe(5000);
  });

  it("asks every service at once for its section, with the caller's session", async () => {
    const asked: Array<{ url: string; headers: Record<string, string> }> = [];
    const sections = await gatherRemoteSections(
      7,
      { cookie: 'treina_session=abc', authorization: 'Bearer x' },
      config,
      async (url, init) => {
        asked.push({ url, headers: init.headers as Record<string, string> });
        return json({ from: new URL(url).hostname });
      },
    );
    expect(sections).toEqual({
      crm: { from: 'crm' },
      finance: { from: 'finance' },
      reporting: { from: 'reporting' },
      identity: { from: 'identity' },
    });
    expect(asked.map((call) => call.url).sort()).toEqual(
      ['crm:3002', 'finance:3004', 'identity:3001', 'reporting:3005'].map((host) => sectionUrl(`http://${host}`, 7)),
    );
    for (const call of asked) expect(call.headers).toMatchObject({ cookie: 'treina_session=abc', authorization: 'Bearer x' });
  });

  it('fails as a whole when one service answers an error, a body that is not an object, or nothing', async () => {
    const failing = (section: string, answer: () => Promise<Response>) => (url: string) =>
      new URL(url).hostname === section ? answer() : Promise.resolve(json({}));
    await expect(
      gatherRemoteSections(
        7,
        {},
        config,
        failing('finance', async () => json({ statusMsg: 'x' }, 403)),
      ),
    ).rejects.toMatchObject({
      section: 'finance',
      reason: 'status 403',
    });
    await expect(
      gatherRemoteSections(
        7,
        {},
        config,
        failing('crm', async () => json([1, 2])),
      ),
    ).rejects.toBeInstanceOf(RemoteSectionFailure);
    await expect(
      gatherRemoteSections(
        7,
        {},
        config,
        failing('identity', () => Promise.reject(new TypeError('fetch failed'))),
      ),
    ).rejects.toMatchObject({ section: 'identity' });
  });

  it('gives up after the timeout and abandons the calls still open', async () => {
    let aborted = 0;
    const hanging = (url: string, init: RequestInit) =>
      new URL(url).hostname === 'reporting'
        ? new Promise<Response>((_resolve, reject) =>
            init.signal!.addEventListener('abort', () => {
              aborted += 1;
              reject(new Error('aborted'));
            }),
          )
        : Promise.resolve(json({}));
    const started = Date.now();
    await expect(gatherRemoteSections(7, {}, config, hanging)).rejects.toMatchObject({
      section: 'reporting',
      reason: 'no answer within 50 ms',
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(aborted).toBe(1);
  });
});
