import { describe, expect, it } from '@jest/globals';
import { countdownText, refetchDelay, secondsUntil, svgDataUrl } from './checkin-qr';

describe('check-in QR code', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');

  it('turns the SVG text into an image address, escaped', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toContain('<');
    expect(decodeURIComponent(url.split(',')[1])).toContain('<path d="M0 0"/>');
  });

  it('counts whole seconds down to renova_em, never below zero', () => {
    expect(secondsUntil('2026-11-28T12:00:12.300Z', now)).toBe(13);
    expect(secondsUntil('2026-11-28T11:59:59.000Z', now)).toBe(0);
    expect(secondsUntil('não é data', now)).toBe(0);
  });

  it('asks for the next code just after renova_em, between 1 and 30 seconds', () => {
    expect(refetchDelay('2026-11-28T12:00:10.000Z', now)).toBe(10_250);
    expect(refetchDelay('2026-11-28T11:59:00.000Z', now)).toBe(1_000);
    expect(refetchDelay('2026-11-28T12:05:00.000Z', now)).toBe(30_000);
    expect(refetchDelay(undefined, now)).toBe(30_000);
  });

  it('says when the code renews', () => {
    expect(countdownText(7)).toBe('Novo código em 7 s');
    expect(countdownText(0)).toBe('Renovando…');
  });
});
