import { BaseRpcContext } from '@nestjs/microservices';
import type { EventEnvelope } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import type { OutboxTransaction } from './outbox.service.js';

/**
 * What an `@EventPattern` handler receives through `@Ctx()`: the consumed envelope and
 * the inbox transaction it runs in. Writes through `getManager()` and events through
 * `getTransaction().publish` commit together with the inbox row, or not at all.
 */
export class EventContext extends BaseRpcContext<[EventEnvelope, OutboxTransaction]> {
  getEnvelope(): EventEnvelope {
    return this.args[0];
  }

  getTransaction(): OutboxTransaction {
    return this.args[1];
  }

  getManager(): EntityManager {
    return this.args[1].manager;
  }
}
