import type { EventEnvelope, EventPayload, EventType } from '@treina/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { createEnvelope } from './envelope.js';
import { preparedStatementName, queryRows } from '../database/typed-query.js';
import { type AuditRecord, auditInsert, type InsertStatement, insertAuditRecords, worthRecording } from '../audit/audit-trail.js';

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

/** Inserts envelopes into the outbox through `manager` (inside the caller's transaction), in their order. */
export async function insertOutboxMessages(manager: EntityManager, envelopes: readonly EventEnvelope[]): Promise<void> {
  if (!envelopes.length) return;
  const { sql, parameters } = outboxInsert(envelopes);
  await queryRows(manager, sql, parameters, preparedStatementName(sql));
}

/**
 * The statement insertOutboxMessages runs. One statement for any number of events (a class
 * PATCH of 40 entries records 41): three named column arrays over unnest, inserted in the
 * order given, so the relay publishes them in order.
 */
function outboxInsert(envelopes: readonly EventEnvelope[]): InsertStatement {
  return {
    sql: `INSERT INTO outbox_message (message_id, type, envelope)
     SELECT v.message_id, v.type, v.envelope
       FROM unnest(:messageIds::uuid[], :types::varchar[], :envelopes::jsonb[]) WITH ORDINALITY AS v(message_id, type, envelope, ord)
      ORDER BY v.ord`,
    parameters: {
      messageIds: envelopes.map((envelope) => envelope.id),
      types: envelopes.map((envelope) => envelope.type),
      envelopes: envelopes.map((envelope) => JSON.stringify(envelope)),
    },
  };
}

/**
 * The audit rows and the events of one commit in one round trip: the audit's INSERT runs
 * inside the outbox's as a data-modifying WITH (each keeps its own order; their parameter
 * names differ).
 */
async function insertAuditAndOutbox(manager: EntityManager, audits: readonly AuditRecord[], envelopes: readonly EventEnvelope[]) {
  if (!audits.length) return insertOutboxMessages(manager, envelopes);
  if (!envelopes.length) return insertAuditRecords(manager, audits);
  const audit = auditInsert(audits);
  const outbox = outboxInsert(envelopes);
  // The same text for any number of rows: prepared once per connection, as every write with events runs it.
  const sql = `WITH audit AS (${audit.sql}) ${outbox.sql}`;
  await queryRows(manager, sql, { ...audit.parameters, ...outbox.parameters }, preparedStatementName(sql));
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

  /** Writes the recorded audit rows and events, just before commit; returns how many events. */
  async flush(): Promise<number> {
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
