import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { readConsumerBatchSize, readPlatformConfig } from './platform.config.js';

describe('platform configuration', () => {
  it("gives a service its own database on the local server, the shared bus names and the school's time zone unless told", () => {
    const config = readPlatformConfig('finance', {});
    assert.equal(config.database.url, 'postgres://postgres@127.0.0.1:5432/treina_finance');
    assert.equal(config.database.poolMax, 10);
    assert.deepEqual(config.bus, {
      url: 'amqp://guest:guest@127.0.0.1:5672',
      exchange: 'treina.events',
      deadLetterExchange: 'treina.dead-letter',
      queuePrefix: '',
    });
    assert.equal(config.schoolTimeZone, 'America/Sao_Paulo');
    assert.equal(config.demoSeed, false);
    assert.deepEqual(config.shutdown, { delayMs: 0, timeoutMs: 20_000 });
  });

  it('reads the deployment’s settings', () => {
    const config = readPlatformConfig('crm', {
      POSTGRES_URL: 'postgres://db:5432',
      DB_POOL_MAX: '20',
      QUEUE_PREFIX: 'test.',
      DEMO_SEED: 'true',
      REPORT_TIME_ZONE: 'America/Manaus',
    });
    assert.equal(config.database.url, 'postgres://db:5432/treina_crm');
    assert.equal(config.database.poolMax, 20);
    assert.equal(config.bus.queuePrefix, 'test.');
    assert.equal(config.demoSeed, true);
    assert.equal(config.schoolTimeZone, 'America/Manaus');
    assert.equal(readPlatformConfig('crm', { DATABASE_URL: 'postgres://x/y' }).database.url, 'postgres://x/y');
  });

  it('stops the start with the variable’s name when a value is wrong', () => {
    assert.throws(() => readPlatformConfig('crm', { DB_POOL_MAX: 'dez' }), /DB_POOL_MAX/);
    assert.throws(() => readPlatformConfig('crm', { REPORT_TIME_ZONE: 'Marte/Olympus' }), /REPORT_TIME_ZONE/);
  });

  it('leaves the consumer batch size to the messaging default unless CONSUMER_BATCH_SIZE says, and refuses a non-integer', () => {
    assert.equal(readConsumerBatchSize({}), undefined);
    assert.equal(readConsumerBatchSize({ CONSUMER_BATCH_SIZE: '1' }), 1);
    assert.throws(() => readConsumerBatchSize({ CONSUMER_BATCH_SIZE: 'muitos' }), /CONSUMER_BATCH_SIZE deve ser um número inteiro/);
  });
});
