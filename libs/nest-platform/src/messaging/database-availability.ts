// Whether a failure is the database being away (retry the message in place) or the
// handler failing (let the queue's delivery limit decide).

/** Connection-level failures (server down, restarting, pool exhausted), as opposed to a failing handler. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const candidate = error as { code?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } } | undefined;
  if (!candidate || typeof candidate !== 'object') return false;
  for (const source of [candidate, candidate.driverError]) {
    if (!source) continue;
    if (typeof source.code === 'string' && (UNAVAILABLE_CODES.has(source.code) || source.code.startsWith('08'))) return true;
    if (typeof source.message === 'string' && UNAVAILABLE_MESSAGES.test(source.message)) return true;
  }
  return false;
}
