import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { acceptsCheckinCode, checkinCode, checkinSlot, checkinUrl, currentCheckin } from './checkin-code.js';

const secret = Buffer.alloc(32, 7);
const at = (seconds: number) => Date.UTC(2026, 2, 2, 22, 0, 0) + seconds * 1000;

describe('rotating check-in codes', () => {
  it('changes every 30 seconds and says when', () => {
    const first = currentCheckin(secret, 5, at(0));
    assert.equal(currentCheckin(secret, 5, at(29)).codigo, first.codigo);
    assert.notEqual(currentCheckin(secret, 5, at(30)).codigo, first.codigo);
    assert.equal(first.renova_em, new Date(at(30)).toISOString());
  });

  it('takes a code for up to 60 seconds after it first showed, never longer', () => {
    const code = checkinCode(secret, 5, checkinSlot(at(0)));
    assert.equal(acceptsCheckinCode(secret, 5, code, at(0)), true);
    assert.equal(acceptsCheckinCode(secret, 5, code, at(59)), true);
    assert.equal(acceptsCheckinCode(secret, 5, code, at(60)), false);
    assert.equal(acceptsCheckinCode(secret, 5, checkinCode(secret, 5, checkinSlot(at(90))), at(0)), false, 'not a future code');
  });

  it('refuses another session’s code, another secret’s, and garbage', () => {
    const code = checkinCode(secret, 5, checkinSlot(at(0)));
    assert.equal(acceptsCheckinCode(secret, 6, code, at(0)), false);
    assert.equal(acceptsCheckinCode(Buffer.alloc(32, 8), 5, code, at(0)), false);
    for (const junk of ['', 'abc', `${checkinSlot(at(0))}.zzzzzzzzzzzzzzzz`, `${code}0`])
      assert.equal(acceptsCheckinCode(secret, 5, junk, at(0)), false);
  });

  it('points the QR code at the shell’s check-in page', () => {
    assert.equal(checkinUrl('https://escola.example.com/', 5, '123.abc'), 'https://escola.example.com/presenca/5?codigo=123.abc');
  });
});
