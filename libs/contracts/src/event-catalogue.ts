import { versionOf } from './envelope.js';
import { EVENT_PAYLOAD_SCHEMAS, type EventType } from './event-registry.js';
import { consumersOf, publisherOf, queueNameOf } from './topology.js';

/** A JSON Schema as published (draft-07 vocabulary: a nullable field is `type: [t, 'null']`). */
export type JsonSchema = { [key: string]: unknown };

/** One event contract as other teams read it: who publishes it, who receives it, and its payload. */
export interface EventContract {
  type: EventType;
  version: number;
  publisher: string;
  consumers: Array<{ service: string; queue: string; bindings: string[] }>;
  payload: JsonSchema;
}

/** A contract field's schema in plain JSON Schema: the `nullable` shorthand becomes a type list. */
function publishedField(field: { [key: string]: unknown }): JsonSchema {
  const { nullable, items, ...rest } = field;
  const out: JsonSchema = { ...rest };
  if (items) out.items = publishedField(items as { [key: string]: unknown });
  if (nullable === true) out.type = [field.type, 'null'];
  return out;
}

/** A payload schema as published: every field in plain JSON Schema, unknown fields allowed (see payload-schema.ts). */
export function publishedPayloadSchema(schema: { properties: object; required: readonly string[] }): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties as { [key: string]: { [key: string]: unknown } }).map(([name, field]) => [
      name,
      publishedField(field),
    ]),
  );
  return { type: 'object', properties, required: [...schema.required], additionalProperties: true };
}

/** Every event contract of the bus, by routing key, from the event map's schemas and the queues' bindings. */
export function eventCatalogue(): EventContract[] {
  return (Object.keys(EVENT_PAYLOAD_SCHEMAS) as EventType[]).sort().map((type) => ({
    type,
    version: versionOf(type),
    publisher: publisherOf(type),
    consumers: consumersOf(type).map((consumer) => ({ ...consumer, queue: queueNameOf(consumer.service) })),
    payload: publishedPayloadSchema(EVENT_PAYLOAD_SCHEMAS[type]),
  }));
}

/** The envelope every message carries around its payload (see envelope.ts). */
export const ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['id', 'type', 'version', 'occurredAt', 'producer', 'correlationId', 'causationId', 'payload'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'Id da mensagem; os consumidores descartam repetidas por ele.' },
    type: { type: 'string', description: 'Tipo do evento, igual à routing key.' },
    version: { type: 'integer', minimum: 1, description: 'Versão do contrato (o sufixo vN do tipo).' },
    occurredAt: { type: 'string', format: 'date-time', description: 'Quando a mudança foi gravada.' },
    producer: { type: 'string', description: 'Serviço que publicou.' },
    correlationId: { type: 'string', description: 'Id da requisição ou cadeia de mensagens de origem.' },
    causationId: { type: ['string', 'null'], description: 'Id da mensagem que causou esta, ou da requisição.' },
  },
};

/** The payload schema of every event, by routing key: what a release freezes (libs/contracts/released/events.json). */
export function currentEventSchemas(): { [type: string]: JsonSchema } {
  return Object.fromEntries(eventCatalogue().map((contract) => [contract.type, contract.payload]));
}

/** libs/contracts/EVENTS.md: for each event, who publishes it and which queues receive it through which binding. */
export function eventsMarkdown(): string {
  const rows = eventCatalogue().map(
    (contract) =>
      `| \`${contract.type}\` | ${contract.version} | ${contract.publisher} | ${
        contract.consumers
          .map((consumer) => `${consumer.service} (\`${consumer.queue}\` ← ${consumer.bindings.map((b) => `\`${b}\``).join(', ')})`)
          .join('<br>') || '—'
      } |`,
  );
  return [
    '# Eventos: quem publica, quem consome',
    '',
    'GERADO de `libs/contracts` (mapa de eventos, esquemas e bindings das filas) por `npm run contracts:generate`;',
    'o `npm test` falha quando este arquivo está desatualizado. O documento AsyncAPI 3 completo está em',
    '`GET /api/asyncapi.json` (gateway) e em `asyncApiDocument()`.',
    '',
    '| evento (routing key) | versão | publica | consome (fila ← binding) |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    'Mudar um evento publicado: acrescente campos só como opcionais; para remover, renomear ou mudar o tipo de um campo,',
    'publique uma versão nova (`.v2`) ao lado da `v1` até que todo consumidor tenha migrado. O retrato dos contratos',
    'publicados fica em `released/events.json` (`npm run contracts:release` no release).',
    '',
  ].join('\n');
}
