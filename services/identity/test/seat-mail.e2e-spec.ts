import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EnrolmentStatusChangedV1, WaitingListSeatedV1 } from '@treina/contracts';
import { enrolment } from '@treina/contracts/testing';
import { sleep, TEST_AMQP_URL } from '@treina/nest-platform/testing';
import amqp from 'amqplib';
import { DataSource } from 'typeorm';
import { type IdentityEventBus, identityEventBus, type IdentityUnderTest, startIdentity } from './identity-harness.js';

/** A student seated from a class's waiting list gets an e-mail (here the .eml of MAIL_DIR). */
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

  const seat = (id: number, email: string | null): WaitingListSeatedV1 =>
    enrolment(id, {
      id_status_inscricao: 1,
      email_aluno: email,
      nome_aluno: 'Joana Espera',
      nome_treinamento: 'NR-35 Trabalho em Altura',
      data_inicio: '2026-05-04',
      data_fim: '2026-05-08',
    });

  const mailsTo = (email: string) => readdirSync(identity.mailDir).filter((file) => file.endsWith(`${email}.eml`));

  it('writes the Portuguese e-mail naming the class for academic.waiting-list.seated.v1, and none for a student without e-mail', async () => {
    await bus.handled(bus.publish('academic.waiting-list.seated.v1', seat(41, 'joana.espera@teste.treina.dev')));
    const [file] = mailsTo('joana.espera@teste.treina.dev');
    assert.ok(file, 'an .eml for the seated student');
    const raw = readFileSync(join(identity.mailDir, file), 'utf8').replace(/=\r?\n/g, '');
    assert.match(raw, /^To: joana\.espera@teste\.treina\.dev$/m);
    assert.match(raw, /Subject: =\?UTF-8\?|Subject: Treina/);
    assert.match(raw, /NR-35 Trabalho em Altura/);
    assert.match(raw, /04\/05\/2026 a 08\/05\/2026/);

    const before = readdirSync(identity.mailDir).length;
    await bus.handled(bus.publish('academic.waiting-list.seated.v1', seat(42, null)));
    assert.equal(readdirSync(identity.mailDir).length, before, 'no e-mail to send it to: skipped, not failed');
  });

  it('receives no enrolment status change any more: its queue is not bound to them (nothing applied, nothing dead-lettered)', async () => {
    const change: EnrolmentStatusChangedV1 = {
      ...seat(43, 'outro.aluno@teste.treina.dev'),
      id_status_inscricao_anterior: 9,
      nome_status_inscricao_anterior: 'Lista de Espera',
    };
    const ignored = await bus.publish('academic.enrolment.status-changed.v1', change);
    // A later message to the same queue: once it is applied, an earlier one routed there would have been taken too.
    await bus.handled(bus.publish('academic.waiting-list.seated.v1', seat(44, null)));
    await sleep(300);
    const inbox: unknown[] = await identity.app.get(DataSource).query('SELECT 1 FROM inbox_message WHERE message_id = $1', [ignored]);
    assert.equal(inbox.length, 0);
    const connection = await amqp.connect(TEST_AMQP_URL);
    try {
      const channel = await connection.createChannel();
      const queue = `${identity.bus.queuePrefix}identity.events`;
      assert.equal((await channel.checkQueue(`${queue}.dlq`)).messageCount, 0, 'nothing dead-lettered');
      assert.equal((await channel.checkQueue(queue)).messageCount, 0);
      await channel.close();
    } finally {
      await connection.close();
    }
    assert.equal(mailsTo('outro.aluno@teste.treina.dev').length, 0);
  });
});
