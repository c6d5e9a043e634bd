import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import { ClassProjection } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import type { FINANCE_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { commissionEffect, type CommissionEffect } from './commission.rules.js';

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
    await manager.query(
      'INSERT INTO matricula_estado (id_matricula, sequence, gera_comissao) VALUES ($1, 0, false) ON CONFLICT (id_matricula) DO NOTHING',
      [payload.id_matricula],
    );
    const held: Array<{ sequence: number }> = await manager.query(
      'SELECT sequence FROM matricula_estado WHERE id_matricula = $1 FOR UPDATE',
      [payload.id_matricula],
    );
    const effect = commissionEffect(held[0]?.sequence ?? null, payload);
    if (effect === 'ignore') return effect;
    await manager.query('UPDATE matricula_estado SET sequence = $2, gera_comissao = $3, atualizado_em = now() WHERE id_matricula = $1', [
      payload.id_matricula,
      payload.sequence,
      payload.gera_comissao,
    ]);
    if (effect === 'remove') {
      await manager.query('DELETE FROM comissao WHERE id_matricula = $1', [payload.id_matricula]);
      return effect;
    }
    const klass = await this.classes.fieldsForEnrolment(manager, payload);
    await manager.query(
      `INSERT INTO comissao (id_matricula, id_turma, id_treinamento, nome_treinamento, data_inicio, data_fim, id_aluno, nome_aluno,
         data_hora_inscricao, id_status_inscricao, status_inscricao, data_hora_cancelamento, data_hora_pagamento, valor_pago, id_usuario_venda)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (id_matricula) DO UPDATE SET
         id_turma = EXCLUDED.id_turma, id_treinamento = EXCLUDED.id_treinamento, nome_treinamento = EXCLUDED.nome_treinamento,
         data_inicio = EXCLUDED.data_inicio, data_fim = EXCLUDED.data_fim, id_aluno = EXCLUDED.id_aluno, nome_aluno = EXCLUDED.nome_aluno,
         data_hora_inscricao = EXCLUDED.data_hora_inscricao, id_status_inscricao = EXCLUDED.id_status_inscricao,
         status_inscricao = EXCLUDED.status_inscricao, data_hora_cancelamento = EXCLUDED.data_hora_cancelamento,
         data_hora_pagamento = EXCLUDED.data_hora_pagamento, valor_pago = EXCLUDED.valor_pago, id_usuario_venda = EXCLUDED.id_usuario_venda`,
      [
        payload.id_matricula,
        payload.id_turma,
        klass.id_treinamento,
        klass.nome_treinamento,
        klass.data_inicio,
        klass.data_fim,
        payload.id_aluno,
        payload.nome_aluno ?? '',
        payload.data_hora_inclusao,
        payload.id_status_inscricao,
        payload.nome_status_inscricao ?? '',
        payload.data_hora_cancelamento,
        payload.data_hora_pagamento,
        payload.valor_pago,
        payload.id_usuario_venda,
      ],
    );
    return effect;
  }
}
