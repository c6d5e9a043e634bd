import { createHmac, timingSafeEqual } from 'node:crypto';

/** A check-in code changes each rotation and is taken while it or the code after it shows: never older than two rotations. */
export const CHECKIN_ROTATION_MS = 30_000;

export const MSG_CHECKIN_EXPIRED = 'Código de presença expirado ou de outra aula. Leia o QR code que o instrutor está mostrando agora.';

/** The 30-second slot an instant falls in. */
export function checkinSlot(now: number): number {
  return Math.floor(now / CHECKIN_ROTATION_MS);
}

/** The session's code for a slot: `<slot>.<16 hex of HMAC-SHA256 over session and slot>`, keyed by the session's own secret. */
export function checkinCode(secret: Buffer, sessionId: number, slot: number): string {
  const mac = createHmac('sha256', secret).update(`${sessionId}:${slot}`).digest('hex').slice(0, 16);
  return `${slot}.${mac}`;
}

/** Whether `code` is the session's code of the current slot or of the one before (at most two rotations old). */
export function acceptsCheckinCode(secret: Buffer, sessionId: number, code: string, now: number): boolean {
  const match = /^(\d{1,15})\.([0-9a-f]{16})$/.exec(code);
  if (!match) return false;
  const slot = Number(match[1]);
  const current = checkinSlot(now);
  if (slot !== current && slot !== current - 1) return false;
  const expected = Buffer.from(checkinCode(secret, sessionId, slot));
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What the instructor's phone shows: the code and when the next one replaces it. */
export function currentCheckin(secret: Buffer, sessionId: number, now: number): { codigo: string; renova_em: string } {
  const slot = checkinSlot(now);
  return { codigo: checkinCode(secret, sessionId, slot), renova_em: new Date((slot + 1) * CHECKIN_ROTATION_MS).toISOString() };
}

/** The address the QR code opens on the student's phone: the shell's check-in page, which posts the code. */
export function checkinUrl(publicUrl: string, sessionId: number, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}/presenca/${sessionId}?codigo=${encodeURIComponent(code)}`;
}
