import type { EventEnvelope, EventPayload, EventType } from '@treina/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { createEnvelope } from './envelope.js';
import { HotStatement } from '../database/typed-query.js';
import { flushWriteBehind } from '../database/write-behind.js';
import { AUDIT_INSERT_SQL, type AuditRecord, auditInsert, insertAuditRecords, worthRecording } from '../audit/audit-trail.js';

/** What `OutboxService.transaction` hands to the work: the transaction's manager, a typed publish and the audit trail. */
export interface OutboxTransaction {
  manager: EntityManager;
  /** Records the event; it is written to the outbox in this transaction and published only if it commits. */
  publish<K extends EventType>(type: K, payload: EventPayload<K>): void;
  /** Records who changed what; written to the audit trail in this transaction (an update that changed nothing is dropped). */
  audit(record: AuditRecord): void;
}

/** Something to wake after a commit that wrote outbox rows (the relay). */
export interface OutboxWaker {
  wake(): void;
}

/**
 * One statement for any number of events (a class PATCH of 40 entries records 41): three named
 * column arrays over unnest, inserted in the order given, so the relay publishes them in order.
 */
const OUTBOX_INSERT_SQL = `INSERT INTO outbox_message (message_id, type, envelope)
  SELECT v.message_id, v.type, v.envelope
    FROM unnest(:messageIds::uuid[], :types::varchar[], :envelopes::jsonb[]) WITH ORDINALITY AS v(message_id, type, envelope, ord)
   ORDER BY v.ord`;
// The same texts whatever the number of rows, and every write with events runs one of them: prepared once per connection.
const OUTBOX_INSERT = new HotStatement<never>(OUTBOX_INSERT_SQL);
/** The audit rows and the events of one commit in one round trip: the audit's INSERT runs inside the outbox's as a data-modifying WITH (each keeps its own order; their parameter names differ). */
const AUDIT_AND_OUTBOX_INSERT = new HotStatement<never>(`WITH audit AS (${AUDIT_INSERT_SQL}) ${OUTBOX_INSERT_SQL}`);

/** OUTBOX_INSERT_SQL's parameters for `envelopes`. */
function outboxParameters(envelopes: readonly EventEnvelope[]) {
  return {
    messageIds: envelopes.map((envelope) => envelope.id),
    types: envelopes.map((envelope) => envelope.type),
    envelopes: envelopes.map((envelope) => JSON.stringify(envelope)),
  };
}

/** Inserts envelopes into the outbox through `manager` (inside the caller's transaction), in their order. */
export async function insertOutboxMessages(manager: EntityManager, envelopes: readonly EventEnvelope[]): Promise<void> {
  if (!envelopes.length) return;
  await OUTBOX_INSERT.run(manager, outboxParameters(envelopes));
}

async function insertAuditAndOutbox(manager: EntityManager, audits: readonly AuditRecord[], envelopes: readonly EventEnvelope[]) {
  if (!audits.length) return insertOutboxMessages(manager, envelopes);
  if (!envelopes.length) return insertAuditRecords(manager, audits);
  await AUDIT_AND_OUTBOX_INSERT.run(manager, { ...auditInsert(audits).parameters, ...outboxParameters(envelopes) });
}

class RecordingTransaction implements OutboxTransaction {
  private readonly envelopes: EventEnvelope[] = [];
  private readonly audits: AuditRecord[] = [];
  private finished = false;

  constructor(
    readonly manager: EntityManager,
    private readonly producer: string,
  ) {}

  publish<K extends EventType>(type: K, payload: EventPayload<K>): void {
    if (this.finished) throw new Error(`publish('${type}') chamado depois do fim da transação`);
    this.envelopes.push(createEnvelope(type, payload, this.producer));
  }

  audit(record: AuditRecord): void {
    if (this.finished) throw new Error(`audit('${record.entidade}') chamado depois do fim da transação`);
    if (worthRecording(record)) this.audits.push(record);
  }

  /** Writes the rows handed over to a WriteBehind, then the recorded audit rows and events, just before commit; returns how many events. */
  async flush(): Promise<number> {
    await flushWriteBehind(this.manager);
    this.finished = true;
    // The events describe what this commit changes: stamp them with its time.
    const occurredAt = new Date().toISOString();
    for (const envelope of this.envelopes) envelope.occurredAt = occurredAt;
    await insertAuditAndOutbox(this.manager, this.audits, this.envelopes);
    return this.envelopes.length;
  }
}

/**
 * The transactional outbox. A use case runs its change and its events in one
 * transaction; a rolled-back transaction leaves no event behind, a committed one
 * wakes the relay at once.
 */
export class OutboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: string,
    private readonly waker?: OutboxWaker,
  ) {}

  /** Runs `work` in one DB transaction; events recorded with tx.publish are inserted in that same transaction; the relay is woken right after commit. Returns work's result. */
  async transaction<T>(work: (tx: OutboxTransaction) => Promise<T>): Promise<T> {
    let written = 0;
    const result = await this.dataSource.transaction(async (manager) => {
      const tx = new RecordingTransaction(manager, this.producer);
      const value = await work(tx);
      written = await tx.flush();
      return value;
    });
    if (written > 0) this.waker?.wake();
    return result;
  }
}
