import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';

/** A feed's secret: 32 random bytes, base64url (43 characters), in the address the calendar app keeps. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the token's hash is stored: a copy of the database gives nobody a working address. */
export function feedTokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** The token in a feed's file name (`<token>.ics`), or null when it cannot be one. */
export function tokenOfFeedFile(file: string): string | null {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(file);
  return match ? match[1]! : null;
}

/** The address of a feed, under the product's public address. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;
}

/** A session as the feed writes it. */
export interface FeedSession {
  id: number;
  inicio: Date;
  fim: Date;
  status: string;
  nome_turma: string;
  nome_treinamento: string;
  nome_instrutor: string | null;
}

/** The sessions as an iCalendar document (RFC 5545); a cancelled session stays, marked cancelled, so phones remove it. */
export function renderFeed(calendarName: string, host: string, sessions: readonly FeedSession[]): string {
  const calendar = ical({ name: calendarName, prodId: { company: 'Treina', product: 'Agenda', language: 'PT' }, ttl: 60 * 60 });
  for (const session of sessions)
    calendar.createEvent({
      id: `aula-${session.id}@${host}`,
      start: session.inicio,
      end: session.fim,
      summary: session.nome_turma,
      description: [`Treinamento: ${session.nome_treinamento}`, `Instrutor(a): ${session.nome_instrutor ?? '—'}`].join('\n'),
      status: session.status === 'Cancelada' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  return calendar.toString();
}
