import { Injectable } from '@nestjs/common';
import type { EnrolmentSnapshotV1, StudentAnonymisedV1 } from '@treina/contracts';
import { ClassProjection, HotStatement, queryRows } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';
import type { FINANCE_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { CommissionEntity } from './commission.entity.js';
import { commissionEffect, type CommissionEffect } from './commission.rules.js';
import { EnrolmentStateEntity } from './enrolment-state.entity.js';

// Hand-written statements with named parameters (queryRows), not the entity manager: this is the
// event path every enrolment change takes (bench: event lag, commit -> commission row), and
// TypeORM's insert/findOne/update/upsert builders cost about 0.7 ms of CPU per event there, as
// much again as the handler's own work (CPU profiles of `BENCH_ONLY=lag npm run bench`, 2026-11-24).
// The ones every event runs are HotStatements (prepared once per connection).
const HOLD_STATE = new HotStatement<never, { id_matricula: number }>(
  `INSERT INTO matricula_estado (id_matricula, sequence, gera_comissao) VALUES (:id_matricula, 0, false)
  ON CONFLICT (id_matricula) DO NOTHING`,
);
const LOCK_STATE = new HotStatement<Pick<EnrolmentStateEntity, 'sequence'>, { id_matricula: number }>(
  'SELECT sequence FROM matricula_estado WHERE id_matricula = :id_matricula FOR UPDATE',
);
// The held sequence moves in the same statement as the commission row it decides (a data-modifying
// WITH): one round trip fewer per event, and the state row is already locked (LOCK_STATE).
const UPDATE_STATE_SQL = `UPDATE matricula_estado SET sequence = :sequence, gera_comissao = :gera_comissao, atualizado_em = now()
  WHERE id_matricula = :id_matricula`;
type HeldState = { id_matricula: number; sequence: number; gera_comissao: boolean };
const DELETE_COMMISSION = new HotStatement<never, HeldState>(
  `WITH state AS (${UPDATE_STATE_SQL}) DELETE FROM comissao WHERE id_matricula = :id_matricula`,
);
const MARK_ANONYMISED_SQL = `INSERT INTO aluno_anonimizado (id_aluno, nome_aluno, anonimizado_em) VALUES (:id_aluno, :nome_aluno, :anonimizado_em)
  ON CONFLICT (id_aluno) DO NOTHING`;
const ANONYMISE_COMMISSIONS_SQL = 'UPDATE comissao SET nome_aluno = :nome_aluno WHERE id_aluno = :id_aluno AND nome_aluno <> :nome_aluno';

/** Every column of a commission row that an event sets (busca is generated from them). */
type CommissionRow = Omit<CommissionEntity, 'busca'>;
const COMMISSION_COLUMNS = [
  'id_matricula',
  'id_turma',
  'id_treinamento',
  'nome_treinamento',
  'data_inicio',
  'data_fim',
  'id_aluno',
  'nome_aluno',
  'data_hora_inscricao',
  'id_status_inscricao',
  'status_inscricao',
  'data_hora_cancelamento',
  'data_hora_pagamento',
  'valor_pago',
  'id_usuario_venda',
] as const satisfies ReadonlyArray<keyof CommissionRow>;
// Every column of the row is listed (a compile error otherwise), each bound by its own name.
const _everyColumn: Record<Exclude<keyof CommissionRow, (typeof COMMISSION_COLUMNS)[number]>, never> = {};
// An anonymised student's rows keep the anonymous name, whatever the (older) enrolment event says.
const valueOf = (column: (typeof COMMISSION_COLUMNS)[number]) =>
  column === 'nome_aluno'
    ? `COALESCE((SELECT a.nome_aluno FROM aluno_anonimizado a WHERE a.id_aluno = :id_aluno), :nome_aluno)`
    : `:${column}`;
const UPSERT_COMMISSION = new HotStatement<never, CommissionRow & HeldState>(
  `WITH state AS (${UPDATE_STATE_SQL}) INSERT INTO comissao (${COMMISSION_COLUMNS.join(', ')})
  VALUES (${COMMISSION_COLUMNS.map(valueOf).join(', ')})
  ON CONFLICT (id_matricula) DO UPDATE SET ${COMMISSION_COLUMNS.filter((column) => column !== 'id_matricula')
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ')}`,
);

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
    const id_matricula = payload.id_matricula;
    const effect = commissionEffect(await this.lockState(manager, id_matricula), payload);
    if (effect === 'ignore') return effect;
    const state = { sequence: payload.sequence, gera_comissao: payload.gera_comissao };
    if (effect === 'remove') {
      await DELETE_COMMISSION.run(manager, { id_matricula, ...state });
      return effect;
    }
    const klass = await this.classes.fieldsForEnrolment(manager, payload);
    // One statement, whether the row is new or not (INSERT … ON CONFLICT DO UPDATE); the lock above orders the writers.
    await UPSERT_COMMISSION.run(manager, { ...commissionRow(payload, klass), ...state });
    return effect;
  }

  /**
   * The enrolment's held sequence (null: never applied), its state row locked for update.
   * Sequence 0 stands for "never applied": an unknown enrolment's row is inserted first so it
   * can be locked. The lock is tried first: on the event path the row usually exists already.
   */
  private async lockState(manager: EntityManager, id_matricula: number): Promise<number | null> {
    const [held] = await LOCK_STATE.run(manager, { id_matricula });
    if (held) return held.sequence;
    await HOLD_STATE.run(manager, { id_matricula });
    const [inserted] = await LOCK_STATE.run(manager, { id_matricula });
    return inserted?.sequence ?? null;
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
