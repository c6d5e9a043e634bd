/**
 * The attempt's countdown runs on the server's clock: the page learns how far the device's clock is
 * from the server's when the attempt arrives (its `agora`), and counts `termina_em` against the device's
 * clock moved by that much, so a wrong clock on the phone neither adds nor takes away time.
 */
export function serverClockOffset(serverNow: string, deviceNowAtArrival: number): number {
  return Date.parse(serverNow) - deviceNowAtArrival;
}

/** Milliseconds left, never below zero. */
export function remainingMs(endsAt: string, offsetMs: number, deviceNow: number): number {
  return Math.max(0, Date.parse(endsAt) - (deviceNow + offsetMs));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '29:59', or '1:05:00' from an hour up; a started second counts whole. */
export function countdownText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** The last minutes are shown in warning colours. */
export const isRunningOut = (ms: number) => ms <= 60_000;

/** How many of the attempt's questions have an answer. */
export function answeredCount(answers: Readonly<Record<number, string | null>>): number {
  return Object.values(answers).filter(Boolean).length;
}
