import { Injectable } from '@nestjs/common';
import type { ChargeRow, FinanceSettings } from '@treina/contracts';
import {
  containsPattern,
  countedRows,
  foldedTerms,
  ListCountCache,
  type ListColumn,
  type ListQuery,
  type Page,
  queryRows,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { InstalmentCounts, PlannedCharge } from './charge.rules.js';

/** What a repository function runs on: an event's or a command's transaction, or the pool's manager. */
export type Db = EntityManager;

/** A charge as stored: amounts are numeric strings, `situacao` never says 'Vencida'. */
export interface StoredCharge {
  id: number;
  id_matricula: number;
  id_turma: number;
  id_aluno: number;
  valor: string;
  valor_recebido: string;
  situacao: 'Aberta' | 'Paga' | 'Cancelada';
  txid: string;
}

/** An enrolment's billing state: its last applied event and the terms its live charges came from. */
export interface EnrolmentBilling {
  id_matricula: number;
  sequence: number;
  id_status_inscricao: number;
  id_turma: number;
  id_aluno: number;
  termos: string | null;
  quitada_em: Date | null;
}

/** The enrolment's fields a charge copies. */
export interface ChargedEnrolment {
  id_matricula: number;
  id_turma: number;
  nome_treinamento: string;
  id_aluno: number;
  nome_aluno: string;
}

/** A payment to record against a charge. */
export interface NewPayment {
  id_cobranca: number;
  /** Centavos. */
  valor: number;
  pago_em: Date;
  forma_pagamento: string;
  origem: 'manual' | 'pix';
  end_to_end_id: string | null;
  divergente: boolean;
  pays_off: boolean;
  id_usuario: number | null;
}

const ALIAS = 'c';
/** 'Vencida' is an open charge past its due day on the school's calendar (:today). */
const STATUS_SQL = `CASE WHEN ${ALIAS}.situacao = 'Aberta' AND ${ALIAS}.vencimento < CAST(:today AS date) THEN 'Vencida' ELSE ${ALIAS}.situacao END`;
/** Overdue first, then open, both by due day; then paid and cancelled. */
const ORDER_SQL = `CASE WHEN ${ALIAS}.situacao <> 'Aberta' THEN 2 WHEN ${ALIAS}.vencimento < CAST(:today AS date) THEN 0 ELSE 1 END`;

const ROW_SELECT = [
  `${ALIAS}.id AS id`,
  `${ALIAS}.id_matricula AS id_matricula`,
  `${ALIAS}.id_turma AS id_turma`,
  `${ALIAS}.nome_treinamento AS nome_treinamento`,
  `${ALIAS}.id_aluno AS id_aluno`,
  `${ALIAS}.nome_aluno AS nome_aluno`,
  `${ALIAS}.parcela AS parcela`,
  `${ALIAS}.parcelas AS parcelas`,
  `${ALIAS}.valor::text AS valor`,
  `${ALIAS}.valor_recebido::text AS valor_recebido`,
  `to_char(${ALIAS}.vencimento, 'YYYY-MM-DD') AS vencimento`,
  `${STATUS_SQL} AS status`,
  `${ALIAS}.pago_em AS pago_em`,
  `${ALIAS}.forma_pagamento AS forma_pagamento`,
  `${ALIAS}.divergente AS divergente`,
  `${ALIAS}.estornado_em AS estornado_em`,
  `${ALIAS}.txid AS txid`,
];

/** Fields of ChargeRow that sort and filter `GET /api/charges` (status and the due-day range are read apart). */
export const CHARGE_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: `${ALIAS}.id`, kind: 'number' },
  id_matricula: { sql: `${ALIAS}.id_matricula`, kind: 'number' },
  id_turma: { sql: `${ALIAS}.id_turma`, kind: 'number' },
  id_aluno: { sql: `${ALIAS}.id_aluno`, kind: 'number' },
  nome_treinamento: { sql: `${ALIAS}.nome_treinamento`, kind: 'text' },
  nome_aluno: { sql: `${ALIAS}.nome_aluno`, kind: 'text' },
  parcela: { sql: `${ALIAS}.parcela`, kind: 'number' },
  valor: { sql: `${ALIAS}.valor`, kind: 'number' },
  vencimento: { sql: `${ALIAS}.vencimento`, kind: 'date' },
  pago_em: { sql: `${ALIAS}.pago_em`, kind: 'date' },
  forma_pagamento: { sql: `${ALIAS}.forma_pagamento`, kind: 'text' },
  divergente: { sql: `${ALIAS}.divergente`, kind: 'boolean' },
  status: { sql: ORDER_SQL, kind: 'number' },
  // Open (overdue or not) before paid and cancelled: with the due day after it, the same order as
  // 'status' (an overdue charge is due before an open one), served by an index.
  encerrada: { sql: `(${ALIAS}.situacao <> 'Aberta')`, kind: 'boolean' },
  // Read by the repository itself.
  vencimento_de: { sql: `${ALIAS}.vencimento`, kind: 'date' },
  vencimento_ate: { sql: `${ALIAS}.vencimento`, kind: 'date' },
};
/** Filters the repository applies itself rather than the paging protocol's equality. */
const OWN_FILTERS = new Set(['status', 'vencimento_de', 'vencimento_ate']);
const DEFAULT_SORT = [
  { field: 'encerrada', descending: false },
  { field: 'vencimento', descending: false },
];

