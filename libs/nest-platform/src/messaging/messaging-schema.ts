import { CreateMessagingTables1763700000000 } from './1763700000000-create-messaging-tables.js';
import { AddOutboxLease1764000000000 } from './1764000000000-add-outbox-lease.js';
import { OutboxFillfactor1765200000000 } from './1765200000000-outbox-fillfactor.js';
import { InboxMessageEntity } from './inbox-message.entity.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';

/** What a service adds to its DataSource's explicit lists: `entities: [...MESSAGING_ENTITIES, ...]`. */
export const MESSAGING_ENTITIES = [OutboxMessageEntity, InboxMessageEntity];
export const MESSAGING_MIGRATIONS = [CreateMessagingTables1763700000000, AddOutboxLease1764000000000, OutboxFillfactor1765200000000];
