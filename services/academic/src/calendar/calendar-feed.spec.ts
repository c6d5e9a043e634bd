import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { feedTokenHash, feedUrl, newFeedToken, renderFeed, tokenOfFeedFile } from './calendar-feed.js';

describe('calendar feeds', () => {
  it('makes 43-character secrets that only a file name of that shape gives back', () => {
    const token = newFeedToken();
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(newFeedToken(), token);
    assert.equal(tokenOfFeedFile(`${token}.ics`), token);
    for (const file of [token, `${token}.ics.ics`, '../x.ics', 'feed']) assert.equal(tokenOfFeedFile(file), null);
    assert.equal(feedTokenHash(token).length, 32);
    assert.equal(feedUrl('https://escola.example.com/', token), `https://escola.example.com/api/calendar/${token}.ics`);
  });

  it('writes each session as an event, a cancelled one marked cancelled', () => {
    const text = renderFeed('Agenda', 'escola.example.com', [
      {
        id: 7,
        inicio: new Date('2026-12-21T21:30:00Z'),
        fim: new Date('2026-12-21T23:00:00Z'),
        status: 'Cancelada',
        nome_turma: 'Turma A',
        nome_treinamento: 'Excel',
        nome_instrutor: null,
      },
    ]);
    assert.match(text, /UID:aula-7@escola\.example\.com/);
    assert.match(text, /STATUS:CANCELLED/);
    assert.match(text, /DESCRIPTION:Treinamento: Excel\\nInstrutor\(a\): —/);
  });
});
