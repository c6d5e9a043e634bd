import { Injectable } from '@nestjs/common';
import {
  CANCELLED_ENROLMENT_STATUSES,
  EnrolmentStatus,
  type EnrolmentSummary,
  PAID_ENROLMENT_STATUSES,
  TRANSFER_ENROLMENT_STATUSES,
} from '@treina/contracts';
import { queryRows } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { COUNTED_FACTS_SQL } from '../access.js';
import type { LeadRow, MomentRow, SummaryFigures } from './summary.rules.js';

/** The period and scope of a read: days 'YYYY-MM-DD', the school's time zone, the seller (or null) and the bucket format. */
export interface FigureParams {
  from: string;
  to: string;
  tz: string;
  seller: number | null;
  bucket: string;
}

const list = (values: readonly number[]) => values.join(', ');

// Report aggregates in SQL on purpose (CTEs, a lateral join, FILTER): one round trip per figure set.

/** The period's instants [lo, hi) in the school's time zone. */
const BOUNDS = `bounds AS (SELECT (:from::date)::timestamp AT TIME ZONE :tz AS lo, (:to::date + 1)::timestamp AT TIME ZONE :tz AS hi)`;
/** The facts the viewer's Painel counts (access.ts). */
const SCOPED = `scoped AS (SELECT * FROM matricula_fato WHERE ${COUNTED_FACTS_SQL})`;

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

/** The Painel's reads over the enrolment and student facts. */
@Injectable()
export class SummaryRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The moments, statuses and leads of a period, in one snapshot of the facts. */
  figures(params: FigureParams): Promise<SummaryFigures> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => ({
      moments: await queryRows<MomentRow>(manager, MOMENTS_SQL, { ...params }),
      statuses: await queryRows<EnrolmentSummary['byStatus'][number]>(manager, STATUS_SQL, { ...params }),
      leads: await queryRows<LeadRow>(manager, LEADS_SQL, { ...params }),
    }));
  }
}
