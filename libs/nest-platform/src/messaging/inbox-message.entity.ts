import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A message a consumer has applied; inserted in the same transaction as the effect. */
@Entity({ name: 'inbox_message' })
export class InboxMessageEntity {
  /** The consuming queue's logical name. */
  @PrimaryColumn({ type: 'varchar', length: 200, primaryKeyConstraintName: 'pk_inbox_message' })
  consumer: string;

  @PrimaryColumn({ name: 'message_id', type: 'uuid', primaryKeyConstraintName: 'pk_inbox_message' })
  messageId: string;

  @Column({ type: 'varchar', length: 200 })
  type: string;

  @Index('ix_inbox_message_received_at')
  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
