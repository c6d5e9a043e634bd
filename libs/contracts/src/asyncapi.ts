import { EVENTS_EXCHANGE } from './envelope.js';
import { ENVELOPE_SCHEMA, type EventContract, eventCatalogue, type JsonSchema } from './event-catalogue.js';

/** `academic.class.created.v1` as an AsyncAPI component key (letters, digits, `.`, `-`, `_`). */
const keyOf = (type: string) => type;

function messageOf(contract: EventContract): JsonSchema {
  const properties = ENVELOPE_SCHEMA.properties as JsonSchema;
  return {
    name: contract.type,
    title: contract.type,
    summary: `${contract.type}: publicado por ${contract.publisher}; consumido por ${contract.consumers.map((c) => c.service).join(', ') || 'ninguém'}.`,
    contentType: 'application/json',
    payload: {
      ...ENVELOPE_SCHEMA,
      properties: {
        ...properties,
        type: { type: 'string', const: contract.type },
        version: { type: 'integer', const: contract.version },
        payload: contract.payload,
      },
    },
  };
}

/**
 * The bus as an AsyncAPI 3.0 document, built from the contracts: one channel per routing key on the topic exchange, the publishing
 * service's `send` operation and each consuming service's `receive` operation (with its queue and the binding that routes the key to it),
 * and every message's envelope with its payload schema.
 */
export function asyncApiDocument(version = '1.0.0'): JsonSchema {
  const channels: JsonSchema = {};
  const operations: JsonSchema = {};
  const messages: JsonSchema = {};
  for (const contract of eventCatalogue()) {
    const key = keyOf(contract.type);
    messages[key] = messageOf(contract);
    channels[key] = {
      address: contract.type,
      title: contract.type,
      messages: { [key]: { $ref: `#/components/messages/${key}` } },
      bindings: {
        amqp: {
          is: 'routingKey',
          exchange: { name: EVENTS_EXCHANGE, type: 'topic', durable: true, autoDelete: false, vhost: '/' },
          bindingVersion: '0.3.0',
        },
      },
    };
    const onChannel = { channel: { $ref: `#/channels/${key}` }, messages: [{ $ref: `#/channels/${key}/messages/${key}` }] };
    operations[`${contract.publisher}.send.${key}`] = {
      action: 'send',
      title: `${contract.publisher} publica ${contract.type}`,
      description: 'Gravado no outbox na mesma transação da mudança e publicado com confirmação do broker.',
      ...onChannel,
    };
    for (const consumer of contract.consumers) {
      operations[`${consumer.service}.receive.${key}`] = {
        action: 'receive',
        title: `${consumer.service} consome ${contract.type}`,
        description: `Fila ${consumer.queue} (bindings: ${consumer.bindings.join(', ')}); aplicado uma vez pelo inbox, DLQ após o limite de entregas.`,
        ...onChannel,
      };
    }
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Treina: eventos',
      version,
      description:
        'Eventos do barramento (RabbitMQ, exchange de tópicos). Gerado de libs/contracts: tipos, versões, quem publica, quem consome e o esquema de cada payload.',
    },
    defaultContentType: 'application/json',
    channels,
    operations,
    components: { messages },
  };
}
