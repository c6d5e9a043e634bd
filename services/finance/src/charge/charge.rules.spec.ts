import { describe, expect, it } from '@jest/globals';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import {
  addMonths,
  chargeActionFor,
  chargeTermsOf,
  paymentInstant,
  paymentOutcome,
  planCharges,
  enrolmentChargeState,
  shownStatus,
  termsKey,
} from './charge.rules.js';

const enrolment = (changes: Partial<EnrolmentSnapshotV1>) => ({ valor: '1000.00', parcelas: 3, ...changes }) as EnrolmentSnapshotV1;

describe('charge rules', () => {
  it('charges the price less the discount, in instalments that add up exactly, a month apart', () => {
    const terms = chargeTermsOf(enrolment({ desconto: '100.00', primeiro_vencimento: '2027-01-31' }), '2026-12-01')!;
    expect(planCharges(terms)).toEqual([
      { parcela: 1, parcelas: 3, valor: 30000, vencimento: '2027-01-31' },
      { parcela: 2, parcelas: 3, valor: 30000, vencimento: '2027-02-28' },
      { parcela: 3, parcelas: 3, valor: 30000, vencimento: '2027-03-31' },
    ]);
    expect(planCharges(chargeTermsOf(enrolment({}), '2026-12-10')!).map((c) => c.valor)).toEqual([33334, 33333, 33333]);
  });

  it('charges nothing without a price or when the discount takes all of it', () => {
    expect(chargeTermsOf(enrolment({ valor: null }), '2026-12-01')).toBeNull();
    expect(chargeTermsOf(enrolment({ desconto: '1000.00' }), '2026-12-01')).toBeNull();
  });

  it('counts months across years and onto shorter months', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-12-15', 1)).toBe('2028-01-15');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('creates, re-plans only while nothing is paid, settles, cancels and refunds', () => {
    const terms = chargeTermsOf(enrolment({}), '2026-12-01')!;
    const none = { alive: 0, anyPayment: false, terms: null };
    const alive = { alive: 3, anyPayment: false, terms: termsKey(terms) };
    expect(chargeActionFor(1, terms, none).kind).toBe('create');
    expect(chargeActionFor(2, terms, alive).kind).toBe('none');
    const cheaper = chargeTermsOf(enrolment({ desconto: '10.00' }), '2026-12-01');
    expect(chargeActionFor(1, cheaper, alive).kind).toBe('replan');
    expect(chargeActionFor(1, cheaper, { ...alive, anyPayment: true }).kind).toBe('none');
    expect(chargeActionFor(3, terms, alive)).toEqual({ kind: 'settle' });
    expect(chargeActionFor(4, terms, alive)).toEqual({ kind: 'cancel', refund: false });
    expect(chargeActionFor(5, terms, alive)).toEqual({ kind: 'cancel', refund: true });
    expect(chargeActionFor(6, terms, alive)).toEqual({ kind: 'cancel', refund: false });
    expect(chargeActionFor(9, terms, none).kind).toBe('none');
    expect(chargeActionFor(7, terms, none).kind).toBe('none');
  });

  it("shows an open charge past its due day as 'Vencida'", () => {
    expect(shownStatus('Aberta', '2026-11-27', '2026-11-28')).toBe('Vencida');
    expect(shownStatus('Aberta', '2026-11-28', '2026-11-28')).toBe('Aberta');
    expect(shownStatus('Paga', '2026-01-01', '2026-11-28')).toBe('Paga');
  });

  it("sums an enrolment's instalments up as the class form shows them", () => {
    const counts = { parcelas: 3, pagas: 1, vencidas: 0, estornadas: 0 };
    expect(enrolmentChargeState(counts)).toBe('Em dia');
    expect(enrolmentChargeState({ ...counts, vencidas: 1 })).toBe('Vencida');
    expect(enrolmentChargeState({ ...counts, pagas: 3 })).toBe('Quitada');
    expect(enrolmentChargeState({ parcelas: 0, pagas: 0, vencidas: 0, estornadas: 0 })).toBe('Cancelada');
    expect(enrolmentChargeState({ parcelas: 0, pagas: 0, vencidas: 0, estornadas: 2 })).toBe('Estornada');
  });

  it('pays a charge off only when what was received covers it, flagging any other amount', () => {
    expect(paymentOutcome(10000, 0, 10000)).toEqual({ paid: true, divergent: false });
    expect(paymentOutcome(10000, 0, 9000)).toEqual({ paid: false, divergent: true });
    expect(paymentOutcome(10000, 9000, 1000)).toEqual({ paid: true, divergent: false });
    expect(paymentOutcome(10000, 0, 12000)).toEqual({ paid: true, divergent: true });
  });
});

describe('payment instant', () => {
  const now = new Date('2026-11-28T15:00:00Z');
  it('takes a day at noon UTC and an instant as sent, never in the future', () => {
    expect(paymentInstant('2026-11-28', '2026-11-28', now)?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(paymentInstant('2026-11-29', '2026-11-28', now)).toBeNull();
    expect(paymentInstant('2026-11-28T14:00:00Z', '2026-11-28', now)?.toISOString()).toBe('2026-11-28T14:00:00.000Z');
    expect(paymentInstant('2026-11-28T16:00:00Z', '2026-11-28', now)).toBeNull();
  });
});