/** A listed charge before its PIX code is added. */
export type ListedCharge = Omit<ChargeRow, 'pix_copia_e_cola'> & { txid: string };

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));
const withIsoInstants = (row: ListedCharge): ListedCharge => ({ ...row, pago_em: iso(row.pago_em), estornado_em: iso(row.estornado_em) });

/** The charges, their payments, the enrolments' billing states and the PIX settings. */
@Injectable()
export class ChargeRepository {
  /** Filtered totals kept while no charge changed (the list's version): the next pages reuse them. */
  private readonly totals = new ListCountCache('cobrancas');

  constructor(private readonly dataSource: DataSource) {}

  get pool(): Db {
    return this.dataSource.manager;
  }

  /** The enrolment's billing state, locked for the transaction; undefined when none yet. */
  async billingOf(db: Db, id_matricula: number): Promise<EnrolmentBilling | undefined> {
    const [row] = await queryRows<EnrolmentBilling>(db, 'SELECT * FROM cobranca_matricula WHERE id_matricula = :id_matricula FOR UPDATE', {
      id_matricula,
    });
    return row;
  }

  /** Saves the enrolment's billing state (its newer event and terms). */
  async saveBilling(db: Db, billing: Omit<EnrolmentBilling, 'quitada_em'>): Promise<void> {
    await queryRows(
      db,
      `INSERT INTO cobranca_matricula (id_matricula, sequence, id_status_inscricao, id_turma, id_aluno, termos)
       VALUES (:id_matricula, :sequence, :id_status_inscricao, :id_turma, :id_aluno, :termos)
       ON CONFLICT (id_matricula) DO UPDATE SET sequence = EXCLUDED.sequence, id_status_inscricao = EXCLUDED.id_status_inscricao,
         id_turma = EXCLUDED.id_turma, id_aluno = EXCLUDED.id_aluno, termos = EXCLUDED.termos`,
      billing,
    );
  }

  /** How many of the enrolment's charges are alive (not cancelled), and whether any of those received a payment. */
  async chargesNow(db: Db, id_matricula: number): Promise<{ alive: number; anyPayment: boolean }> {
    const [row] = await queryRows<{ alive: number; any_payment: boolean }>(
      db,
      `SELECT count(*)::int AS alive, COALESCE(bool_or(valor_recebido <> 0 OR situacao = 'Paga'), false) AS any_payment
         FROM cobranca WHERE id_matricula = :id_matricula AND situacao <> 'Cancelada'`,
      { id_matricula },
    );
    return { alive: row!.alive, anyPayment: row!.any_payment };
  }

