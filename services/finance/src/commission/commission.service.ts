import { Inject, Injectable } from '@nestjs/common';
import { type CommissionRow, PAYMENT_PENDING_STATUSES, PAYMENT_PENDING_TEXT } from '@treina/contracts';
import {
  type AuthenticatedUser,
  containsPattern,
  foldedTerms,
  foldSql,
  foldText,
  isDatePiece,
  type ListColumn,
  type ListQuery,
  type Page,
  PLATFORM_CONFIG,
  type PlatformConfig,
  runList,
  type ShownDate,
  shownDateCondition,
  countedRows,
  ListCountCache,
} from '@treina/nest-platform';
import { DataSource, type ObjectLiteral } from 'typeorm';
import { CommissionEntity } from './commission.entity.js';
import { commissionScope } from './commission.rules.js';

/** Fields of CommissionRow that sort and filter `GET /api/commissions` (paging protocol). */
export const COMMISSION_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'c.id_matricula', kind: 'number' },
  id_turma: { sql: 'c.id_turma', kind: 'number' },
  nome_treinamento: { sql: 'c.nome_treinamento', kind: 'text', searchable: true },
  data_inicio: { sql: 'c.data_inicio', kind: 'date', searchable: true },
  data_fim: { sql: 'c.data_fim', kind: 'date', searchable: true },
  nome_aluno: { sql: 'c.nome_aluno', kind: 'text', searchable: true },
  data_hora_inscricao: { sql: 'c.data_hora_inscricao', kind: 'date', searchable: true },
  id_status_inscricao: { sql: 'c.id_status_inscricao', kind: 'number' },
  status_inscricao: { sql: 'c.status_inscricao', kind: 'text', searchable: true },
  data_hora_cancelamento: { sql: 'c.data_hora_cancelamento', kind: 'date', searchable: true },
  data_hora_pagamento: { sql: 'c.data_hora_pagamento', kind: 'date', searchable: true },
  id_usuario_venda: { sql: 'c.id_usuario_venda', kind: 'number' },
};

/** SPEC section 9: commissions by enrolment date, newest first (then the newest enrolment id). */
const DEFAULT_SORT = [{ field: 'data_hora_inscricao', descending: true }];

const dayOf = (sql: string, instant: boolean) =>
  instant ? `to_char(${sql} AT TIME ZONE :tz, 'DD/MM/YYYY')` : `to_char(${sql}, 'DD/MM/YYYY')`;

/**
 * What a date column shows (DD/MM/YYYY in the school's time zone), which is what its
 * column filter matches by "contains"; the payment column shows SPEC's rule: the
 * payment date, else PENDENTE (status 1 or 2, not cancelled), else '-'.
 */
const DATE_FILTER_TEXT: Record<string, string> = {
  data_inicio: dayOf('c.data_inicio', false),
  data_fim: dayOf('c.data_fim', false),
  data_hora_inscricao: dayOf('c.data_hora_inscricao', true),
  data_hora_cancelamento: `COALESCE(${dayOf('c.data_hora_cancelamento', true)}, '')`,
  data_hora_pagamento: `CASE WHEN c.data_hora_pagamento IS NOT NULL THEN ${dayOf('c.data_hora_pagamento', true)}
    WHEN c.id_status_inscricao IN (${PAYMENT_PENDING_STATUSES.join(', ')}) AND c.data_hora_cancelamento IS NULL THEN 'PENDENTE' ELSE '-' END`,
};

/** The dates a row shows, for a search term that is a piece of DD/MM/YYYY. */
const SHOWN_DATES: Record<string, ShownDate> = {
  data_inicio: { sql: 'c.data_inicio' },
  data_fim: { sql: 'c.data_fim' },
  data_hora_inscricao: { sql: 'c.data_hora_inscricao', instant: true },
  data_hora_pagamento: { sql: 'c.data_hora_pagamento', instant: true },
  data_hora_cancelamento: { sql: 'c.data_hora_cancelamento', instant: true },
};

/** The rows whose payment column shows PENDENTE (awaiting payment: status 1 or 2, neither paid nor cancelled). */
const PENDING_SQL = `(c.data_hora_pagamento IS NULL AND c.id_status_inscricao IN (${PAYMENT_PENDING_STATUSES.join(', ')}) AND c.data_hora_cancelamento IS NULL)`;

