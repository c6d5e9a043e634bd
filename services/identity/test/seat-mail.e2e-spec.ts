import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import amqp from 'amqplib';
import type { EnrolmentStatusChangedV1 } from '@treina/contracts';
import { enrolment, envelope } from '@treina/contracts/testing';
import { DataSource } from 'typeorm';
import { type IdentityUnderTest, startIdentity } from './identity-harness.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Issue 18: a student seated from a class's waiting list gets an e-mail (here the .eml of MAIL_DIR). */
describe('the e-mail of a student seated from a waiting list', () => {
  let identity: IdentityUnderTest;
  let connection: amqp.ChannelModel;
  let channel: amqp.Channel;

  beforeAll(async () => {
    identity = await startIdentity();
    connection = await amqp.connect(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    channel = await connection.createChannel();
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const probe = await connection.createChannel();
      probe.on('error', () => undefined);
      const exists = await probe.checkQueue(`${identity.bus.queuePrefix}identity.events`).then(
        () => true,
        () => false,
      );
      await probe.close().catch(() => undefined);
      if (exists) break;
      await sleep(100);
    }
    // The queue is declared before its bindings: give the consumer a moment to bind it.
    await sleep(1000);
  });

  afterAll(async () => {
    await channel.deleteExchange(identity.bus.exchange).catch(() => {});
    await connection.close();
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
    const messageId = randomUUID();
    channel.publish(
      identity.bus.exchange,
      'academic.enrolment.status-changed.v1',
      Buffer.from(JSON.stringify(envelope('academic.enrolment.status-changed.v1', payload, messageId))),
      {
        persistent: true,
        messageId,
      },
    );
    const dataSource = identity.app.get(DataSource);
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if ((await dataSource.query('SELECT 1 FROM inbox_message WHERE message_id = $1', [messageId])).length) return;
      await sleep(25);
    }
    throw new Error('the event was not handled');
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
