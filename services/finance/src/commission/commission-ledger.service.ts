import { Inject, Injectable } from '@nestjs/common';
import { moneyToCentavos } from '@treina/contracts';
import { PLATFORM_CONFIG, type PlatformConfig, todayIn } from '@treina/nest-platform';
import { ChargeRepository } from '../charge/charge.repository.js';
import { commissionAmounts, type LedgerEntry, type Month, openEntries, shown } from './commission-amounts.rules.js';
import type { Transaction } from '../transaction.js';
import { CommissionLedgerRepository, type LedgerScope, type NewEntry } from './commission-ledger.repository.js';

const cents = (value: string | null) => (value === null ? null : moneyToCentavos(value));

/**
 * Keeps each commission's amounts and the monthly ledger in step with what moves them (an enrolment event, a payment
 * or refund, a rate): computes the commission now and rewrites its open-month entries so the ledger adds up to it.
 * In the change's own transaction, so a redelivered event or a retried payment computes and writes the same.
 */
@Injectable()
export class CommissionLedger {
  constructor(
    private readonly ledger: CommissionLedgerRepository,
    private readonly charges: ChargeRepository,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {
    ledger.onDeferredRecompute((db, scopes) => this.recompute(db, scopes));
  }

  /** Recomputes `scope`'s commissions when the transaction writes its handed-over rows (at once outside a transaction). */
  recomputeBehind(manager: Transaction, scope: LedgerScope): Promise<void> {
    return this.ledger.deferRecompute(manager, scope);
  }

  /** Recomputes the commissions `scopes` name, now, in `manager`'s transaction. */
  async recompute(manager: Transaction, scopes: LedgerScope[]): Promise<void> {
    const ids = await this.ledger.lockScope(manager, scopes);
    if (!ids.length) return;
    const timeZone = this.platform.schoolTimeZone;
    const monthOf = (instant: Date | null): Month | null => (instant ? todayIn(timeZone, new Date(instant)).slice(0, 7) : null);
    const rows = await this.ledger.ratedCommissions(manager, ids);
    const received = await this.charges.receivedOf(manager, ids);
    const held = await this.ledger.entriesOf(manager, ids);
    const closed = await this.ledger.closedMonths(manager);
    const byId = new Map(rows.map((row) => [row.id_matricula, row]));
    const receivedById = new Map(received.map((row) => [row.id_matricula, row]));
    const thisMonth = todayIn(timeZone).slice(0, 7);
    const entries: NewEntry[] = [];
    const amounts: Array<{ id_matricula: number; valor_base: string; percentual: string; valor_comissao: string }> = [];
    for (const id of ids) {
      const row = byId.get(id);
      const charges = receivedById.get(id);
      const mine = held.filter((entry) => entry.id_matricula === id);
      const now = row
        ? {
            ...commissionAmounts({
              id_usuario_venda: row.id_usuario_venda,
              id_status_inscricao: row.id_status_inscricao,
              valor_pago: cents(row.valor_pago),
              recebido: charges ? moneyToCentavos(charges.recebido) : null,
              taxa: cents(row.taxa),
            }),
            id_usuario_venda: row.id_usuario_venda,
          }
        : null;
      if (row && now) amounts.push({ id_matricula: id, ...stringsOf(now) });
      const mes = (charges ? monthOf(charges.ultimo_pagamento) : monthOf(row?.data_hora_pagamento ?? null)) ?? thisMonth;
      const asHeld: LedgerEntry[] = mine.map((entry) => ({
        mes: entry.mes,
        id_usuario_venda: entry.id_usuario_venda,
        valor_base: moneyToCentavos(entry.valor_base),
        percentual: moneyToCentavos(entry.percentual),
        valor_comissao: moneyToCentavos(entry.valor_comissao),
        tipo: entry.tipo,
      }));
      // Names: the row's now, else those of the enrolment's last entry (its row is gone).
      const names = row ?? mine.at(-1);
      if (!names) continue;
      for (const entry of openEntries(now && { ...now, mes }, asHeld, closed))
        entries.push({
          id_matricula: id,
          id_aluno: names.id_aluno,
          nome_aluno: names.nome_aluno,
          nome_treinamento: names.nome_treinamento,
          mes: entry.mes,
          id_usuario_venda: entry.id_usuario_venda,
          tipo: entry.tipo,
          ...stringsOf(entry),
        });
    }
    await this.ledger.setAmounts(manager, amounts);
    await this.ledger.replaceOpenEntries(manager, ids, entries);
  }
}

function stringsOf(amounts: { valor_base: number; percentual: number; valor_comissao: number }) {
  return { valor_base: shown(amounts.valor_base), percentual: shown(amounts.percentual), valor_comissao: shown(amounts.valor_comissao) };
}
