import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { isCertificateEligible } from '@treina/contracts';
import {
  certificateEligibility,
  CODE_ALPHABET,
  CODE_PATTERN,
  formatDateOnly,
  formatDayIn,
  maskCpf,
  MSG_CLASS_NOT_FINISHED,
  MSG_ENROLMENT_NOT_PAID,
  newVerificationCode,
  normaliseVerificationCode,
  verificationUrl,
} from './certificate-rules.js';

describe('certificate rules', () => {
  it('masks a CPF to its middle six digits, formatted or not', () => {
    assert.equal(maskCpf('123.456.789-09'), '***.456.789-**');
    assert.equal(maskCpf('12345678909'), '***.456.789-**');
  });

  it('prints no CPF when the student has none or it is not 11 digits', () => {
    assert.equal(maskCpf(null), null);
    assert.equal(maskCpf(''), null);
    assert.equal(maskCpf('123.456.789'), null);
  });

  it('makes paid (3) and transfer-paid (8) entries of a finished class eligible', () => {
    for (const classStatus of [4, 5])
      for (const enrolmentStatus of [3, 8]) assert.deepEqual(certificateEligibility(classStatus, enrolmentStatus), { eligible: true });
  });

  it('refuses an entry of a class still open, in progress or confirmed (1, 2, 3)', () => {
    for (const classStatus of [1, 2, 3])
      assert.deepEqual(certificateEligibility(classStatus, 3), {
        eligible: false,
        message: MSG_CLASS_NOT_FINISHED,
        reason: 'Turma não finalizada',
      });
  });

  it('refuses every other entry status, naming cancellation and refund in the reason', () => {
    const reasons = Object.fromEntries([1, 2, 4, 5, 6, 7, 9].map((status) => [status, certificateEligibility(4, status)]));
    for (const answer of Object.values(reasons)) assert.equal(answer.eligible ? '' : answer.message, MSG_ENROLMENT_NOT_PAID);
    const reasonOf = (status: number) => {
      const answer = reasons[status]!;
      return answer.eligible ? null : answer.reason;
    };
    assert.equal(reasonOf(4), 'Inscrição cancelada');
    assert.equal(reasonOf(5), 'Inscrição estornada');
    assert.equal(reasonOf(6), 'Inscrição com solicitação de transferência');
    assert.equal(reasonOf(1), 'Inscrição sem pagamento confirmado');
    assert.equal(reasonOf(2), 'Inscrição sem pagamento confirmado');
  });

  it('agrees with the rule the front ends show the download button by', () => {
    for (let classStatus = 1; classStatus <= 5; classStatus += 1)
      for (let enrolmentStatus = 1; enrolmentStatus <= 9; enrolmentStatus += 1)
        assert.equal(certificateEligibility(classStatus, enrolmentStatus).eligible, isCertificateEligible(classStatus, enrolmentStatus));
  });

  it('makes codes of three groups of four unambiguous characters, from the randomness it is given', () => {
    const code = newVerificationCode();
    assert.match(code, CODE_PATTERN);
    assert.doesNotMatch(code, /[01ILOUV]/);
    let next = 0;
    assert.equal(
      newVerificationCode(() => next++ % CODE_ALPHABET.length),
      '2345-6789-ABCD',
    );
    const many = new Set(Array.from({ length: 500 }, () => newVerificationCode()));
    assert.equal(many.size, 500, 'random codes do not repeat');
  });

  it('reads a typed code in any case, with or without hyphens and spaces; anything else is no code', () => {
    assert.equal(normaliseVerificationCode('abcd-efgh-jkmn'), 'ABCD-EFGH-JKMN');
    assert.equal(normaliseVerificationCode(' ABCD EFGH JKMN '), 'ABCD-EFGH-JKMN');
    assert.equal(normaliseVerificationCode('ABCDEFGHJKMN'), 'ABCD-EFGH-JKMN');
    assert.equal(normaliseVerificationCode('ABCD-EFGH-JKM'), null);
    assert.equal(normaliseVerificationCode('ABCD-EFGH-JKM0'), null, 'zero is not in the alphabet');
    assert.equal(normaliseVerificationCode("'; DROP TABLE x"), null);
  });

  it('shows dates as DD/MM/YYYY, an instant in the school time zone', () => {
    assert.equal(formatDateOnly('2026-04-06'), '06/04/2026');
    assert.equal(formatDayIn(new Date('2026-04-11T01:30:00Z'), 'America/Sao_Paulo'), '10/04/2026');
  });

  it('points the verification address at the public page of the code', () => {
    assert.equal(verificationUrl('https://treina.example.com/', 'ABCD-EFGH-JKMN'), 'https://treina.example.com/certificado/ABCD-EFGH-JKMN');
  });
});
