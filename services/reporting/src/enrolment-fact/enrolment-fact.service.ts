import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import { ClassProjection } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import type { REPORTING_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';

/**
 * Keeps the enrolment facts. One upsert guarded by the sequence: the row lock of
 * ON CONFLICT makes concurrent handlers (of one replica or several) take turns, and
 * an event whose sequence is not above the stored one (a repeat, a late older event,
 * a replayed current state) changes nothing. Payloads arrive validated against their
 * contract (EventPayloadPipe).
 *
 * The training a fact counts under (byTraining) follows academic's class and training
 * events too: academic does not re-send the enrolments of a class moved to another
 * training, nor of a renamed training. See ClassProjection.
 */
@Injectable()
export class EnrolmentFacts {
  constructor(private readonly classes: ClassProjection<typeof REPORTING_CLASS_PROJECTION>) {}

  async apply(manager: EntityManager, payload: EnrolmentSnapshotV1): Promise<boolean> {
    const klass = await this.classes.fieldsForEnrolment(manager, payload);
    const applied: unknown[] = await manager.query(
      `INSERT INTO matricula_fato AS f (id_matricula, sequence, id_turma, id_treinamento, nome_treinamento, id_aluno, id_status_inscricao,
         nome_status_inscricao, valor_pago, data_hora_inclusao, data_hora_pagamento, data_hora_cancelamento, id_turma_origem, id_usuario_venda)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (id_matricula) DO UPDATE SET
         sequence = EXCLUDED.sequence, id_turma = EXCLUDED.id_turma, id_treinamento = EXCLUDED.id_treinamento,
         nome_treinamento = EXCLUDED.nome_treinamento, id_aluno = EXCLUDED.id_aluno, id_status_inscricao = EXCLUDED.id_status_inscricao,
         nome_status_inscricao = EXCLUDED.nome_status_inscricao, valor_pago = EXCLUDED.valor_pago,
         data_hora_inclusao = EXCLUDED.data_hora_inclusao, data_hora_pagamento = EXCLUDED.data_hora_pagamento,
         data_hora_cancelamento = EXCLUDED.data_hora_cancelamento, id_turma_origem = EXCLUDED.id_turma_origem,
         id_usuario_venda = EXCLUDED.id_usuario_venda
       WHERE f.sequence < EXCLUDED.sequence
       RETURNING id_matricula`,
      [
        payload.id_matricula,
        payload.sequence,
        payload.id_turma,
        klass.id_treinamento,
        klass.nome_treinamento,
        payload.id_aluno,
        payload.id_status_inscricao,
        payload.nome_status_inscricao ?? '',
        payload.valor_pago,
        payload.data_hora_inclusao,
        payload.data_hora_pagamento,
        payload.data_hora_cancelamento,
        payload.id_turma_origem,
        payload.id_usuario_venda,
      ],
    );
    return applied.length > 0;
  }
}
