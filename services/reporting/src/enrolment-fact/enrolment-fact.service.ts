import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import { ClassProjection, HotStatement } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import type { REPORTING_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import type { EnrolmentFactEntity } from './enrolment-fact.entity.js';

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
    const fact: FactRow = {
      id_matricula: payload.id_matricula,
      sequence: payload.sequence,
      id_turma: payload.id_turma,
      id_treinamento: klass.id_treinamento,
      nome_treinamento: klass.nome_treinamento,
      id_aluno: payload.id_aluno,
      id_status_inscricao: payload.id_status_inscricao,
      nome_status_inscricao: payload.nome_status_inscricao ?? '',
      valor_pago: payload.valor_pago,
      data_hora_inclusao: payload.data_hora_inclusao,
      data_hora_pagamento: payload.data_hora_pagamento,
      data_hora_cancelamento: payload.data_hora_cancelamento,
      id_turma_origem: payload.id_turma_origem,
      id_usuario_venda: payload.id_usuario_venda,
    };
    const applied = await UPSERT_FACT.run(manager, fact);
    return applied.length > 0;
  }
}

/** A fact as the upsert writes it: every column by its own name (numbers and instants as the event carries them). */
type FactRow = Record<(typeof FACT_COLUMNS)[number], string | number | null>;

const FACT_COLUMNS = [
  'id_matricula',
  'sequence',
  'id_turma',
  'id_treinamento',
  'nome_treinamento',
  'id_aluno',
  'id_status_inscricao',
  'nome_status_inscricao',
  'valor_pago',
  'data_hora_inclusao',
  'data_hora_pagamento',
  'data_hora_cancelamento',
  'id_turma_origem',
  'id_usuario_venda',
] as const satisfies ReadonlyArray<keyof EnrolmentFactEntity>;

// Raw SQL on purpose: one guarded statement per event (TypeORM's upsert has no WHERE on its
// update), prepared once per connection; the event path's latency is the lag benchmark's
// (bench/lag.bench.mjs) and its cost the capacity benchmark's.
const UPSERT_FACT = new HotStatement<{ id_matricula: number }, FactRow>(
  `INSERT INTO matricula_fato AS f (${FACT_COLUMNS.join(', ')})
   VALUES (${FACT_COLUMNS.map((column) => `:${column}`).join(', ')})
   ON CONFLICT (id_matricula) DO UPDATE SET ${FACT_COLUMNS.filter((column) => column !== 'id_matricula')
     .map((column) => `${column} = EXCLUDED.${column}`)
     .join(', ')}
   WHERE f.sequence < EXCLUDED.sequence
   RETURNING id_matricula`,
);