  /** Creates the planned instalments of the enrolment. */
  async createCharges(db: Db, enrolment: ChargedEnrolment, plan: PlannedCharge[]): Promise<void> {
    await queryRows(
      db,
      `INSERT INTO cobranca (id_matricula, id_turma, nome_treinamento, id_aluno, nome_aluno, parcela, parcelas, valor, vencimento)
       SELECT :id_matricula, :id_turma, :nome_treinamento, :id_aluno,
              COALESCE((SELECT a.nome_aluno FROM aluno_anonimizado a WHERE a.id_aluno = :id_aluno), :nome_aluno),
              v.parcela, v.parcelas, v.valor / 100.0, v.vencimento
         FROM unnest(:parcela::int[], :parcelas::int[], :valor::bigint[], :vencimento::date[]) AS v(parcela, parcelas, valor, vencimento)`,
      {
        ...enrolment,
        parcela: plan.map((charge) => charge.parcela),
        parcelas: plan.map((charge) => charge.parcelas),
        valor: plan.map((charge) => charge.valor),
        vencimento: plan.map((charge) => charge.vencimento),
      },
    );
  }

  /** The enrolment's open charges keep its current names (the training's and the student's). */
  async renameOpen(db: Db, enrolment: ChargedEnrolment): Promise<void> {
    await queryRows(
      db,
      `UPDATE cobranca SET nome_treinamento = :nome_treinamento,
              nome_aluno = COALESCE((SELECT a.nome_aluno FROM aluno_anonimizado a WHERE a.id_aluno = :id_aluno), :nome_aluno)
        WHERE id_matricula = :id_matricula AND situacao = 'Aberta' AND (nome_treinamento <> :nome_treinamento OR nome_aluno <> :nome_aluno)`,
      enrolment,
    );
  }

  /** Cancels the enrolment's open charges (none of them received anything, or what they did stays recorded). */
  async cancelOpen(db: Db, id_matricula: number): Promise<void> {
    await queryRows(db, `UPDATE cobranca SET situacao = 'Cancelada' WHERE id_matricula = :id_matricula AND situacao = 'Aberta'`, {
      id_matricula,
    });
  }

  /** Refunds what the enrolment's charges received: a negative payment each, and the charges cancelled as refunded. */
  async refundPaid(db: Db, id_matricula: number, at: Date): Promise<void> {
    await queryRows(
      db,
      `WITH refunded AS (
         UPDATE cobranca c SET situacao = 'Cancelada', estornado_em = :at, valor_recebido = 0
           FROM cobranca o WHERE o.id = c.id AND c.id_matricula = :id_matricula AND c.valor_recebido > 0 AND c.estornado_em IS NULL
           RETURNING c.id, o.valor_recebido AS recebido
       )
       INSERT INTO pagamento (id_cobranca, valor, pago_em, forma_pagamento, origem)
       SELECT id, -recebido, :at, 'Estorno', 'estorno' FROM refunded`,
      { id_matricula, at },
    );
  }

  /** Settles the enrolment's open charges as paid outside Treina (the enrolment was marked paid by hand). */
  async settleOpen(db: Db, id_matricula: number, at: Date, forma: string): Promise<void> {
    await queryRows(
      db,
      `WITH settled AS (
         UPDATE cobranca c SET situacao = 'Paga', valor_recebido = c.valor, pago_em = :at, forma_pagamento = :forma
           FROM cobranca o WHERE o.id = c.id AND c.id_matricula = :id_matricula AND c.situacao = 'Aberta'
           RETURNING c.id, c.valor - o.valor_recebido AS falta
       )
       INSERT INTO pagamento (id_cobranca, valor, pago_em, forma_pagamento, origem)
       SELECT id, falta, :at, :forma, 'baixa' FROM settled WHERE falta > 0`,
      { id_matricula, at, forma },
    );
  }

