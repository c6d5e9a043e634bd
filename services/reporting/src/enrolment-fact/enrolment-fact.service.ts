import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import {
  ClassProjection,
  type ColumnTypes,
  HotStatement,
  latestByKey,
  unnestParameters,
  unnestSql,
  WriteBehind,
} from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import type { REPORTING_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import type { EnrolmentFactEntity } from './enrolment-fact.entity.js';

/**
 * Keeps the enrolment facts. One upsert guarded by the sequence for all the events of
 * a consumer transaction (FACT_WRITES): the row lock of ON CONFLICT makes concurrent
 * handlers (of one replica or several) take turns, and an event whose sequence is not
 * above the stored one (a repeat, a late older event, a replayed current state) changes
 * nothing. Payloads arrive validated against their contract (EventPayloadPipe).
 *
 * The training a fact counts under (byTraining) follows academic's class and training
 * events too: academic does not re-send the enrolments of a class moved to another
 * training, nor of a renamed training. See ClassProjection.
 */
@Injectable()
export class EnrolmentFacts {
  constructor(private readonly classes: ClassProjection<typeof REPORTING_CLASS_PROJECTION>) {}

  /** The enrolment's fact, as its event says, handed over to the transaction's one write of them. */
  async apply(manager: EntityManager, payload: EnrolmentSnapshotV1): Promise<void> {
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
    await FACT_WRITES.add(manager, fact);
  }
}

/** A fact as the upsert writes it: every column by its own name (numbers and instants as the event carries them). */
type FactRow = Record<keyof typeof FACT_TYPES, string | number | null>;

/** The SQL type of each column of a fact, by its name. */
const FACT_TYPES = {
  id_matricula: 'int',
  sequence: 'int',
  id_turma: 'int',
  id_treinamento: 'int',
  nome_treinamento: 'varchar',
  id_aluno: 'int',
  id_status_inscricao: 'int',
  nome_status_inscricao: 'varchar',
  valor_pago: 'numeric',
  data_hora_inclusao: 'timestamptz',
  data_hora_pagamento: 'timestamptz',
  data_hora_cancelamento: 'timestamptz',
  id_turma_origem: 'int',
  id_usuario_venda: 'int',
} as const satisfies Partial<Record<keyof EnrolmentFactEntity, string>>;
const FACT_COLUMNS = Object.keys(FACT_TYPES) as Array<keyof typeof FACT_TYPES>;
const FACT_COLUMN_TYPES: ColumnTypes<FactRow> = FACT_TYPES;

// Raw SQL on purpose: one guarded statement for a transaction's events (TypeORM's upsert has no
// WHERE on its update), prepared once per connection; the event path's latency is the lag
// benchmark's (bench/lag.bench.mjs) and its cost the capacity benchmark's. In enrolment order
// (latestByKey): two batches lock their rows in one order.
const UPSERT_FACTS = new HotStatement<never>(
  `INSERT INTO matricula_fato AS f (${FACT_COLUMNS.join(', ')})
   SELECT ${FACT_COLUMNS.map((column) => `v.${column}`).join(', ')} FROM ${unnestSql(FACT_COLUMN_TYPES, 'v')} ORDER BY v.id_matricula
   ON CONFLICT (id_matricula) DO UPDATE SET ${FACT_COLUMNS.filter((column) => column !== 'id_matricula')
     .map((column) => `${column} = EXCLUDED.${column}`)
     .join(', ')}
   WHERE f.sequence < EXCLUDED.sequence`,
);

/** The facts of one transaction's enrolment events, in one statement: the latest event of each enrolment. */
const FACT_WRITES = new WriteBehind<FactRow>(async (manager, facts) => {
  const latest = latestByKey(
    facts,
    (fact) => fact.id_matricula as number,
    (fact) => fact.sequence as number,
  );
  await UPSERT_FACTS.run(manager, unnestParameters(FACT_COLUMN_TYPES, latest));
});
