import { Inject, Injectable } from '@nestjs/common';
import {
  type CommissionRow,
  type EnrolmentSnapshotV1,
  PAYMENT_PENDING_STATUSES,
  PAYMENT_PENDING_TEXT,
  type StudentAnonymisedV1,
} from '@treina/contracts';
import {
  ClassProjection,
  containsPattern,
  countedRows,
  foldedTerms,
  foldSql,
  foldText,
  HotStatement,
  isDatePiece,
  latestByKey,
  ListCountCache,
  type ListQuery,
  type Page,
  PLATFORM_CONFIG,
  type PlatformConfig,
  queryRows,
  runList,
  type ShownDate,
  shownDateCondition,
  unnestParameters,
  unnestSql,
  WriteBehind,
} from '@treina/nest-platform';
import { DataSource, type ObjectLiteral } from 'typeorm';
import type { FINANCE_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { type CommissionScope, visibleCommissionsSql } from '../access.js';
import type { Transaction } from '../transaction.js';
import {
  COMMISSION_COLUMNS,
  COMMISSION_LIST_COLUMNS,
  COMMISSION_LIST_SELECT,
  type CommissionRecord,
  ENROLMENT_STATE_COLUMNS,
  LIST_ALIAS,
} from './commission.columns.js';
import { CommissionEntity } from './commission.entity.js';
import { type CommissionChange, type CommissionClassFields, commissionOutcome } from './commission.rules.js';

// The event path runs hand-written statements with named parameters (queryRows, HotStatement), not the
// entity manager: TypeORM's builders cost as much CPU per event as the handler's own work
// (the event-path SQL record in docs/decisions).
const MARK_ANONYMISED_SQL = `INSERT INTO aluno_anonimizado (id_aluno, nome_aluno, anonimizado_em) VALUES (:id_aluno, :nome_aluno, :anonimizado_em)
  ON CONFLICT (id_aluno) DO NOTHING`;
const ANONYMISE_COMMISSIONS_SQL = 'UPDATE comissao SET nome_aluno = :nome_aluno WHERE id_aluno = :id_aluno AND nome_aluno <> :nome_aluno';

const COMMISSION_COLUMN_NAMES = Object.keys(COMMISSION_COLUMNS) as Array<keyof CommissionRecord>;
// An anonymised student's rows keep the anonymous name, whatever the (older) enrolment event says.
const valueOf = (column: keyof CommissionRecord) =>
  column === 'nome_aluno'
    ? `COALESCE((SELECT a.nome_aluno FROM aluno_anonimizado a WHERE a.id_aluno = v.id_aluno), v.nome_aluno)`
    : `v.${column}`;

/**
 * Moves the held sequence of each enrolment of a batch, only upwards, and answers those it moved with
 * their flag. Its row locks order concurrent writers (replicas, parallel batches): a waiting one sees the
 * newer sequence and leaves the enrolment alone. In enrolment order, so two batches lock in one order.
 */
const MOVE_STATES = new HotStatement<{ id_matricula: number; gera_comissao: boolean }>(
  `INSERT INTO matricula_estado AS s (id_matricula, sequence, gera_comissao)
   SELECT v.id_matricula, v.sequence, v.gera_comissao FROM ${unnestSql(ENROLMENT_STATE_COLUMNS, 'v')} ORDER BY v.id_matricula
   ON CONFLICT (id_matricula) DO UPDATE SET sequence = EXCLUDED.sequence, gera_comissao = EXCLUDED.gera_comissao, atualizado_em = now()
   WHERE s.sequence < EXCLUDED.sequence
   RETURNING s.id_matricula, s.gera_comissao`,
);

/**
 * Removes and writes the commission rows of the enrolments MOVE_STATES moved. A statement of its own,
 * run after the states' locks are held: MOVE_STATES may have waited for another writer of the same
 * enrolment, whose row this statement must see to remove it.
 */
const WRITE_ROWS = new HotStatement<never>(
  `WITH removed AS (DELETE FROM comissao WHERE id_matricula = ANY(:removed::int[]))
   INSERT INTO comissao (${COMMISSION_COLUMN_NAMES.join(', ')})
   SELECT ${COMMISSION_COLUMN_NAMES.map(valueOf).join(', ')} FROM ${unnestSql(COMMISSION_COLUMNS, 'v')} ORDER BY v.id_matricula
   ON CONFLICT (id_matricula) DO UPDATE SET ${COMMISSION_COLUMN_NAMES.filter((column) => column !== 'id_matricula')
     .map((column) => `${column} = EXCLUDED.${column}`)
     .join(', ')}`,
);

/** Applies enrolment changes in two statements, the latest change of each enrolment; only a newer sequence changes anything. */
async function applyEnrolmentChanges(tx: Transaction, changes: CommissionChange[]): Promise<void> {
  const latest = latestByKey(
    changes,
    (change) => change.id_matricula,
    (change) => change.sequence,
  );
  const moved = await MOVE_STATES.run(tx, unnestParameters(ENROLMENT_STATE_COLUMNS, latest));
  if (!moved.length) return;
  const { written, removed } = commissionOutcome(latest, new Map(moved.map((row) => [row.id_matricula, row.gera_comissao])));
  await WRITE_ROWS.run(tx, { removed, ...unnestParameters(COMMISSION_COLUMNS, written) });
}

/** The changes handed over in one transaction, applied together before it commits (see WriteBehind). */
const DEFERRED_CHANGES = new WriteBehind<CommissionChange>(applyEnrolmentChanges);

/** Commissions by enrolment date, newest first (then the newest enrolment id). */
const DEFAULT_SORT = [{ field: 'data_hora_inscricao', descending: true }];

const column = (name: keyof CommissionRecord) => `${LIST_ALIAS}.${name}`;
const dayOf = (sql: string, instant: boolean) =>
  instant ? `to_char(${sql} AT TIME ZONE :tz, 'DD/MM/YYYY')` : `to_char(${sql}, 'DD/MM/YYYY')`;

/** The rows whose payment column shows PENDENTE (awaiting payment: status 1 or 2, neither paid nor cancelled). */
const PENDING_SQL = `(${column('data_hora_pagamento')} IS NULL AND ${column('id_status_inscricao')} IN (${PAYMENT_PENDING_STATUSES.join(', ')}) AND ${column('data_hora_cancelamento')} IS NULL)`;

/**
 * What a date column shows (DD/MM/YYYY on the school's calendar), which its column filter matches by
 * "contains"; the payment column shows the payment date, else PENDENTE, else '-'.
 */
const DATE_FILTER_TEXT: Record<string, string> = {
  data_inicio: dayOf(column('data_inicio'), false),
  data_fim: dayOf(column('data_fim'), false),
  data_hora_inscricao: dayOf(column('data_hora_inscricao'), true),
  data_hora_cancelamento: `COALESCE(${dayOf(column('data_hora_cancelamento'), true)}, '')`,
  data_hora_pagamento: `CASE WHEN ${column('data_hora_pagamento')} IS NOT NULL THEN ${dayOf(column('data_hora_pagamento'), true)}
    WHEN ${column('id_status_inscricao')} IN (${PAYMENT_PENDING_STATUSES.join(', ')}) AND ${column('data_hora_cancelamento')} IS NULL THEN 'PENDENTE' ELSE '-' END`,
};

/** The dates a row shows, for a search term that is a piece of DD/MM/YYYY. */
const SHOWN_DATES: Record<string, ShownDate> = {
  data_inicio: { sql: column('data_inicio') },
  data_fim: { sql: column('data_fim') },
  data_hora_inscricao: { sql: column('data_hora_inscricao'), instant: true },
  data_hora_pagamento: { sql: column('data_hora_pagamento'), instant: true },
  data_hora_cancelamento: { sql: column('data_hora_cancelamento'), instant: true },
};

/** 'YYYY-MM-DD' typed into a date filter means that day, like 'DD/MM/YYYY'. */
function dateFilterText(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value.trim();
}

/** Instants as ISO strings (the driver hands Date objects). */
function withIsoInstants(row: CommissionRow): CommissionRow {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));
  return {
    ...row,
    data_hora_inscricao: iso(row.data_hora_inscricao) as string,
    data_hora_cancelamento: iso(row.data_hora_cancelamento),
    data_hora_pagamento: iso(row.data_hora_pagamento),
  };
}