  /**
   * What each enrolment of `ids` that has charges received on them, net of refunds (numeric text), and
   * when its latest payment was made: what its commission is computed from.
   */
  async receivedOf(
    db: Db,
    ids: readonly number[],
  ): Promise<Array<{ id_matricula: number; recebido: string; ultimo_pagamento: Date | null }>> {
    return queryRows(
      db,
      `SELECT c.id_matricula, sum(c.valor_recebido)::text AS recebido,
              (SELECT max(p.pago_em) FROM pagamento p JOIN cobranca pc ON pc.id = p.id_cobranca
                WHERE pc.id_matricula = c.id_matricula AND p.valor > 0) AS ultimo_pagamento
         FROM cobranca c WHERE c.id_matricula = ANY(:ids::int[]) GROUP BY c.id_matricula`,
      { ids: [...ids] },
    );
  }

  /** A class's enrolments' instalments counted, one line per enrolment (`today`: the school's day, for overdue). */
  async countsOfClass(id_turma: number, today: string) {
    return queryRows<InstalmentCounts & { id_matricula: number; valor: string; valor_recebido: string; divergente: boolean }>(
      this.pool,
      `SELECT id_matricula,
              count(*) FILTER (WHERE situacao <> 'Cancelada')::int AS parcelas,
              count(*) FILTER (WHERE situacao = 'Paga')::int AS pagas,
              count(*) FILTER (WHERE situacao = 'Aberta' AND vencimento < CAST(:today AS date))::int AS vencidas,
              count(*) FILTER (WHERE estornado_em IS NOT NULL)::int AS estornadas,
              COALESCE(sum(valor) FILTER (WHERE situacao <> 'Cancelada'), 0)::numeric(14,2)::text AS valor,
              COALESCE(sum(valor_recebido) FILTER (WHERE situacao <> 'Cancelada'), 0)::numeric(14,2)::text AS valor_recebido,
              bool_or(divergente AND situacao <> 'Cancelada') AS divergente
         FROM cobranca WHERE id_turma = :id_turma GROUP BY id_matricula ORDER BY id_matricula`,
      { id_turma, today },
    );
  }

  /** The student's charges show the anonymous name from now on. */
  async anonymiseStudent(db: Db, id_aluno: number, nome_aluno: string): Promise<void> {
    await queryRows(db, 'UPDATE cobranca SET nome_aluno = :nome_aluno WHERE id_aluno = :id_aluno AND nome_aluno <> :nome_aluno', {
      id_aluno,
      nome_aluno,
    });
  }

  /** One charge, locked for the transaction. */
  chargeForUpdate(db: Db, id: number): Promise<StoredCharge | undefined> {
    return this.lockedCharge(db, 'id = :key', id);
  }

  /** The charge a PIX txid names, locked for the transaction. */
  chargeByTxid(db: Db, txid: string): Promise<StoredCharge | undefined> {
    return this.lockedCharge(db, 'txid = :key', txid);
  }

  private async lockedCharge(db: Db, where: string, key: number | string): Promise<StoredCharge | undefined> {
    const [row] = await queryRows<StoredCharge>(
      db,
      `SELECT id, id_matricula, id_turma, id_aluno, valor::text, valor_recebido::text, situacao, txid FROM cobranca WHERE ${where} FOR UPDATE`,
      { key },
    );
    return row;
  }

  /** Whether a provider's payment (its endToEndId) was recorded already. */
  async paymentRecorded(db: Db, endToEndId: string): Promise<boolean> {
    const rows = await queryRows(db, 'SELECT 1 FROM pagamento WHERE end_to_end_id = :endToEndId', { endToEndId });
    return rows.length > 0;
  }

