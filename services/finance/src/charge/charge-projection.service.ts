import { Inject, Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1, StudentAnonymisedV1 } from '@treina/contracts';
import { type OutboxTransaction, PLATFORM_CONFIG, type PlatformConfig, todayIn } from '@treina/nest-platform';
import { ChargeRepository } from './charge.repository.js';
import { chargeActionFor, chargeTermsOf, termsKey } from './charge.rules.js';

/**
 * Keeps each enrolment's charges in step with academic's enrolment events, inside the consumer's
 * inbox transaction: a redelivered event is never applied twice, and one older than the last
 * applied (its sequence) changes nothing, so events out of order end in the same charges.
 */
@Injectable()
export class ChargeProjection {
  constructor(
    private readonly charges: ChargeRepository,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async apply(tx: OutboxTransaction, enrolment: EnrolmentSnapshotV1): Promise<void> {
    const db = tx.manager;
    const billing = await this.charges.billingOf(db, enrolment.id_matricula);
    if (billing && billing.sequence >= enrolment.sequence) return;
    const enrolledOn = todayIn(this.platform.schoolTimeZone, new Date(enrolment.data_hora_inclusao));
    const terms = chargeTermsOf(enrolment, enrolledOn);
    const now = await this.charges.chargesNow(db, enrolment.id_matricula);
    const action = chargeActionFor(enrolment.id_status_inscricao, terms, { ...now, terms: billing?.termos ?? null });
    let termos = billing?.termos ?? null;
    switch (action.kind) {
      case 'replan':
        // The open instalments give way to the new plan.
        await this.charges.cancelOpen(db, enrolment.id_matricula);
        await this.charges.createCharges(db, enrolment, action.plan);
        termos = termsKey(terms);
        break;
      case 'create':
        await this.charges.createCharges(db, enrolment, action.plan);
        termos = termsKey(terms);
        break;
      case 'settle':
        await this.charges.settleOpen(
          db,
          enrolment.id_matricula,
          new Date(enrolment.data_hora_pagamento ?? Date.now()),
          enrolment.nome_forma_pagto ?? 'Baixa na inscrição',
        );
        break;
      case 'cancel':
        if (action.refund)
          await this.charges.refundPaid(db, enrolment.id_matricula, new Date(enrolment.data_hora_cancelamento ?? Date.now()));
        await this.charges.cancelOpen(db, enrolment.id_matricula);
        if (!(await this.charges.chargesNow(db, enrolment.id_matricula)).alive) termos = null;
        break;
      case 'none':
        await this.charges.renameOpen(db, enrolment);
        break;
    }
    await this.charges.saveBilling(db, {
      id_matricula: enrolment.id_matricula,
      sequence: enrolment.sequence,
      id_status_inscricao: enrolment.id_status_inscricao,
      id_turma: enrolment.id_turma,
      id_aluno: enrolment.id_aluno,
      termos,
    });
  }

  /** A student's erasure on request: their charges show the anonymous name; amounts and dates stay. */
  anonymiseStudent(tx: OutboxTransaction, event: StudentAnonymisedV1): Promise<void> {
    return this.charges.anonymiseStudent(tx.manager, event.id_aluno, event.nome_aluno);
  }
}
