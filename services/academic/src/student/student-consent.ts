import type { MarketingConsentChannel } from '@treina/contracts';

export const MSG_CONSENT_HOW = "Informe como o consentimento de contato para marketing foi dado ('Como').";

/** The consent columns of a student. */
export interface MarketingConsent {
  consentimento_marketing: boolean;
  consentimento_marketing_em: Date | null;
  consentimento_marketing_como: MarketingConsentChannel | null;
}

/**
 * When the answer was given: `now` when it differs from the one stored (a new student's
 * is no), else the time already recorded. The client never sets it.
 */
export function consentTime(
  current: Pick<MarketingConsent, 'consentimento_marketing' | 'consentimento_marketing_em'> | null,
  answer: boolean,
  now: Date,
): Date | null {
  const before = current?.consentimento_marketing ?? false;
  if (answer !== before) return now;
  return current?.consentimento_marketing_em ?? null;
}

/** A yes must say how it was given (LGPD: the school proves the consent); a no may. */
export function consentProblem(consent: Pick<MarketingConsent, 'consentimento_marketing' | 'consentimento_marketing_como'>): string | null {
  return consent.consentimento_marketing && !consent.consentimento_marketing_como ? MSG_CONSENT_HOW : null;
}
