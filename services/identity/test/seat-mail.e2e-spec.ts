import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EnrolmentStatusChangedV1 } from '@treina/contracts';
import { enrolment } from '@treina/contracts/testing';
import { type IdentityEventBus, identityEventBus, type IdentityUnderTest, startIdentity } from './identity-harness.js';

/** Issue 18: a student seated from a class's waiting list gets an e-mail (here the .eml of MAIL_DIR). */
describe('the e-mail of a student seated from a waiting list', () => {
  let identity: IdentityUnderTest;
  let bus: IdentityEventBus;

  beforeAll(async () => {
    identity = await startIdentity();
    bus = await identityEventBus(identity);
  });

  afterAll(async () => {
    await bus.close();
    await identity.close();
  });

  async function publishStatusChange(id: number, anterior: number, status: number, email: string): Promise<void> {
    const payload: EnrolmentStatusChangedV1 = {
      ...enrolment(id, {
        id_status_inscricao: status,
        email_aluno: email,
        nome_aluno: 'Joana Espera',
        nome_treinamento: 'NR-35 Trabalho em Altura',
        data_inicio: '2026-05-04',
        data_fim: '2026-05-08',
      }),
      id_status_inscricao_anterior: anterior,
      nome_status_inscricao_anterior: anterior === 9 ? 'Lista de Espera' : 'Pago',
    };
    await bus.handled(bus.publish('academic.enrolment.status-changed.v1', payload));
  }

  const mailsTo = (email: string) => readdirSync(identity.mailDir).filter((file) => file.endsWith(`${email}.eml`));

  it('writes the Portuguese e-mail naming the class for a 9 -> 1 change, and none for other changes', async () => {
    await publishStatusChange(41, 9, 1, 'joana.espera@teste.treina.dev');
    const [file] = mailsTo('joana.espera@teste.treina.dev');
    assert.ok(file, 'an .eml for the seated student');
    const raw = readFileSync(join(identity.mailDir, file), 'utf8').replace(/=\r?\n/g, '');
    assert.match(raw, /^To: joana\.espera@teste\.treina\.dev$/m);
    assert.match(raw, /Subject: =\?UTF-8\?|Subject: Treina/);
    assert.match(raw, /NR-35 Trabalho em Altura/);
    assert.match(raw, /04\/05\/2026 a 08\/05\/2026/);

    await publishStatusChange(42, 3, 4, 'outro.aluno@teste.treina.dev');
    await publishStatusChange(43, 9, 4, 'outro.aluno@teste.treina.dev');
    assert.equal(mailsTo('outro.aluno@teste.treina.dev').length, 0);
  });
});