/** The commission rows (comissao), the enrolments' held states (matricula_estado) and the anonymised students' names. */
@Injectable()
export class CommissionRepository {
  /**
   * Search totals kept while no commission row changed (the list's version, kept by a trigger): the
   * next pages and a refresh reuse a broad search's count instead of reading every match again.
   */
  private readonly totals = new ListCountCache('comissoes');

  constructor(
    private readonly dataSource: DataSource,
    private readonly classes: ClassProjection<typeof FINANCE_CLASS_PROJECTION>,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** The class fields an enrolment's commission row shows now (the class projection's, share-locked for the transaction). */
  classFieldsOf(tx: Transaction, enrolment: EnrolmentSnapshotV1): Promise<CommissionClassFields> {
    return this.classes.fieldsForEnrolment(tx, enrolment);
  }

  /**
   * Hands the change over to the transaction's one write of its enrolment changes, made before the
   * transaction commits or another handler runs: until then it is not in the tables, so nothing in
   * the same transaction may read it back.
   */
  deferEnrolmentChange(tx: Transaction, change: CommissionChange): Promise<void> {
    return DEFERRED_CHANGES.add(tx, change);
  }

  /** The student's rows show the anonymous name from now on, whatever enrolment change comes later. Idempotent. */
  async anonymiseStudent(tx: Transaction, { id_aluno, nome_aluno, anonimizado_em }: StudentAnonymisedV1): Promise<void> {
    await queryRows(tx, MARK_ANONYMISED_SQL, { id_aluno, nome_aluno, anonimizado_em });
    await queryRows(tx, ANONYMISE_COMMISSIONS_SQL, { id_aluno, nome_aluno });
  }

