import { describe, expect, it } from '@jest/globals';
import { RequestFailure } from '@treina/nest-platform';
import { readPrivacyExportConfig } from './privacy-export.config.js';
import { type AskSection, gatherRemoteSections, RemoteSectionsMissing } from './privacy-export.gather.js';

/** A bus where each section's service answers as `answers` says. */
const busOf = (
  answers: Record<string, () => Promise<unknown>>,
  asked: Array<{ type: string; payload: unknown; timeoutMs?: number }> = [],
) =>
  ({
    request: (type: string, payload: unknown, timeoutMs?: number) => {
      asked.push({ type, payload, timeoutMs });
      return (answers[type.split('.')[0]!] ?? (async () => ({ de: type })))();
    },
  }) as unknown as AskSection;

describe('the export gathers the other services sections over the bus', () => {
  it('reads the timeout from the environment, 5000 ms unless set', () => {
    expect(readPrivacyExportConfig({ PRIVACY_EXPORT_TIMEOUT_MS: '50' }).timeoutMs).toBe(50);
    expect(readPrivacyExportConfig({}).timeoutMs).toBe(5000);
  });

  it('asks every service at once for its section, by request type only', async () => {
    const asked: Array<{ type: string; payload: unknown; timeoutMs?: number }> = [];
    const sections = await gatherRemoteSections(7, busOf({}, asked), 50);
    expect(sections).toEqual({
      crm: { de: 'crm.privacy.student-section.v1' },
      finance: { de: 'finance.privacy.student-section.v1' },
      reporting: { de: 'reporting.privacy.student-section.v1' },
      identity: { de: 'identity.privacy.student-section.v1' },
      assessment: { de: 'assessment.privacy.student-section.v1' },
    });
    expect(asked.map((call) => call.type).sort()).toEqual([
      'assessment.privacy.student-section.v1',
      'crm.privacy.student-section.v1',
      'finance.privacy.student-section.v1',
      'identity.privacy.student-section.v1',
      'reporting.privacy.student-section.v1',
    ]);
    for (const call of asked) expect(call).toMatchObject({ payload: { id_aluno: 7 }, timeoutMs: 50 });
  });

  it('fails as a whole, naming every missing section: no answer, no service listening, an error, not an object', async () => {
    const failure = await gatherRemoteSections(
      7,
      busOf({
        crm: async () => [1, 2],
        finance: () => Promise.reject(new RequestFailure('finance.privacy.student-section.v1', 'timeout', 'sem resposta em 50 ms')),
        reporting: () => Promise.reject(new RequestFailure('reporting.privacy.student-section.v1', 'no-responder', 'ninguém ouvindo')),
        identity: () => Promise.reject(new RequestFailure('identity.privacy.student-section.v1', 'failed', 'o banco caiu')),
      }),
      50,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteSectionsMissing);
    expect((failure as RemoteSectionsMissing).missing).toEqual([
      { section: 'crm', answer: 'falhou ao reunir seus dados', reason: 'a resposta não é um objeto JSON' },
      { section: 'finance', answer: 'não respondeu a tempo', reason: 'sem resposta em 50 ms' },
      { section: 'reporting', answer: 'está fora do ar', reason: 'ninguém ouvindo' },
      { section: 'identity', answer: 'falhou ao reunir seus dados', reason: 'o banco caiu' },
    ]);
  });
});
