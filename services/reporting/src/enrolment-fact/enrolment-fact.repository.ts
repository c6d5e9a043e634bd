import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1 } from '@treina/contracts';
import { ClassProjection, HotStatement, latestByKey, unnestParameters, unnestSql, WriteBehind } from '@treina/nest-platform';
import type { REPORTING_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import type { Transaction } from '../transaction.js';
import { type EnrolmentFact, enrolmentFact, FACT_COLUMN_NAMES, FACT_COLUMN_TYPES } from './enrolment-fact.columns.js';

// One guarded statement for a transaction's facts (TypeORM's upsert has no WHERE on its update), prepared
// once per connection: the event path (the event-path SQL record in docs/decisions). In enrolment order, so
// two batches lock their rows in one order; only a higher sequence replaces a fact.
const UPSERT_FACTS = new HotStatement<never>(
  `INSERT INTO matricula_fato AS f (${FACT_COLUMN_NAMES.join(', ')})
   SELECT ${FACT_COLUMN_NAMES.map((column) => `v.${column}`).join(', ')} FROM ${unnestSql(FACT_COLUMN_TYPES, 'v')} ORDER BY v.id_matricula
   ON CONFLICT (id_matricula) DO UPDATE SET ${FACT_COLUMN_NAMES.filter((column) => column !== 'id_matricula')
     .map((column) => `${column} = EXCLUDED.${column}`)
     .join(', ')}
   WHERE f.sequence < EXCLUDED.sequence`,
);

/** Upserts facts in one statement, the latest of each enrolment. */
async function upsertFacts(tx: Transaction, facts: EnrolmentFact[]): Promise<void> {
  const latest = latestByKey(
    facts,
    (fact) => fact.id_matricula as number,
    (fact) => fact.sequence as number,
  );
  await UPSERT_FACTS.run(tx, unnestParameters(FACT_COLUMN_TYPES, latest));
}

/** The facts handed over in one transaction, upserted together before it commits (see WriteBehind). */
const DEFERRED_FACTS = new WriteBehind<EnrolmentFact>(upsertFacts);

/** The enrolment facts (matricula_fato) the Painel counts. */
@Injectable()
export class EnrolmentFactRepository {
  constructor(private readonly classes: ClassProjection<typeof REPORTING_CLASS_PROJECTION>) {}

  /**
   * Hands the fact an enrolment change leaves, under its class's current training (share-locked for the
   * transaction), to the transaction's one upsert of its facts, made before the transaction commits or
   * another handler runs: until then it is not in the table, so nothing in the transaction may read it back.
   */
  async deferFactUpsert(tx: Transaction, enrolment: EnrolmentSnapshotV1): Promise<void> {
    const klass = await this.classes.fieldsForEnrolment(tx, enrolment);
    await DEFERRED_FACTS.add(tx, enrolmentFact(enrolment, klass));
  }
}
