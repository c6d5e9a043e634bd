import { Inject, Injectable } from '@nestjs/common';
import {
  CANCELLED_ENROLMENT_STATUSES,
  EnrolmentStatus,
  type EnrolmentMonth,
  type EnrolmentSummary,
  type EnrolmentTrainingFigures,
  PAID_ENROLMENT_STATUSES,
  TRANSFER_ENROLMENT_STATUSES,
} from '@treina/contracts';
import { PLATFORM_CONFIG, type PlatformConfig, queryRows } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { bucketFormat, type SummaryPeriod, toCents } from './summary.rules.js';

interface MomentRow {
  kind: 'enrolment' | 'cancellation' | 'transfer' | 'revenue';
  month: string;
  id_treinamento: number;
  nome_treinamento: string;
  n: number;
  amount: string;
}

interface LeadRow {
  month: string;
  leads: number;
  converted: number;
}

const list = (values: readonly number[]) => values.join(', ');

// Report aggregates in SQL on purpose (CTEs, a lateral join, FILTER): one round trip per figure set.
// Parameters by name: :from and :to ('YYYY-MM-DD'), :tz (the school's time zone), :seller (or null).

/** The period's instants [lo, hi) in the school's time zone. */
const BOUNDS = `bounds AS (SELECT (:from::date)::timestamp AT TIME ZONE :tz AS lo, (:to::date + 1)::timestamp AT TIME ZONE :tz AS hi)`;
/** One seller's sales (a Vendas user), or every enrolment. */
const SCOPED = `scoped AS (SELECT * FROM matricula_fato WHERE :seller::int IS NULL OR id_usuario_venda = :seller::int)`;

/**
 * Each figure is one kind of moment of an enrolment (see libs/contracts api/reporting.ts):
 * inclusion, cancellation (4, 5), transfer (7, 8: the origin's 'Transferência' date),
 * payment (3, 8: the amount). Grouped by month in the school's time zone and training.
 */
const MOMENTS_SQL = `
  WITH ${BOUNDS}, ${SCOPED},
  moments AS (
    SELECT 'enrolment' AS kind, s.data_hora_inclusao AS at, 0::numeric AS amount, s.id_treinamento, s.nome_treinamento FROM scoped s
    UNION ALL
    SELECT 'cancellation', s.data_hora_cancelamento, 0, s.id_treinamento, s.nome_treinamento FROM scoped s
     WHERE s.id_status_inscricao IN (${list(CANCELLED_ENROLMENT_STATUSES)}) AND s.data_hora_cancelamento IS NOT NULL
    UNION ALL
    SELECT 'transfer', COALESCE(origin.data_hora_cancelamento, s.data_hora_inclusao), 0, s.id_treinamento, s.nome_treinamento FROM scoped s
      LEFT JOIN LATERAL (
        SELECT r.data_hora_cancelamento FROM matricula_fato r
         WHERE r.id_aluno = s.id_aluno AND r.id_turma = s.id_turma_origem AND r.id_status_inscricao = ${EnrolmentStatus.SOLICITACAO_TRANSFERENCIA} AND r.data_hora_cancelamento IS NOT NULL
         ORDER BY r.data_hora_cancelamento DESC LIMIT 1
      ) origin ON true
     WHERE s.id_status_inscricao IN (${list(TRANSFER_ENROLMENT_STATUSES)}) OR s.id_turma_origem IS NOT NULL
    UNION ALL
    SELECT 'revenue', COALESCE(s.data_hora_pagamento, s.data_hora_inclusao), COALESCE(s.valor_pago, 0), s.id_treinamento, s.nome_treinamento FROM scoped s
     WHERE s.id_status_inscricao IN (${list(PAID_ENROLMENT_STATUSES)})
  )
  SELECT m.kind, to_char(m.at AT TIME ZONE :tz, :bucket) AS month, m.id_treinamento, max(m.nome_treinamento) AS nome_treinamento,
         count(*)::int AS n, sum(m.amount)::text AS amount
    FROM moments m, bounds b
   WHERE m.at >= b.lo AND m.at < b.hi
   GROUP BY m.kind, 2, m.id_treinamento`;