/** 'YYYY-MM-DD' typed into a date filter means that day, like 'DD/MM/YYYY'. */
function dateFilterText(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value.trim();
}

@Injectable()
export class CommissionService {
  /**
   * Search totals kept while no commission row changed (migration 1765100000002): counting
   * "souza" among 2,520,000 rows (BENCH_SCALE=10) reads every match, ~200 ms; the next pages and
   * a refresh reuse it. Every enrolment event moves the version, so this pays off between them.
   */
  private readonly totals = new ListCountCache('comissoes');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** The Comissões list the user may see, searched, filtered, sorted and (with `page`) paged. */
  async list(query: ListQuery, user: Pick<AuthenticatedUser, 'id_usuario' | 'id_tipo_usuario'>): Promise<Page<CommissionRow>> {
    const qb = this.dataSource
      .getRepository(CommissionEntity)
      .createQueryBuilder('c')
      .select([
        'c.id_matricula AS id',
        'c.id_turma AS id_turma',
        'c.nome_treinamento AS nome_treinamento',
        `to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio`,
        `to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim`,
        'c.nome_aluno AS nome_aluno',
        'c.data_hora_inscricao AS data_hora_inscricao',
        'c.id_status_inscricao AS id_status_inscricao',
        'c.status_inscricao AS status_inscricao',
        'c.data_hora_cancelamento AS data_hora_cancelamento',
        'c.data_hora_pagamento AS data_hora_pagamento',
        'c.id_usuario_venda AS id_usuario_venda',
      ])
      // The calendar day of a date filter is the school's.
      .setParameter('tz', this.platform.schoolTimeZone);
    const scope = commissionScope(user);
    if (scope.kind === 'own-sales') qb.andWhere('c.id_usuario_venda = :seller', { seller: scope.id_usuario_venda });
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
      const alternatives = [`c.busca LIKE :busca${index}`];
      const params: ObjectLiteral = { [`busca${index}`]: containsPattern(term) };
      if (foldText(PAYMENT_PENDING_TEXT).includes(term)) alternatives.push(PENDING_SQL);
      if (isDatePiece(term)) {
        Object.entries(SHOWN_DATES).forEach(([field, column], at) => {
          const date = shownDateCondition(column, term, `d${index}_${at}`, this.platform.schoolTimeZone);
          alternatives.push(field === 'data_hora_pagamento' ? `(c.data_hora_pagamento IS NOT NULL AND ${date.sql})` : date.sql);
          Object.assign(params, date.params);
        });
      }
      qb.andWhere(alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`, params);
    });
    const rest = { ...query, q: undefined, filters: query.filters.filter((filter) => !DATE_FILTER_TEXT[filter.field]) };
    // Every commission, unsearched and unfiltered: the kept count (2,520,000 rows at BENCH_SCALE=10).
    const whole = scope.kind !== 'own-sales' && !foldedTerms(query.q).length && !query.filters.length;
    // Everything the count reads is the row's own (COMMISSION_LIST_COLUMNS): the scope, the search and the filters key it.
    const key = JSON.stringify({
      seller: scope.kind === 'own-sales' ? scope.id_usuario_venda : null,
      q: foldedTerms(query.q),
      filters: query.filters,
    });
    const page = await runList<CommissionRow>(qb, rest, COMMISSION_LIST_COLUMNS, DEFAULT_SORT, 'id', {
      total: whole ? () => countedRows(this.dataSource.manager, 'comissao') : undefined,
      countThrough: (count) => this.totals.total(this.dataSource.manager, key, count),
    });
    return { ...page, rows: page.rows.map(normalise) };
  }
}

/** Instants as ISO strings (the driver hands Date objects). */
function normalise(row: CommissionRow): CommissionRow {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));
  return {
    ...row,
    data_hora_inscricao: iso(row.data_hora_inscricao) as string,
    data_hora_cancelamento: iso(row.data_hora_cancelamento),
    data_hora_pagamento: iso(row.data_hora_pagamento),
  };
}