  /** Records a payment and applies it to its charge. */
  async recordPayment(db: Db, payment: NewPayment): Promise<void> {
    await queryRows(
      db,
      `INSERT INTO pagamento (id_cobranca, valor, pago_em, forma_pagamento, origem, end_to_end_id, divergente, id_usuario)
       VALUES (:id_cobranca, :valor / 100.0, :pago_em, :forma_pagamento, :origem, :end_to_end_id, :divergente, :id_usuario)`,
      payment,
    );
    await queryRows(
      db,
      `UPDATE cobranca SET valor_recebido = valor_recebido + :valor / 100.0, forma_pagamento = :forma_pagamento,
              divergente = divergente OR :divergente,
              situacao = CASE WHEN :pays_off THEN 'Paga' ELSE situacao END,
              pago_em = CASE WHEN :pays_off THEN :pago_em ELSE pago_em END
        WHERE id = :id_cobranca`,
      payment,
    );
  }

  /**
   * The enrolment when every one of its live charges is paid and that was not announced yet: the last
   * payment's time and method and what was paid in all; marks it announced.
   */
  async claimPaidOff(
    db: Db,
    id_matricula: number,
  ): Promise<{ id_turma: number; id_aluno: number; pago_em: Date; valor_pago: string; forma_pagamento: string } | undefined> {
    const [row] = await queryRows<{ id_turma: number; id_aluno: number; pago_em: Date; valor_pago: string; forma_pagamento: string }>(
      db,
      `WITH live AS (
         SELECT * FROM cobranca WHERE id_matricula = :id_matricula AND situacao <> 'Cancelada'
       ), paid_off AS (
         SELECT max(pago_em) AS pago_em, sum(valor_recebido)::text AS valor_pago,
                (SELECT forma_pagamento FROM live ORDER BY pago_em DESC NULLS LAST, id DESC LIMIT 1) AS forma_pagamento
           FROM live HAVING count(*) > 0 AND bool_and(situacao = 'Paga')
       )
       UPDATE cobranca_matricula m SET quitada_em = now()
         FROM paid_off p
        WHERE m.id_matricula = :id_matricula AND m.quitada_em IS NULL
        RETURNING m.id_turma, m.id_aluno, p.pago_em, p.valor_pago, p.forma_pagamento`,
      { id_matricula },
    );
    return row;
  }

  /** The charges list, searched, filtered, sorted and paged (`today`: the school's day, for 'Vencida'). */
  async list(query: ListQuery, today: string): Promise<Page<ListedCharge>> {
    const qb = this.dataSource.createQueryBuilder().from('cobranca', ALIAS).select(ROW_SELECT).setParameter('today', today);
    for (const filter of query.filters) {
      if (filter.field === 'status') {
        const status = filter.value.trim();
        if (status === 'Vencida') qb.andWhere(`${ALIAS}.situacao = 'Aberta' AND ${ALIAS}.vencimento < CAST(:today AS date)`);
        else if (status === 'Aberta') qb.andWhere(`${ALIAS}.situacao = 'Aberta' AND ${ALIAS}.vencimento >= CAST(:today AS date)`);
        else qb.andWhere(`${ALIAS}.situacao = :situacao`, { situacao: status });
      }
      if (filter.field === 'vencimento_de') qb.andWhere(`${ALIAS}.vencimento >= CAST(:de AS date)`, { de: filter.value });
      if (filter.field === 'vencimento_ate') qb.andWhere(`${ALIAS}.vencimento <= CAST(:ate AS date)`, { ate: filter.value });
    }
    foldedTerms(query.q).forEach((term, index) => {
      qb.andWhere(`${ALIAS}.busca LIKE :busca${index}`, { [`busca${index}`]: containsPattern(term) });
    });
    const rest = { ...query, q: undefined, filters: query.filters.filter((filter) => !OWN_FILTERS.has(filter.field)) };
    // 'Vencida' depends on the day: it keys the kept totals too.
    const key = JSON.stringify({ q: foldedTerms(query.q), filters: query.filters, today });
    const page = await runList<ListedCharge>(qb, rest, CHARGE_LIST_COLUMNS, DEFAULT_SORT, 'id', {
      total: query.filters.length || foldedTerms(query.q).length ? undefined : () => countedRows(this.pool, 'cobranca'),
      countThrough: (count) => this.totals.total(this.pool, key, count),
    });
    return { ...page, rows: page.rows.map(withIsoInstants) };
  }

