#!/usr/bin/env node
// Declares the RabbitMQ topology every service relies on (the events and dead-letter
// exchanges, each consuming service's quorum queue with its bindings and its `.dlq`)
// before any service publishes, so no event is routed nowhere, and removes the bindings a
// queue had in an earlier release (RETIRED_QUEUE_BINDINGS). Idempotent.
// `npm start` does the same in-process (tools/product.mjs); containers run this script
// first: a compose command before the service, an init container in Kubernetes.
//
// Env: AMQP_URL, EVENTS_EXCHANGE, DEAD_LETTER_EXCHANGE, QUEUE_PREFIX (as the services);
// TOPOLOGY_WAIT_SECONDS (default 60): how long to retry while the broker is not up yet.
import { DEAD_LETTER_EXCHANGE, EVENTS_EXCHANGE, RETIRED_QUEUE_BINDINGS, SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import { declareTopology, serviceQueues } from '@treina/nest-platform';

const url = process.env.AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';
const names = {
  exchange: process.env.EVENTS_EXCHANGE || EVENTS_EXCHANGE,
  deadLetterExchange: process.env.DEAD_LETTER_EXCHANGE || DEAD_LETTER_EXCHANGE,
  queuePrefix: process.env.QUEUE_PREFIX || '',
};
const queues = serviceQueues(SERVICE_QUEUE_BINDINGS);
const retiredBindings = serviceQueues(RETIRED_QUEUE_BINDINGS);
const deadline = Date.now() + Number(process.env.TOPOLOGY_WAIT_SECONDS || 60) * 1000;
const log = (level, msg, fields = {}) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, service: 'declare-topology', msg, ...fields })}\n`);

for (let attempt = 1; ; attempt += 1) {
  try {
    await declareTopology(url, names, queues, { retiredBindings });
    log('info', 'topology declared', {
      exchange: names.exchange,
      queues: Object.keys(queues).map((queue) => `${names.queuePrefix}${queue}`),
    });
    break;
  } catch (error) {
    if (Date.now() > deadline) {
      log('error', 'could not declare the topology', { error: error.message, attempts: attempt });
      process.exit(1);
    }
    log('warn', 'broker not reachable yet; retrying', { error: error.message, attempt });
    await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 500 * attempt)));
  }
}
