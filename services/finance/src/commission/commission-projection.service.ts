import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import { ClassProjection } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import type { FINANCE_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { CommissionEntity } from './commission.entity.js';
import { commissionEffect, type CommissionEffect } from './commission.rules.js';
import { EnrolmentStateEntity } from './enrolment-state.entity.js';

/**
 * Keeps the commission rows from academic's enrolment events. Runs inside the
 * consumer's inbox transaction, so a redelivered message never runs twice; the
 * enrolment's row in matricula_estado is locked first, so two replicas (or two
 * handlers of one replica) applying events of the same enrolment take turns and
 * only a newer sequence changes anything.
 *
 * The class fields of a row (training, its name, dates) follow academic's class and
 * training events too: academic does not re-send the enrolments of a class whose
 * dates or training change, nor of a renamed training. See ClassProjection.
 */
@Injectable()
export class CommissionProjection {
  constructor(private readonly classes: ClassProjection<typeof FINANCE_CLASS_PROJECTION>) {}

  async apply(manager: EntityManager, payload: EnrolmentSnapshotV1): Promise<CommissionEffect> {
    // Sequence 0 stands for "never applied"; the insert makes the row exist so it can be locked.
    await manager
      .createQueryBuilder()
      .insert()
      .into(EnrolmentStateEntity)
      .values({ id_matricula: payload.id_matricula, sequence: 0, gera_comissao: false })
      .orIgnore()
      .execute();
    const held = await manager.findOne(EnrolmentStateEntity, {
      select: { sequence: true },
      where: { id_matricula: payload.id_matricula },
      lock: { mode: 'pessimistic_write' },
    });
    const effect = commissionEffect(held?.sequence ?? null, payload);
    if (effect === 'ignore') return effect;
    await manager.update(
      EnrolmentStateEntity,
      { id_matricula: payload.id_matricula },
      { sequence: payload.sequence, gera_comissao: payload.gera_comissao, atualizado_em: () => 'now()' },
    );
    if (effect === 'remove') {
      await manager.delete(CommissionEntity, { id_matricula: payload.id_matricula });
      return effect;
    }
    const klass = await this.classes.fieldsForEnrolment(manager, payload);
    // One statement, whether the row is new or not (INSERT … ON CONFLICT DO UPDATE); the lock above orders the writers.
    await manager.upsert(CommissionEntity, commissionRow(payload, klass), ['id_matricula']);
    return effect;
  }
}

/** The commission row an enrolment snapshot shows, under its class's current training and dates. */
function commissionRow(
  payload: EnrolmentSnapshotV1,
  klass: Pick<CommissionEntity, 'id_treinamento' | 'nome_treinamento' | 'data_inicio' | 'data_fim'>,
): Omit<CommissionEntity, 'busca'> {
  return {
    id_matricula: payload.id_matricula,
    id_turma: payload.id_turma,
    ...klass,
    id_aluno: payload.id_aluno,
    nome_aluno: payload.nome_aluno ?? '',
    data_hora_inscricao: new Date(payload.data_hora_inclusao),
    id_status_inscricao: payload.id_status_inscricao,
    status_inscricao: payload.nome_status_inscricao ?? '',
    data_hora_cancelamento: payload.data_hora_cancelamento === null ? null : new Date(payload.data_hora_cancelamento),
    data_hora_pagamento: payload.data_hora_pagamento === null ? null : new Date(payload.data_hora_pagamento),
    valor_pago: payload.valor_pago === null ? null : String(payload.valor_pago),
    id_usuario_venda: payload.id_usuario_venda,
  };
}
