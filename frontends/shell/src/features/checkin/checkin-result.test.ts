import { describe, expect, it } from '@jest/globals';
import { checkinCodeOf, checkinSubtitle, checkinSummary, sessionIdOf } from './checkin-result';

describe('check-in page', () => {
  it("reads the session's id from the address", () => {
    expect(sessionIdOf('12')).toBe(12);
    expect(sessionIdOf('0')).toBeNull();
    expect(sessionIdOf('12abc')).toBeNull();
    expect(sessionIdOf(undefined)).toBeNull();
  });

  it('reads the code the QR code carries', () => {
    expect(checkinCodeOf('?codigo=482913')).toBe('482913');
    expect(checkinCodeOf('?codigo=%20')).toBeNull();
    expect(checkinCodeOf('')).toBeNull();
  });

  it('names the class, the day as DD/MM/YYYY and the time', () => {
    expect(checkinSummary({ nome_turma: 'Excel Noturno', data: '2026-11-28', inicio: '19:00:00' })).toBe(
      'Excel Noturno · 28/11/2026 às 19:00',
    );
  });

  it('heads the card with the training, the class, the day and the time', () => {
    expect(checkinSubtitle({ nome_treinamento: 'Excel', id_turma: 12, data: '2026-11-28', inicio: '19:00' })).toBe(
      'Excel — Turma 12 · 28/11/2026 19:00',
    );
  });
});
