import {
  type EnrolmentChargeState,
  type EnrolmentSnapshotV1,
  EnrolmentStatus,
  formatMoney,
  moneyToCentavos,
  splitInstalments,
} from '@treina/contracts';

/** The enrolment statuses that take a seat and are charged: 'Inscrito' and 'Pagamento Pendente'. */
const CHARGED_STATUSES: readonly number[] = [EnrolmentStatus.INSCRITO, EnrolmentStatus.PAGAMENTO_PENDENTE];
/** Statuses that mean the enrolment was paid outside Treina's charges (a staff change): its open charges are settled. */
const SETTLED_STATUSES: readonly number[] = [EnrolmentStatus.PAGO, EnrolmentStatus.TRANSFERENCIA_PAGA];
/** Statuses that end the enrolment: its open charges are cancelled ('Estornado' also refunds what was paid). */
const ENDING_STATUSES: readonly number[] = [
  EnrolmentStatus.CANCELADO,
  EnrolmentStatus.ESTORNADO,
  EnrolmentStatus.SOLICITACAO_TRANSFERENCIA,
];

/** What an enrolment is charged: the price less its discount, in instalments from a first due day. */
export interface ChargeTerms {
  /** Centavos. */
  total: number;
  parcelas: number;
  /** YYYY-MM-DD */
  primeiro_vencimento: string;
}

/** One instalment to create. */
export interface PlannedCharge {
  parcela: number;
  parcelas: number;
  /** Centavos. */
  valor: number;
  /** YYYY-MM-DD */
  vencimento: string;
}

/**
 * The enrolment's terms from its event, or null when there is nothing to charge (no price, or a
 * discount that takes all of it). `enrolledOn` is the enrolment's day on the school's calendar.
 */
export function chargeTermsOf(enrolment: EnrolmentSnapshotV1, enrolledOn: string): ChargeTerms | null {
  if (!enrolment.valor) return null;
  const total = moneyToCentavos(enrolment.valor) - (enrolment.desconto ? moneyToCentavos(enrolment.desconto) : 0);
  if (total <= 0) return null;
  const parcelas = Math.min(12, Math.max(1, enrolment.parcelas ?? 1));
  return { total, parcelas, primeiro_vencimento: enrolment.primeiro_vencimento ?? enrolledOn };
}

/** The terms as stored beside the enrolment's state, to notice a change later. */
export function termsKey(terms: ChargeTerms | null): string | null {
  return terms ? `${formatMoney(terms.total)}|${terms.parcelas}|${terms.primeiro_vencimento}` : null;
}

/**
 * The day `months` months after `day` (YYYY-MM-DD), on the same day of the month, or the month's last
 * day when it has no such day (31/01 + 1 month is 28/02 or 29/02).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

/** The instalments of the terms: amounts that add up to the total exactly, due a month apart. */
export function planCharges(terms: ChargeTerms): PlannedCharge[] {
  return splitInstalments(terms.total, terms.parcelas).map((valor, index) => ({
    parcela: index + 1,
    parcelas: terms.parcelas,
    valor,
    vencimento: addMonths(terms.primeiro_vencimento, index),
  }));
}

/** What an enrolment's change means for its charges. */
export type ChargeAction =
  /** Create the instalments (none alive yet). */
  | { kind: 'create'; plan: PlannedCharge[] }
  /** Cancel the open ones and create these instead (terms changed before anything was paid). */
  | { kind: 'replan'; plan: PlannedCharge[] }
  /** Settle the open ones as paid outside Treina. */
  | { kind: 'settle' }
  /** Cancel the open ones; with `refund`, refund what was paid. */
  | { kind: 'cancel'; refund: boolean }
  | { kind: 'none' };

/** What the enrolment's charges are now, as far as deciding goes. */
export interface ChargesNow {
  /** Charges not cancelled. */
  alive: number;
  /** Some payment was recorded on a charge not cancelled. */
  anyPayment: boolean;
  /** The terms the alive charges were made from. */
  terms: string | null;
}

/**
 * What to do with an enrolment's charges given its new status and terms: a seated enrolment with none
 * gets them; changed terms re-plan them only while nothing is paid (a paid instalment is never
 * rewritten); paid by hand settles them; cancelled, refunded or transferred away cancels what is open.
 */
export function chargeActionFor(status: number, terms: ChargeTerms | null, now: ChargesNow): ChargeAction {
  if (CHARGED_STATUSES.includes(status)) {
    if (!terms) return now.alive && !now.anyPayment ? { kind: 'cancel', refund: false } : { kind: 'none' };
    if (!now.alive) return { kind: 'create', plan: planCharges(terms) };
    if (!now.anyPayment && now.terms !== termsKey(terms)) return { kind: 'replan', plan: planCharges(terms) };
    return { kind: 'none' };
  }
  if (SETTLED_STATUSES.includes(status)) return now.alive ? { kind: 'settle' } : { kind: 'none' };
  if (ENDING_STATUSES.includes(status))
    return now.alive ? { kind: 'cancel', refund: status === EnrolmentStatus.ESTORNADO } : { kind: 'none' };
  return { kind: 'none' };
}

/** What a charge shows: an open one past its due day is 'Vencida'. */
export function shownStatus(
  stored: 'Aberta' | 'Paga' | 'Cancelada',
  vencimento: string,
  today: string,
): 'Aberta' | 'Paga' | 'Vencida' | 'Cancelada' {
  return stored === 'Aberta' && vencimento < today ? 'Vencida' : stored;
}

/** Counts of one enrolment's instalments: live (not cancelled), paid, overdue, and refunded. */
export interface InstalmentCounts {
  parcelas: number;
  pagas: number;
  vencidas: number;
  estornadas: number;
}

/** Where an enrolment's charges stand: ended (refunded or cancelled), paid off, behind, or up to date. */
export function enrolmentChargeState(counts: InstalmentCounts): EnrolmentChargeState {
  if (counts.parcelas === 0) return counts.estornadas > 0 ? 'Estornada' : 'Cancelada';
  if (counts.pagas === counts.parcelas) return 'Quitada';
  return counts.vencidas > 0 ? 'Vencida' : 'Em dia';
}

/** A payment against a charge: whether it pays it off, and whether it differs from what was due. */
export function paymentOutcome(due: number, received: number, payment: number): { paid: boolean; divergent: boolean } {
  const outstanding = due - received;
  return { paid: received + payment >= due, divergent: payment !== outstanding };
}

/**
 * When a payment recorded by hand was made: an instant as sent, or a day taken at noon UTC (the
 * same calendar day in the school's time zone); null when it is after `now` or after `today`.
 */
export function paymentInstant(value: string, today: string, now = new Date()): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value > today ? null : new Date(`${value}T12:00:00Z`);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) || instant.getTime() > now.getTime() ? null : instant;
}
