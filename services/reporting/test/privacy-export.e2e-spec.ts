import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ReportingPrivacySection } from '@treina/contracts';
import { envelope } from '@treina/contracts/testing';
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
      simulados: [],
    });
  });

  it("lists the student's completed practice-exam attempts, oldest first", async () => {
    const attempt = (id_tentativa: number, nota: number, finalizada_em: string) =>
      envelope('assessment.attempt.completed.v1', {
        id_tentativa,
        id_simulado: 3,
        titulo: 'Simulado CPA-10',
        id_treinamento: 6,
        nome_treinamento: 'CPA-10',
        id_aluno: 77,
        id_turma: null,
        nota,
        acertos: nota / 10,
        total: 10,
        aprovado: nota >= 70,
        finalizada_em,
      });
    await service.send(attempt(702, 90, '2026-03-02T10:00:00.000Z'), attempt(701, 40, '2026-03-01T10:00:00.000Z'));
    const requests = service.apps[0]!.get(RequestClient);
    const section = (await requests.request('reporting.privacy.student-section.v1', { id_aluno: 77 }, 5000)) as ReportingPrivacySection;
    assert.deepEqual(section.simulados, [
      {
        id_tentativa: 701,
        id_simulado: 3,
        id_treinamento: 6,
        nome_treinamento: 'CPA-10',
        nota: 40,
        aprovado: false,
        finalizada_em: '2026-03-01T10:00:00.000Z',
      },
      {
        id_tentativa: 702,
        id_simulado: 3,
        id_treinamento: 6,
        nome_treinamento: 'CPA-10',
        nota: 90,
        aprovado: true,
        finalizada_em: '2026-03-02T10:00:00.000Z',
      },
    ]);
  });
});
