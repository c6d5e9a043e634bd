import { formatMoney } from '@treina/contracts';

/** 'YYYY-MM'. */
export type Month = string;

/** The facts an enrolment's commission is computed from (money in centavos, a rate in hundredths of a percent). */
export interface CommissionFacts {
  id_usuario_venda: number | null;
  id_status_inscricao: number;
  valor_pago: number | null;
  /** Net received on its charges; null when the enrolment has no charges. */
  recebido: number | null;
  /** The rate that applies (most specific first), null when none does. */
  taxa: number | null;
}

/** An enrolment's commission now: base, rate, commission. */
export interface CommissionAmounts {
  valor_base: number;
  percentual: number;
  valor_comissao: number;
}

/** One ledger entry, as stored and as written. */
export interface LedgerEntry {
  mes: Month;
  id_usuario_venda: number | null;
  valor_base: number;
  percentual: number;
  valor_comissao: number;
  tipo: 'Comissão' | 'Ajuste';
}

/** Enrolment statuses that mean paid outside the charges: 3 'Pago' and 8 'Transferência Paga'. */
const PAID_STATUSES: readonly number[] = [3, 8];

/** The base times the rate, rounded half-up to the centavo, in integers only (BigInt: no float and no overflow). */
export function commissionOn(base: number, rate: number): number {
  const product = BigInt(base) * BigInt(rate);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  return Number(sign * ((magnitude + 5000n) / 10000n));
}

/** What was paid for the enrolment (its charges' net, else its valor_pago when in a paid status) and its commission. */
export function commissionAmounts(facts: CommissionFacts): CommissionAmounts {
  const valor_base =
    facts.recebido !== null ? facts.recebido : PAID_STATUSES.includes(facts.id_status_inscricao) ? (facts.valor_pago ?? 0) : 0;
  const percentual = facts.taxa ?? 0;
  return { valor_base, percentual, valor_comissao: commissionOn(valor_base, percentual) };
}

function nextMonth(month: Month): Month {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

/** `month` itself when open, else the first open month after it. */
export function firstOpenFrom(month: Month, closed: ReadonlySet<Month>): Month {
  let at = month;
  while (closed.has(at)) at = nextMonth(at);
  return at;
}

/**
 * The entries an enrolment's open months must hold so its ledger adds up to `now` (null: none). Closed months never
 * change: their difference, per seller, is an 'Ajuste' in the first open month after the last of them (or the payment's
 * month, if later); without closed entries, one 'Comissão' in the payment's month or the first open one after it.
 */
export function openEntries(
  now: (CommissionAmounts & { id_usuario_venda: number | null; mes: Month }) | null,
  held: readonly LedgerEntry[],
  closed: ReadonlySet<Month>,
): LedgerEntry[] {
  const frozen = held.filter((entry) => closed.has(entry.mes));
  const target = now && now.id_usuario_venda !== null ? now : null;
  if (!frozen.length) {
    if (!target || (target.valor_base === 0 && target.valor_comissao === 0)) return [];
    return [
      {
        mes: firstOpenFrom(target.mes, closed),
        id_usuario_venda: target.id_usuario_venda,
        valor_base: target.valor_base,
        percentual: target.percentual,
        valor_comissao: target.valor_comissao,
        tipo: 'Comissão',
      },
    ];
  }
  const lastFrozen = frozen
    .map((entry) => entry.mes)
    .sort()
    .at(-1)!;
  const after = nextMonth(lastFrozen);
  const mes = firstOpenFrom(target && target.mes > after ? target.mes : after, closed);
  const sellers = [...new Set([...frozen.map((entry) => entry.id_usuario_venda), ...(target ? [target.id_usuario_venda] : [])])];
  const entries: LedgerEntry[] = [];
  for (const seller of sellers) {
    const mine = frozen.filter((entry) => entry.id_usuario_venda === seller);
    const wanted = target && target.id_usuario_venda === seller ? target : { valor_base: 0, valor_comissao: 0, percentual: 0 };
    const base = wanted.valor_base - mine.reduce((sum, entry) => sum + entry.valor_base, 0);
    const commission = wanted.valor_comissao - mine.reduce((sum, entry) => sum + entry.valor_comissao, 0);
    if (base === 0 && commission === 0) continue;
    const percentual = target && target.id_usuario_venda === seller ? target.percentual : (mine.at(-1)?.percentual ?? 0);
    entries.push({ mes, id_usuario_venda: seller, valor_base: base, percentual, valor_comissao: commission, tipo: 'Ajuste' });
  }
  return entries;
}

const MSG_RATE_REPEATED = 'A mesma taxa (vendedor e treinamento) aparece mais de uma vez.';

/** A seller's rate: for one training, or every training (null). */
export interface CommissionRate {
  id_usuario: number;
  id_treinamento: number | null;
  /** Hundredths of a percent. */
  percentual: number;
}

/** The first rate that repeats a seller and training of an earlier one: its position and the Portuguese message. */
export function repeatedRate(rates: readonly CommissionRate[]): { field: string; message: string } | null {
  const keys = new Set<string>();
  for (const [index, rate] of rates.entries()) {
    const key = `${rate.id_usuario}:${rate.id_treinamento ?? '*'}`;
    if (keys.has(key)) return { field: `[${index}]`, message: MSG_RATE_REPEATED };
    keys.add(key);
  }
  return null;
}

/** A rate or an amount as the API shows it: '10.00'. */
export const shown = (hundredths: number): string => formatMoney(hundredths);

/** 'YYYY-MM' of a real month, else null. */
export function parseMonth(value: unknown): Month | null {
  const match = typeof value === 'string' ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value.trim()) : null;
  return match ? `${match[1]}-${match[2]}` : null;
}
