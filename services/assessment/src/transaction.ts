import type { EventContext } from '@treina/nest-platform';

/** The transaction an event handler runs in (the consumer's inbox transaction): handed on to the repositories as it is. */
export type Transaction = ReturnType<EventContext['getManager']>;
