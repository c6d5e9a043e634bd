import type { EntityManager } from 'typeorm';

/** The transaction an event handler runs in (the consumer's inbox transaction): handed on to the repositories as it is. */
export type Transaction = EntityManager;
