import { Injectable } from '@nestjs/common';
import { type CommissionRateOptions, UserType } from '@treina/contracts';
import { queryRows, unnestParameters, unnestSql, WriteBehind } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { CommissionRate, Month } from './commission-amounts.rules.js';

/** What a recomputation names: enrolments, or every commission of a class, a training or a seller. */
export interface LedgerScope {
  id_matricula?: number;
  id_turma?: number;
  id_treinamento?: number;
  id_usuario?: number;
}

/** An enrolment's commission row with the rate that applies to it (numeric text), as the ledger reads it. */
export interface RatedCommission {
  id_matricula: number;
  id_usuario_venda: number | null;
  id_aluno: number;
  nome_aluno: string;
  nome_treinamento: string;
  id_status_inscricao: number;
  valor_pago: string | null;
  data_hora_pagamento: Date | null;
  taxa: string | null;
}

/** A ledger entry as stored (numeric text). */
export interface StoredEntry {
  id_matricula: number;
  mes: Month;
  id_usuario_venda: number | null;
  valor_base: string;
  percentual: string;
  valor_comissao: string;
  tipo: 'Comissão' | 'Ajuste';
}

/** An entry to write, with the names its statement line shows. */
export interface NewEntry {
  id_matricula: number;
  mes: string;
  id_usuario_venda: number | null;
  id_aluno: number;
  nome_aluno: string;
  nome_treinamento: string;
  valor_base: string;
  percentual: string;
  valor_comissao: string;
  tipo: string;
}

const ENTRY_COLUMNS = {
  id_matricula: 'int',
  mes: 'text',
  id_usuario_venda: 'int',
  id_aluno: 'int',
  nome_aluno: 'text',
  nome_treinamento: 'text',
  valor_base: 'numeric',
  percentual: 'numeric',
  valor_comissao: 'numeric',
  tipo: 'text',
} as const;
const AMOUNT_COLUMNS = { id_matricula: 'int', valor_base: 'numeric', percentual: 'numeric', valor_comissao: 'numeric' } as const;

/** The rate that applies to commission row `c`: the seller's for its training, the seller's, the training's, else 0. */
const RATE_SQL = `COALESCE(
  (SELECT st.percentual FROM comissao_taxa st WHERE st.id_usuario = c.id_usuario_venda AND st.id_treinamento = c.id_treinamento),
  (SELECT s.percentual FROM comissao_taxa s WHERE s.id_usuario = c.id_usuario_venda AND s.id_treinamento IS NULL),
  (SELECT t.percentual FROM treinamento_taxa t WHERE t.id_treinamento = c.id_treinamento), 0)`;

/** Closing a month and recomputing a commission exclude each other (a recomputation never writes into a month being closed). */
const CLOSING_LOCK = `hashtext('comissao_mes_fechado')`;

/** The commission ledger (comissao_lancamento), the rates, the closed months, and the amounts on the commission rows. */
@Injectable()
export class CommissionLedgerRepository {
  /**
   * Recomputations an event handler hands over: run after the commission rows the same handler handed over
   * (those first), before the transaction commits. `whenFlushed` is the ledger's recomputation.
   */
  private readonly deferred = new WriteBehind<LedgerScope>((db, scopes) => this.whenFlushed(db, scopes));
  private whenFlushed: (db: EntityManager, scopes: LedgerScope[]) => Promise<void> = async () => undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** Who recomputes the scopes handed over through deferRecompute (the ledger, once). */
  onDeferredRecompute(recompute: (db: EntityManager, scopes: LedgerScope[]) => Promise<void>): void {
    this.whenFlushed = recompute;
  }

  /** Hands a recomputation over to the transaction's write of handed-over rows (at once outside a transaction). */
  deferRecompute(db: EntityManager, scope: LedgerScope): Promise<void> {
    return this.deferred.add(db, scope);
  }

