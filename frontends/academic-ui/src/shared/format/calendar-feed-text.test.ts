import { describe, expect, it } from '@jest/globals';
import { feedStatusText } from './calendar-feed-text';

describe('calendar feed status', () => {
  it("says whether an address works and since which day (the school's)", () => {
    expect(feedStatusText(undefined)).toBe('Nenhum endereço ativo.');
    expect(feedStatusText({ ativo: false, criado_em: null })).toBe('Nenhum endereço ativo.');
    expect(feedStatusText({ ativo: true, criado_em: '2026-11-28T01:30:00.000Z' })).toBe('Endereço ativo desde 27/11/2026.');
  });
});
