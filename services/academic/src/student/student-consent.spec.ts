import { describe, expect, it } from '@jest/globals';
import { consentProblem, consentTime, MSG_CONSENT_HOW } from './student-consent.js';

describe('marketing-contact consent', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const earlier = new Date('2026-01-02T03:04:05Z');

  it('records the time when a new student says yes, and none when they say no', () => {
    expect(consentTime(null, true, now)).toEqual(now);
    expect(consentTime(null, false, now)).toBeNull();
  });

  it('moves the time only when the answer changes', () => {
    expect(consentTime({ consentimento_marketing: true, consentimento_marketing_em: earlier }, true, now)).toEqual(earlier);
    expect(consentTime({ consentimento_marketing: true, consentimento_marketing_em: earlier }, false, now)).toEqual(now);
    expect(consentTime({ consentimento_marketing: false, consentimento_marketing_em: earlier }, false, now)).toEqual(earlier);
    expect(consentTime({ consentimento_marketing: false, consentimento_marketing_em: earlier }, true, now)).toEqual(now);
  });

  it('asks how a yes was given, and not for a no', () => {
    expect(consentProblem({ consentimento_marketing: true, consentimento_marketing_como: null })).toBe(MSG_CONSENT_HOW);
    expect(consentProblem({ consentimento_marketing: true, consentimento_marketing_como: 'E-mail' })).toBeNull();
    expect(consentProblem({ consentimento_marketing: false, consentimento_marketing_como: null })).toBeNull();
  });
});