  /** Every charge of one student, by due day. */
  async ofStudent(id_aluno: number, today: string): Promise<ListedCharge[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .from('cobranca', ALIAS)
      .select(ROW_SELECT)
      .where(`${ALIAS}.id_aluno = :id_aluno`, { id_aluno })
      .setParameter('today', today)
      .orderBy(`${ALIAS}.vencimento`, 'ASC')
      .addOrderBy(`${ALIAS}.id`, 'ASC')
      .getRawMany<ListedCharge>();
    return rows.map(withIsoInstants);
  }

  /** One charge as listed; undefined when there is none. */
  async listed(id: number, today: string): Promise<ListedCharge | undefined> {
    const row = await this.dataSource
      .createQueryBuilder()
      .from('cobranca', ALIAS)
      .select(ROW_SELECT)
      .where(`${ALIAS}.id = :id`, { id })
      .setParameter('today', today)
      .getRawOne<ListedCharge>();
    return row && withIsoInstants(row);
  }

  /** Overdue charges grouped by student or by class: how many, how much, the oldest due day; largest first. */
  async overdue(by: 'aluno' | 'turma', today: string) {
    const key = by === 'aluno' ? 'id_aluno' : 'id_turma';
    const name = by === 'aluno' ? 'max(nome_aluno)' : `max(nome_treinamento) || ' — Turma ' || id_turma`;
    return queryRows<{ id: number; nome: string; cobrancas: number; valor: string; vencimento_mais_antigo: string }>(
      this.pool,
      `SELECT ${key} AS id, ${name} AS nome, count(*)::int AS cobrancas, sum(valor - valor_recebido)::text AS valor,
              to_char(min(vencimento), 'YYYY-MM-DD') AS vencimento_mais_antigo
         FROM cobranca WHERE situacao = 'Aberta' AND vencimento < CAST(:today AS date)
        GROUP BY ${key} ORDER BY sum(valor - valor_recebido) DESC, ${key} LIMIT 500`,
      { today },
    );
  }

  /** Received in the school's current month, still to receive (open, not overdue) and overdue. */
  async summary(today: string, timeZone: string) {
    const [row] = await queryRows<{ recebido_mes: string; a_receber: string; vencido: string }>(
      this.pool,
      `SELECT
         (SELECT COALESCE(sum(p.valor), 0)::numeric(14,2)::text FROM pagamento p
           WHERE p.pago_em >= (date_trunc('month', CAST(:today AS date))::timestamp AT TIME ZONE :tz)) AS recebido_mes,
         (SELECT COALESCE(sum(valor - valor_recebido), 0)::numeric(14,2)::text FROM cobranca
           WHERE situacao = 'Aberta' AND vencimento >= CAST(:today AS date)) AS a_receber,
         (SELECT COALESCE(sum(valor - valor_recebido), 0)::numeric(14,2)::text FROM cobranca
           WHERE situacao = 'Aberta' AND vencimento < CAST(:today AS date)) AS vencido`,
      { today, tz: timeZone },
    );
    return row!;
  }

  async settings(db: Db = this.pool): Promise<FinanceSettings> {
    const [row] = await queryRows<FinanceSettings>(
      db,
      'SELECT chave_pix, nome_recebedor, cidade FROM configuracao_financeira WHERE id = 1',
    );
    return row ?? { chave_pix: '', nome_recebedor: '', cidade: '' };
  }

  async saveSettings(settings: FinanceSettings): Promise<void> {
    await queryRows(
      this.pool,
      `UPDATE configuracao_financeira SET chave_pix = :chave_pix, nome_recebedor = :nome_recebedor, cidade = :cidade, atualizado_em = now() WHERE id = 1`,
      settings,
    );
  }
}