const STATUS_SQL = `
  WITH ${BOUNDS}, ${SCOPED}
  SELECT s.id_status_inscricao, max(s.nome_status_inscricao) AS nome_status_inscricao, count(*)::int AS count
    FROM scoped s, bounds b
   WHERE s.data_hora_inclusao >= b.lo AND s.data_hora_inclusao < b.hi
   GROUP BY s.id_status_inscricao
   ORDER BY s.id_status_inscricao`;

const LEADS_SQL = `
  WITH ${BOUNDS}
  SELECT to_char(a.data_criacao AT TIME ZONE :tz, :bucket) AS month, count(*)::int AS leads,
         count(*) FILTER (WHERE a.is_student)::int AS converted
    FROM aluno_fato a, bounds b
   WHERE a.foi_interessado AND NOT a.excluido AND a.data_criacao >= b.lo AND a.data_criacao < b.hi
   GROUP BY 1`;

@Injectable()
export class SummaryService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** The Painel figures of the period; `seller` limits the enrolment figures to one seller's sales. */
  async summary(period: SummaryPeriod, seller: number | null): Promise<EnrolmentSummary> {
    const params = { from: period.from, to: period.to, tz: this.platform.schoolTimeZone, seller, bucket: bucketFormat(period.granularity) };
    // One snapshot of the facts for all three queries.
    const [moments, statuses, leads] = await this.dataSource.transaction('REPEATABLE READ', async (manager) => [
      await queryRows<MomentRow>(manager, MOMENTS_SQL, params),
      await queryRows<EnrolmentSummary['byStatus'][number]>(manager, STATUS_SQL, params),
      await queryRows<LeadRow>(manager, LEADS_SQL, params),
    ]);

    const months = new Map<string, EnrolmentMonth & { cents: number }>(
      period.months.map((month) => [month, { month, enrolments: 0, cancellations: 0, transfers: 0, revenue: 0, cents: 0 }]),
    );
    const trainings = new Map<number, EnrolmentTrainingFigures & { cents: number }>();
    for (const row of moments) {
      const month = months.get(row.month);
      const training =
        trainings.get(row.id_treinamento) ??
        trainings
          .set(row.id_treinamento, {
            id_treinamento: row.id_treinamento,
            nome_treinamento: row.nome_treinamento,
            enrolments: 0,
            revenue: 0,
            cents: 0,
          })
          .get(row.id_treinamento)!;
      if (row.kind === 'enrolment') {
        if (month) month.enrolments += row.n;
        training.enrolments += row.n;
      } else if (row.kind === 'cancellation') {
        if (month) month.cancellations += row.n;
      } else if (row.kind === 'transfer') {
        if (month) month.transfers += row.n;
      } else {
        if (month) month.cents += toCents(row.amount);
        training.cents += toCents(row.amount);
      }
    }
    const byTraining = [...trainings.values()]
      .filter((training) => training.enrolments > 0 || training.cents > 0)
      .map(({ cents, ...training }) => ({ ...training, revenue: cents / 100 }))
      .sort(
        (a, b) => b.enrolments - a.enrolments || b.revenue - a.revenue || a.nome_treinamento.localeCompare(b.nome_treinamento, 'pt-BR'),
      );
    const leadsByMonth = new Map(leads.map((row) => [row.month, row]));
    return {
      from: period.from,
      to: period.to,
      granularity: period.granularity,
      total: statuses.reduce((sum, row) => sum + row.count, 0),
      byStatus: statuses,
      byMonth: [...months.values()].map(({ cents, ...month }) => ({ ...month, revenue: cents / 100 })),
      byTraining,
      leadConversion: period.months.map((month) => ({
        month,
        leads: leadsByMonth.get(month)?.leads ?? 0,
        converted: leadsByMonth.get(month)?.converted ?? 0,
      })),
    };
  }
}
