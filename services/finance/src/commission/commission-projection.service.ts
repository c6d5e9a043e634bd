import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1, StudentAnonymisedV1 } from '@treina/contracts';
import {
  ClassProjection,
  type ColumnTypes,
  HotStatement,
  latestByKey,
  queryRows,
  unnestParameters,
  unnestSql,
  WriteBehind,
} from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import type { FINANCE_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import type { CommissionEntity } from './commission.entity.js';
import type { EnrolmentStateEntity } from './enrolment-state.entity.js';

// Hand-written statements with named parameters (queryRows), not the entity manager: this is the
// event path every enrolment change takes (bench: event lag, commit -> commission row), and
// TypeORM's insert/findOne/update/upsert builders cost about 0.7 ms of CPU per event there, as
// much again as the handler's own work (CPU profiles of `BENCH_ONLY=lag npm run bench`, 2026-11-24).
const MARK_ANONYMISED_SQL = `INSERT INTO aluno_anonimizado (id_aluno, nome_aluno, anonimizado_em) VALUES (:id_aluno, :nome_aluno, :anonimizado_em)
  ON CONFLICT (id_aluno) DO NOTHING`;
const ANONYMISE_COMMISSIONS_SQL = 'UPDATE comissao SET nome_aluno = :nome_aluno WHERE id_aluno = :id_aluno AND nome_aluno <> :nome_aluno';

/** Every column of a commission row that an event sets (busca is generated from them), and what decides it. */
type CommissionRow = Omit<CommissionEntity, 'busca'>;
type HeldState = Pick<EnrolmentStateEntity, 'sequence' | 'gera_comissao'>;
type CommissionWrite = CommissionRow & HeldState;

/** The SQL type of every column of a commission row, by its name (every column: a compile error otherwise). */
const ROW_TYPES: ColumnTypes<CommissionRow> = {
  id_matricula: 'int',
  id_turma: 'int',
  id_treinamento: 'int',
  nome_treinamento: 'varchar',
  data_inicio: 'date',
  data_fim: 'date',
  id_aluno: 'int',
  nome_aluno: 'varchar',
  data_hora_inscricao: 'timestamptz',
  id_status_inscricao: 'int',
  status_inscricao: 'varchar',
  data_hora_cancelamento: 'timestamptz',
  data_hora_pagamento: 'timestamptz',
  valor_pago: 'numeric',
  id_usuario_venda: 'int',
};
const STATE_TYPES: ColumnTypes<Pick<CommissionWrite, 'id_matricula' | 'sequence' | 'gera_comissao'>> = {
  id_matricula: 'int',
  sequence: 'int',
  gera_comissao: 'bool',
};
const COMMISSION_COLUMNS = Object.keys(ROW_TYPES) as Array<keyof CommissionRow>;
// An anonymised student's rows keep the anonymous name, whatever the (older) enrolment event says.
const valueOf = (column: keyof CommissionRow) =>
  column === 'nome_aluno'
    ? `COALESCE((SELECT a.nome_aluno FROM aluno_anonimizado a WHERE a.id_aluno = v.id_aluno), v.nome_aluno)`
    : `v.${column}`;

/**
 * SPEC: one commission row per enrolment whose entry has gera_comissao true. Each enrolment's
 * held sequence (matricula_estado) moves only up; an event not newer than the held sequence (a
 * repeat, a late older one, a replay of the current state) changes nothing. This statement moves
 * the held sequences of a batch's enrolments and answers those it moved, with their flag; its row
 * locks order concurrent writers (replicas, parallel batches): a waiting one sees the newer
 * sequence and leaves the enrolment alone. In enrolment order (latestByKey): two batches lock in
 * one order.
 */
const MOVE_STATES = new HotStatement<{ id_matricula: number; gera_comissao: boolean }>(
  `INSERT INTO matricula_estado AS s (id_matricula, sequence, gera_comissao)
   SELECT v.id_matricula, v.sequence, v.gera_comissao FROM ${unnestSql(STATE_TYPES, 'v')} ORDER BY v.id_matricula
   ON CONFLICT (id_matricula) DO UPDATE SET sequence = EXCLUDED.sequence, gera_comissao = EXCLUDED.gera_comissao, atualizado_em = now()
   WHERE s.sequence < EXCLUDED.sequence
   RETURNING s.id_matricula, s.gera_comissao`,
);

/**
 * The commission rows of the enrolments MOVE_STATES moved: removed where the flag is off, written
 * where it is on. A statement of its own, after the states' locks are held: a statement reads the
 * rows committed before it started, and MOVE_STATES may have waited for another writer of the same
 * enrolment to commit (its commission row, inserted meanwhile, must be seen to be removed).
 */
const WRITE_ROWS = new HotStatement<never>(
  `WITH removed AS (DELETE FROM comissao WHERE id_matricula = ANY(:removed::int[]))
   INSERT INTO comissao (${COMMISSION_COLUMNS.join(', ')})
   SELECT ${COMMISSION_COLUMNS.map(valueOf).join(', ')} FROM ${unnestSql(ROW_TYPES, 'v')} ORDER BY v.id_matricula
   ON CONFLICT (id_matricula) DO UPDATE SET ${COMMISSION_COLUMNS.filter((column) => column !== 'id_matricula')
     .map((column) => `${column} = EXCLUDED.${column}`)
     .join(', ')}`,
);

/** The commission writes of one transaction's enrolment events, in two statements: the latest event of each enrolment. */
const COMMISSION_WRITES = new WriteBehind<CommissionWrite>(async (manager, writes) => {
  const latest = latestByKey(
    writes,
    (write) => write.id_matricula,
    (write) => write.sequence,
  );
  const moved = new Map((await MOVE_STATES.run(manager, unnestParameters(STATE_TYPES, latest))).map((row) => [row.id_matricula, row]));
  if (!moved.size) return;
  const written = latest.filter((write) => moved.get(write.id_matricula)?.gera_comissao === true);
  const removed = latest.filter((write) => moved.get(write.id_matricula)?.gera_comissao === false).map((write) => write.id_matricula);
  await WRITE_ROWS.run(manager, { removed, ...unnestParameters(ROW_TYPES, written) });
});

/**
 * Keeps the commission rows from academic's enrolment events. Runs inside the
 * consumer's inbox transaction, so a redelivered message never runs twice; the rows
 * of a transaction's events are written together before it commits (WRITE_COMMISSIONS:
 * only a newer sequence changes anything, whoever applies it).
 *
 * The class fields of a row (training, its name, dates) follow academic's class and
 * training events too: academic does not re-send the enrolments of a class whose
 * dates or training change, nor of a renamed training. See ClassProjection.
 */
@Injectable()
export class CommissionProjection {
  constructor(private readonly classes: ClassProjection<typeof FINANCE_CLASS_PROJECTION>) {}

  /** The enrolment's commission row, as its event says, handed over to the transaction's one write of them (WRITE_COMMISSIONS). */
  async apply(manager: EntityManager, payload: EnrolmentSnapshotV1): Promise<void> {
    const klass = await this.classes.fieldsForEnrolment(manager, payload);
    await COMMISSION_WRITES.add(manager, {
      ...commissionRow(payload, klass),
      sequence: payload.sequence,
      gera_comissao: payload.gera_comissao,
    });
  }
}

/**
 * A student's erasure on request (issue 17): their commission rows show the anonymous name,
 * amounts, dates and statuses untouched (the totals do not change), and the marker keeps it so
 * for any enrolment event applied later (a late one, a replay's snapshots). Idempotent. Finance
 * audits no commission, so it holds no audit row about the student.
 */
export async function anonymiseCommissions(manager: EntityManager, event: StudentAnonymisedV1): Promise<void> {
  const { id_aluno, nome_aluno, anonimizado_em } = event;
  await queryRows(manager, MARK_ANONYMISED_SQL, { id_aluno, nome_aluno, anonimizado_em });
  await queryRows(manager, ANONYMISE_COMMISSIONS_SQL, { id_aluno, nome_aluno });
}

/** The commission row an enrolment snapshot shows, under its class's current training and dates. */
function commissionRow(
  payload: EnrolmentSnapshotV1,
  klass: Pick<CommissionEntity, 'id_treinamento' | 'nome_treinamento' | 'data_inicio' | 'data_fim'>,
): CommissionRow {
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
