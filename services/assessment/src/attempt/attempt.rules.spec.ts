import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { type BankQuestion, drawQuestions, grade, type RandomInt, shuffledAlternatives, startRefusal, timeIsUp } from './attempt.rules.js';

/** A seeded random (mulberry32), so a draw can be told again. */
function seeded(seed: number): RandomInt {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const bankQuestion = (id: number, topico: string): BankQuestion => ({
  id,
  topico,
  enunciado: `Questão ${id}`,
  alternativas: [
    { letra: 'A', texto: `certa ${id}` },
    { letra: 'B', texto: `errada ${id}` },
    { letra: 'C', texto: `outra ${id}` },
  ],
  correta: 'A',
  explicacao: null,
});
const BANK = [...[1, 2, 3].map((id) => bankQuestion(id, 'Ética')), ...[4, 5, 6, 7].map((id) => bankQuestion(id, 'Fundos'))];
const NOW = new Date('2026-06-10T12:00:00Z');
const TZ = 'America/Sao_Paulo';

describe('attempt rules', () => {
  it('lets a student with a released entry start inside the window with attempts left', () => {
    const exam = { tentativas: 2, disponivel_de: '2026-06-01T00:00:00Z', disponivel_ate: '2026-06-30T00:00:00Z' };
    assert.equal(startRefusal(exam, { releasesContent: true, attemptsUsed: 1 }, NOW, TZ), null);
    assert.match(startRefusal(exam, { releasesContent: false, attemptsUsed: 0 }, NOW, TZ)!, /conteúdo liberado/);
    assert.match(startRefusal(exam, { releasesContent: true, attemptsUsed: 2 }, NOW, TZ)!, /já usou as 2 tentativas/);
    assert.equal(
      startRefusal({ ...exam, disponivel_de: '2026-06-11T12:30:00Z' }, { releasesContent: true, attemptsUsed: 0 }, NOW, TZ),
      'Este simulado ainda não está disponível: abre em 11/06/2026 09:30.',
    );
    assert.match(
      startRefusal({ ...exam, disponivel_ate: NOW.toISOString() }, { releasesContent: true, attemptsUsed: 0 }, NOW, TZ)!,
      /terminou em 10\/06\/2026 09:00/,
    );
    assert.equal(
      startRefusal({ tentativas: null, disponivel_de: null, disponivel_ate: null }, { releasesContent: true, attemptsUsed: 99 }, NOW, TZ),
      null,
    );
  });

  it('draws the number asked from the whole bank, or each topic its quota, each question once', () => {
    const whole = drawQuestions(BANK, { num_questoes: 5, por_topico: [] }, seeded(1))!;
    assert.equal(whole.length, 5);
    assert.equal(new Set(whole.map((question) => question.id)).size, 5);
    assert.deepEqual(
      whole.map((question) => question.ordem),
      [1, 2, 3, 4, 5],
    );
    const quotas = drawQuestions(
      BANK,
      {
        num_questoes: 4,
        por_topico: [
          { topico: 'Ética', num_questoes: 3 },
          { topico: 'Fundos', num_questoes: 1 },
        ],
      },
      seeded(2),
    )!;
    assert.equal(quotas.filter((question) => question.topico === 'Ética').length, 3);
    assert.equal(quotas.filter((question) => question.topico === 'Fundos').length, 1);
    assert.equal(drawQuestions(BANK, { num_questoes: 8, por_topico: [] }, seeded(3)), undefined);
    assert.equal(drawQuestions(BANK, { num_questoes: 4, por_topico: [{ topico: 'Ética', num_questoes: 4 }] }, seeded(3)), undefined);
  });

  it('draws differently from one attempt to the next', () => {
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        JSON.stringify(drawQuestions(BANK, { num_questoes: 7, por_topico: [] }, seeded(seed))!.map((q) => q.id)),
      ),
    );
    assert.ok(orders.size > 1);
  });

  it('shuffles the alternatives, letters them A, B, C again, and the key follows the right text', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { alternativas, correta } = shuffledAlternatives(bankQuestion(9, 'Ética'), seeded(seed));
      assert.deepEqual(
        alternativas.map((alternative) => alternative.letra),
        ['A', 'B', 'C'],
      );
      assert.equal(alternativas.find((alternative) => alternative.letra === correta)!.texto, 'certa 9');
    }
  });

  it('grades the share of right answers, a blank one wrong, per topic in alphabetical order, passing at the mark', () => {
    const result = grade(
      [
        { topico: 'Fundos', correta: 'A', resposta: 'A' },
        { topico: 'Ética', correta: 'B', resposta: 'B' },
        { topico: 'Ética', correta: 'C', resposta: null },
      ],
      66.67,
    );
    assert.deepEqual(result, {
      nota: 66.67,
      acertos: 2,
      total: 3,
      aprovado: true,
      por_topico: [
        { topico: 'Ética', acertos: 1, total: 2 },
        { topico: 'Fundos', acertos: 1, total: 1 },
      ],
    });
    assert.equal(grade([{ topico: 'X', correta: 'A', resposta: 'B' }], 0).aprovado, true);
    assert.equal(grade([{ topico: 'X', correta: 'A', resposta: 'B' }], 0.01).aprovado, false);
  });

  it('says the time is up from termina_em on', () => {
    assert.equal(timeIsUp({ termina_em: NOW }, new Date(NOW.getTime() - 1)), false);
    assert.equal(timeIsUp({ termina_em: NOW }, NOW), true);
  });
});
