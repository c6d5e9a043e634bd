import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import specs from '@asyncapi/specs';
import { describe, it } from '@jest/globals';
import { Ajv } from 'ajv';
import { asyncApiDocument } from '../src/asyncapi.js';
import { breakingChangeReport, eventBreakingChanges } from '../src/contract-compatibility.js';
import { currentEventSchemas, eventsMarkdown } from '../src/event-catalogue.js';
import { EVENT_PAYLOAD_SCHEMAS } from '../src/event-registry.js';

const LIB = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(LIB, path), 'utf8');

/** The AsyncAPI 3.0.0 JSON Schema as the AsyncAPI initiative publishes it (@asyncapi/specs). */
function asyncApiValidator() {
  return new Ajv({ strict: false, allErrors: true, logger: false }).compile(specs.schemasWithoutId['3.0.0']);
}

describe('the contract documents', () => {
  it('keep every released event contract: a breaking change needs a new version (see the message)', () => {
    const released = JSON.parse(read('released/events.json')) as ReturnType<typeof currentEventSchemas>;
    const changes = eventBreakingChanges(released, currentEventSchemas());
    assert.equal(changes.length, 0, breakingChangeReport(changes));
  });

  it('EVENTS.md is the generated one (npm run contracts:generate)', () => {
    assert.equal(read('EVENTS.md'), eventsMarkdown(), 'libs/contracts/EVENTS.md está desatualizado: rode `npm run contracts:generate`.');
  });

  it('the AsyncAPI document is valid AsyncAPI 3.0 and lists every event type with its publisher and consumers', () => {
    const validate = asyncApiValidator();
    const document = asyncApiDocument() as {
      channels: Record<string, { address: string }>;
      operations: Record<string, { action: string }>;
    };
    assert.equal(validate(document), true, JSON.stringify(validate.errors));
    assert.deepEqual(
      Object.values(document.channels)
        .map((channel) => channel.address)
        .sort(),
      Object.keys(EVENT_PAYLOAD_SCHEMAS).sort(),
    );
    assert.equal(document.operations['academic.send.academic.enrolment.created.v1']?.action, 'send');
    assert.equal(document.operations['finance.receive.academic.enrolment.created.v1']?.action, 'receive');
    assert.equal(document.operations['crm.receive.academic.enrolment.created.v1'], undefined);
    // The validator is not a formality: an AsyncAPI 2 word is refused.
    const wrong = structuredClone(document);
    wrong.operations['academic.send.academic.enrolment.created.v1']!.action = 'publish';
    assert.equal(validate(wrong), false);
  });
});
