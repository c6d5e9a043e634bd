// The pure decisions of the consumer's batches: how many waiting deliveries one transaction
// takes, and whom a failed batch's error belongs to.

/**
 * How many of the `waiting` deliveries the next free slot takes: an even share of what waits over the free slots (so a burst spreads over
 * parallel transactions instead of queueing behind one), at most `max`, at least one. A lone delivery is applied alone, as before batches
 * existed: batches form only when deliveries wait for a slot.
 */
export function batchSizeFor(waiting: number, freeSlots: number, max: number): number {
  if (waiting <= 0) return 0;
  return Math.max(1, Math.min(max, Math.ceil(waiting / Math.max(1, freeSlots))));
}

/** A handler of a batch failed: `index` is the message it was applying. */
export class BatchHandlerError extends Error {
  constructor(
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'BatchHandlerError';
  }
}

/**
 * PostgreSQL errors that belong to the transaction rather than to the statement that reported them: a deadlock or serialization failure
 * picks a victim among the batch's statements, and "current transaction is aborted" follows an earlier failure that some handler swallowed.
 * Blaming the message whose statement saw them would spend its deliveries for its batch-mates' doing.
 */
const TRANSACTION_LEVEL = /^(40|25P02$)/;

/**
 * The message a failed batch can be blamed on, or undefined when the failure is the
 * batch's as a whole (the inbox insert, the commit, a transaction-level error): then every
 * message is applied on its own, and each one's own outcome decides.
 */
export function batchCulprit(error: unknown): { index: number; cause: unknown } | undefined {
  if (!(error instanceof BatchHandlerError)) return undefined;
  const cause = error.cause as { code?: unknown; driverError?: { code?: unknown } } | undefined;
  const code = cause?.code ?? cause?.driverError?.code;
  if (typeof code === 'string' && TRANSACTION_LEVEL.test(code)) return undefined;
  return { index: error.index, cause: error.cause };
}