  /** The Comissões list within `scope`, searched, filtered, sorted and (with `page`) paged. */
  async list(query: ListQuery, scope: CommissionScope): Promise<Page<CommissionRow>> {
    const timeZone = this.platform.schoolTimeZone;
    const qb = this.dataSource
      .getRepository(CommissionEntity)
      .createQueryBuilder(LIST_ALIAS)
      .select(COMMISSION_LIST_SELECT)
      // The calendar day of a date filter is the school's.
      .setParameter('tz', timeZone);
    const visible = visibleCommissionsSql(scope, LIST_ALIAS);
    if (visible) qb.andWhere(visible.sql, visible.params);
    // Date columns filter on the text they show (applyListQuery would want an exact ISO date).
    const dateFilters = query.filters.filter((filter) => DATE_FILTER_TEXT[filter.field]);
    dateFilters.forEach((filter, index) => {
      qb.andWhere(`${foldSql(DATE_FILTER_TEXT[filter.field]!)} LIKE :dateFilter${index}`, {
        [`dateFilter${index}`]: containsPattern(dateFilterText(filter.value)),
      });
    });
    // `q`: every term in the training, student or status (the stored folded text and its trigram
    // index), in the payment column's PENDENTE, or, a piece of a date, in a date as shown.
    foldedTerms(query.q).forEach((term, index) => {
      const alternatives = [`${LIST_ALIAS}.busca LIKE :busca${index}`];
      const params: ObjectLiteral = { [`busca${index}`]: containsPattern(term) };
      if (foldText(PAYMENT_PENDING_TEXT).includes(term)) alternatives.push(PENDING_SQL);
      if (isDatePiece(term)) {
        Object.entries(SHOWN_DATES).forEach(([field, shown], at) => {
          const date = shownDateCondition(shown, term, `d${index}_${at}`, timeZone);
          alternatives.push(field === 'data_hora_pagamento' ? `(${column('data_hora_pagamento')} IS NOT NULL AND ${date.sql})` : date.sql);
          Object.assign(params, date.params);
        });
      }
      qb.andWhere(alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`, params);
    });
    const rest = { ...query, q: undefined, filters: query.filters.filter((filter) => !DATE_FILTER_TEXT[filter.field]) };
    // Every commission, unsearched and unfiltered: the trigger-kept count.
    const whole = !visible && !foldedTerms(query.q).length && !query.filters.length;
    // Everything the count reads is the row's own: the scope, the search and the filters key it.
    const key = JSON.stringify({ seller: visible?.params.seller ?? null, q: foldedTerms(query.q), filters: query.filters });
    const page = await runList<CommissionRow>(qb, rest, COMMISSION_LIST_COLUMNS, DEFAULT_SORT, 'id', {
      total: whole ? () => countedRows(this.dataSource.manager, 'comissao') : undefined,
      countThrough: (count) => this.totals.total(this.dataSource.manager, key, count),
    });
    return { ...page, rows: page.rows.map(withIsoInstants) };
  }
}
