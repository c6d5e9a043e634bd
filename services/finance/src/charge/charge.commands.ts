import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, moneyToCentavos, type PixWebhookBody } from '@treina/contracts';
import {
  type AuthenticatedUser,
  conflict,
  notFound,
  OutboxService,
  type OutboxTransaction,
  PLATFORM_CONFIG,
  type PlatformConfig,
  todayIn,
} from '@treina/nest-platform';
import { CommissionLedger } from '../commission/commission-ledger.service.js';
import { ChargeRepository, type Db, type StoredCharge } from './charge.repository.js';
import { paymentOutcome } from './charge.rules.js';

export const MSG_CHARGE_NOT_FOUND = 'Cobrança não encontrada.';
const MSG_CANCELLED = 'Esta cobrança foi cancelada: não recebe pagamentos.';
const MSG_PAID = 'Esta cobrança já está paga.';

/** A payment about to be recorded, whoever records it. */
interface IncomingPayment {
  /** Centavos. */
  valor: number;
  pago_em: Date;
  forma_pagamento: string;
  origem: 'manual' | 'pix';
  end_to_end_id: string | null;
  id_usuario: number | null;
}

/** Payments: recorded by hand or notified by the PIX provider; an enrolment paid off is announced to academic. */
@Injectable()
export class ChargeCommands {
  constructor(
    private readonly charges: ChargeRepository,
    private readonly outbox: OutboxService,
    private readonly commissions: CommissionLedger,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** A payment recorded by a staff user; answers the charge's id. */
  async recordPayment(
    id: number,
    body: { valor: number; forma_pagamento: string; instant: Date },
    user: AuthenticatedUser,
  ): Promise<number> {
    return this.outbox.transaction(async (tx) => {
      const charge = await this.charges.chargeForUpdate(tx.manager, id);
      if (!charge) throw notFound(MSG_CHARGE_NOT_FOUND);
      if (charge.situacao === 'Cancelada') throw conflict(MSG_CANCELLED);
      if (charge.situacao === 'Paga') throw conflict(MSG_PAID);
      await this.apply(tx, charge, {
        valor: body.valor,
        pago_em: body.instant,
        forma_pagamento: body.forma_pagamento,
        origem: 'manual',
        end_to_end_id: null,
        id_usuario: user.id_usuario,
      });
      return charge.id;
    });
  }

  /**
   * A PIX payment the provider notified (its signature already checked): recorded once per endToEndId,
   * whatever the charge's state, so no money received goes unrecorded; answers whether it was new.
   */
  async pixReceived(notice: PixWebhookBody): Promise<'recorded' | 'repeated' | 'unknown-charge'> {
    return this.outbox.transaction(async (tx) => {
      if (await this.charges.paymentRecorded(tx.manager, notice.endToEndId)) return 'repeated';
      const charge = await this.charges.chargeByTxid(tx.manager, notice.txid);
      if (!charge) return 'unknown-charge';
      await this.apply(tx, charge, {
        valor: moneyToCentavos(notice.valor),
        pago_em: new Date(notice.horario),
        forma_pagamento: 'PIX',
        origem: 'pix',
        end_to_end_id: notice.endToEndId,
        id_usuario: null,
      });
      return 'recorded';
    });
  }

  /** Records the payment on the charge; when it pays off the enrolment's last open charge, announces it. */
  private async apply(tx: OutboxTransaction, charge: StoredCharge, payment: IncomingPayment): Promise<void> {
    const due = moneyToCentavos(charge.valor);
    const received = moneyToCentavos(charge.valor_recebido);
    // Money on a charge no longer open is recorded and flagged: someone must look at it.
    const outcome = charge.situacao === 'Aberta' ? paymentOutcome(due, received, payment.valor) : { paid: false, divergent: true };
    await this.charges.recordPayment(tx.manager, {
      ...payment,
      id_cobranca: charge.id,
      divergente: outcome.divergent,
      pays_off: outcome.paid,
    });
    // The enrolment's commission follows what was received, in the payment's transaction.
    await this.commissions.recompute(tx.manager, [{ id_matricula: charge.id_matricula }]);
    if (outcome.paid) await this.announceIfPaidOff(tx, charge.id_matricula);
  }

  private async announceIfPaidOff(tx: OutboxTransaction, id_matricula: number): Promise<void> {
    const paidOff = await this.charges.claimPaidOff(tx.manager as Db, id_matricula);
    if (!paidOff) return;
    tx.publish('finance.enrolment.paid.v1', {
      id_matricula,
      id_turma: paidOff.id_turma,
      id_aluno: paidOff.id_aluno,
      pago_em: new Date(paidOff.pago_em).toISOString(),
      valor_pago: formatMoney(moneyToCentavos(paidOff.valor_pago)),
      forma_pagamento: paidOff.forma_pagamento,
    });
  }

  /** Today on the school's calendar. */
  today(): string {
    return todayIn(this.platform.schoolTimeZone);
  }
}
