import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EventEnvelope } from '@treina/contracts';

/** An event written in the same transaction as the change it announces; the relay publishes it. */
@Entity({ name: 'outbox_message' })
@Index('ix_outbox_message_pending', ['id'], { where: 'published_at IS NULL' })
export class OutboxMessageEntity {
  /** Publication order. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'pk_outbox_message' })
  id: string;

  @Index('uq_outbox_message_message_id', { unique: true })
  @Column({ name: 'message_id', type: 'uuid' })
  messageId: string;

  @Column({ type: 'varchar', length: 200 })
  type: string;

  @Column({ type: 'jsonb' })
  envelope: EventEnvelope;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** Set once the broker confirmed the publish; null while pending. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** The relay that claimed the row last (host:pid:instance); kept after publishing, to tell who sent it. */
  @Column({ name: 'claimed_by', type: 'varchar', length: 200, nullable: true })
  claimedBy: string | null;

  /**
   * While in the future, `claimedBy` is publishing the row and no other relay takes it.
   * Cleared when the row is marked sent or its publish failed; a relay that died
   * leaves it to run out, and the row is claimable again.
   */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