  get pool(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * The enrolments a recomputation covers, locked. Named enrolments (an event, a payment): held state, then row,
   * the enrolment path's order. A class, training or seller: only rows whose stored rate is no longer the one
   * that applies, and only the rows, as the class projection locks them: neither waits for the other in a cycle.
   */
  async lockScope(db: EntityManager, scope: LedgerScope[]): Promise<number[]> {
    const ids = (key: keyof LedgerScope) => scope.flatMap((part) => (part[key] === undefined ? [] : [part[key]]));
    const named = await queryRows<{ id_matricula: number }>(
      db,
      'SELECT id_matricula FROM matricula_estado WHERE id_matricula = ANY(:ids::int[]) ORDER BY id_matricula FOR UPDATE',
      { ids: ids('id_matricula') },
    );
    const groups = { turmas: ids('id_turma'), treinamentos: ids('id_treinamento'), usuarios: ids('id_usuario') };
    const rows = await queryRows<{ id_matricula: number }>(
      db,
      `SELECT c.id_matricula FROM comissao c
        WHERE c.id_matricula = ANY(:ids::int[])
           OR ((c.id_turma = ANY(:turmas::int[]) OR c.id_treinamento = ANY(:treinamentos::int[]) OR c.id_usuario_venda = ANY(:usuarios::int[]))
               AND c.percentual IS DISTINCT FROM ${RATE_SQL})
        ORDER BY c.id_matricula FOR UPDATE OF c`,
      { ids: named.map((row) => row.id_matricula), ...groups },
    );
    await queryRows(db, `SELECT pg_advisory_xact_lock_shared(${CLOSING_LOCK})`);
    return [...new Set([...named, ...rows].map((row) => row.id_matricula))].sort((a, b) => a - b);
  }

  /** The commission rows of `ids` with their rate: the seller's for the training, the seller's, the training's. */
  ratedCommissions(db: EntityManager, ids: number[]): Promise<RatedCommission[]> {
    return queryRows(
      db,
      `SELECT c.id_matricula, c.id_usuario_venda, c.id_aluno, c.nome_aluno, c.nome_treinamento, c.id_status_inscricao,
              c.valor_pago::text AS valor_pago, c.data_hora_pagamento, ${RATE_SQL}::numeric(5,2)::text AS taxa
         FROM comissao c WHERE c.id_matricula = ANY(:ids::int[])`,
      { ids },
    );
  }

  entriesOf(
    db: EntityManager,
    ids: number[],
  ): Promise<Array<StoredEntry & { id_aluno: number; nome_aluno: string; nome_treinamento: string }>> {
    return queryRows(
      db,
      `SELECT id_matricula, mes, id_usuario_venda, valor_base::text AS valor_base, percentual::text AS percentual,
              valor_comissao::text AS valor_comissao, tipo, id_aluno, nome_aluno, nome_treinamento
         FROM comissao_lancamento WHERE id_matricula = ANY(:ids::int[]) ORDER BY id`,
      { ids },
    );
  }

  async closedMonths(db: EntityManager): Promise<Set<Month>> {
    const rows = await queryRows<{ mes: string }>(db, 'SELECT mes FROM comissao_mes_fechado');
    return new Set(rows.map((row) => row.mes));
  }

  /** Replaces the open months' entries of `ids` with `entries`. */
  async replaceOpenEntries(db: EntityManager, ids: number[], entries: NewEntry[]): Promise<void> {
    await queryRows(
      db,
      `DELETE FROM comissao_lancamento WHERE id_matricula = ANY(:ids::int[]) AND mes NOT IN (SELECT mes FROM comissao_mes_fechado)`,
      { ids },
    );
    if (!entries.length) return;
    await queryRows(
      db,
      `INSERT INTO comissao_lancamento (${Object.keys(ENTRY_COLUMNS).join(', ')})
       SELECT ${Object.keys(ENTRY_COLUMNS).join(', ')} FROM ${unnestSql(ENTRY_COLUMNS, 'v')}`,
      unnestParameters(ENTRY_COLUMNS, entries),
    );
  }

  /** Sets the commission rows' amounts, touching only those that change (each change moves the list's version). */
  async setAmounts(
    db: EntityManager,
    amounts: Array<{ id_matricula: number; valor_base: string; percentual: string; valor_comissao: string }>,
  ) {
    if (!amounts.length) return;
    await queryRows(
      db,
      `UPDATE comissao c SET valor_base = v.valor_base, percentual = v.percentual, valor_comissao = v.valor_comissao
         FROM ${unnestSql(AMOUNT_COLUMNS, 'v')}
        WHERE c.id_matricula = v.id_matricula
          AND (c.valor_base, c.percentual, c.valor_comissao) IS DISTINCT FROM (v.valor_base, v.percentual, v.valor_comissao)`,
      unnestParameters(AMOUNT_COLUMNS, amounts),
    );
  }

  /** Keeps a training's default rate from its snapshot; answers whether it changed (older revisions change nothing). */
  async saveTrainingRate(db: EntityManager, id_treinamento: number, percentual: string | null, revision: number): Promise<boolean> {
    const rows = await queryRows(
      db,
      `INSERT INTO treinamento_taxa AS t (id_treinamento, percentual, revision) VALUES (:id_treinamento, :percentual, :revision)
       ON CONFLICT (id_treinamento) DO UPDATE SET percentual = EXCLUDED.percentual, revision = EXCLUDED.revision
        WHERE t.revision < EXCLUDED.revision
       RETURNING id_treinamento`,
      { id_treinamento, percentual, revision },
    );
    return rows.length > 0;
  }

  /** The sellers' rates, with names where known. */
  rates(db: EntityManager = this.pool) {
    return queryRows<{
      id_usuario: number;
      nome_usuario: string | null;
      id_treinamento: number | null;
      nome_treinamento: string | null;
      percentual: string;
    }>(
      db,
      `SELECT r.id_usuario, u.nome AS nome_usuario, r.id_treinamento, t.nome_treinamento, r.percentual::text AS percentual
         FROM comissao_taxa r
         LEFT JOIN usuario_projecao u ON u.id_usuario = r.id_usuario
         LEFT JOIN treinamento_projecao t ON t.id_treinamento = r.id_treinamento
        ORDER BY u.nome NULLS LAST, r.id_usuario, r.id_treinamento NULLS FIRST`,
    );
  }

  /** Whom and what a rate may name: active staff users and the trainings not deleted, by name. */
  async rateOptions(): Promise<CommissionRateOptions> {
    const [vendedores, treinamentos] = await Promise.all([
      queryRows<{ id_usuario: number; nome: string }>(
        this.pool,
        `SELECT id_usuario, nome FROM usuario_projecao WHERE status AND id_tipo_usuario <> :student ORDER BY nome, id_usuario`,
        { student: UserType.ALUNO },
      ),
      queryRows<{ id_treinamento: number; nome_treinamento: string }>(
        this.pool,
        `SELECT id_treinamento, nome_treinamento FROM treinamento_projecao
          WHERE NOT excluido AND nome_treinamento IS NOT NULL ORDER BY nome_treinamento, id_treinamento`,
      ),
    ]);
    return { vendedores, treinamentos };
  }

  /** Replaces every seller rate; answers the sellers whose rates were or are now set. */
  async replaceRates(db: EntityManager, rates: CommissionRate[]): Promise<number[]> {
    const before = await queryRows<{ id_usuario: number }>(db, 'DELETE FROM comissao_taxa RETURNING id_usuario');
    if (rates.length) {
      const columns = { id_usuario: 'int', id_treinamento: 'int', percentual: 'numeric' } as const;
      await queryRows(
        db,
        `INSERT INTO comissao_taxa (id_usuario, id_treinamento, percentual) SELECT v.id_usuario, v.id_treinamento, v.percentual / 100 FROM ${unnestSql(columns, 'v')}`,
        unnestParameters(columns, rates),
      );
    }
    return [...new Set([...before.map((row) => row.id_usuario), ...rates.map((rate) => rate.id_usuario)])];
  }

  /** Closes the month: false when it was closed already. */
  async closeMonth(db: EntityManager, mes: Month, id_usuario: number): Promise<boolean> {
    await queryRows(db, `SELECT pg_advisory_xact_lock(${CLOSING_LOCK})`);
    const rows = await queryRows(
      db,
      'INSERT INTO comissao_mes_fechado (mes, id_usuario) VALUES (:mes, :id_usuario) ON CONFLICT (mes) DO NOTHING RETURNING mes',
      { mes, id_usuario },
    );
    return rows.length > 0;
  }

  async isClosed(mes: Month): Promise<boolean> {
    const rows = await queryRows(this.pool, 'SELECT 1 FROM comissao_mes_fechado WHERE mes = :mes', { mes });
    return rows.length > 0;
  }

  /** The month's entries, with the seller's name, of every seller or one. */
  statementLines(mes: Month, seller: number | null) {
    return queryRows<StoredEntry & { nome_vendedor: string | null; nome_aluno: string; nome_treinamento: string }>(
      this.pool,
      `SELECT l.id_matricula, l.mes, l.id_usuario_venda, u.nome AS nome_vendedor, l.nome_aluno, l.nome_treinamento,
              l.valor_base::text AS valor_base, l.percentual::text AS percentual, l.valor_comissao::text AS valor_comissao, l.tipo
         FROM comissao_lancamento l LEFT JOIN usuario_projecao u ON u.id_usuario = l.id_usuario_venda
        WHERE l.mes = :mes AND (CAST(:seller AS int) IS NULL OR l.id_usuario_venda = :seller)
        ORDER BY u.nome NULLS LAST, l.id_usuario_venda, l.tipo DESC, l.id_matricula, l.id`,
      { mes, seller },
    );
  }

  /** A student's erasure reaches the statements' lines too. */
  async anonymiseStudent(db: EntityManager, id_aluno: number, nome_aluno: string): Promise<void> {
    await queryRows(
      db,
      'UPDATE comissao_lancamento SET nome_aluno = :nome_aluno WHERE id_aluno = :id_aluno AND nome_aluno <> :nome_aluno',
      {
        id_aluno,
        nome_aluno,
      },
    );
  }
}
