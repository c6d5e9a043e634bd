import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { RequestClient } from '@treina/nest-platform';
import { type ReportingUnderTest, startReporting } from './reporting-harness.js';

describe("reporting: its section of the data subject's report, asked over the bus", () => {
  let service: ReportingUnderTest;

  beforeAll(async () => {
    service = await startReporting();
  });
  afterAll(() => service?.close());

  it('answers the request with its section: an empty one for a student it never heard of', async () => {
    // The same client academic asks with; the service's own is as good a requester as any.
    const requests = service.apps[0]!.get(RequestClient);
    assert.deepEqual(await requests.request('reporting.privacy.student-section.v1', { id_aluno: 999_999 }, 5000), {
      aluno: null,
      matriculas: [],
      presencas: [],
    });
  });
});
