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

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
