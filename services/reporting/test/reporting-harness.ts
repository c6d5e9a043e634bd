// Reporting under test: its AppModule and schema on the platform's test kit
// (@treina/nest-platform/testing), which holds the service-independent parts:
// throwaway database and bus, event publishing, session tokens, HTTP client, the
// academic stand-in and the scenarios reporting shares with finance. What is
// reporting's own is how a user reads it: the Painel's enrolment summary.
import assert from 'node:assert/strict';
import { CANCELLED_ENROLMENT_STATUSES, type EnrolmentSnapshotV1, type EnrolmentSummary, PAID_ENROLMENT_STATUSES } from '@treina/contracts';
import { schoolTimeZone } from '@treina/nest-platform';
import { type ConsumerUnderTest, type EnrolmentProjectionUnderTest, startConsumerUnderTest } from '@treina/nest-platform/testing';
import { AppModule } from '../src/app.module.js';
import { REPORTING_SCHEMA, reportingDatabaseOptions } from '../src/database/data-source.js';
import { EnrolmentFacts } from '../src/enrolment-fact/enrolment-fact.service.js';

export type ReportingUnderTest = ConsumerUnderTest;

/** The summary of the days `from` to `to` ('YYYY-MM-DD', both included) as `token`'s user sees it. */
export async function enrolmentSummary(reporting: ReportingUnderTest, token: string, from: string, to: string, instance = 0) {
  const answer = await reporting.get<EnrolmentSummary>(`/api/reports/enrolments/summary?from=${from}&to=${to}`, token, instance);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

/** The month ('YYYY-MM') of an instant on the school's calendar. */
const monthOf = (at: string) => new Date(at).toLocaleDateString('en-CA', { timeZone: schoolTimeZone() }).slice(0, 7);

/** The months the summary counts an enrolment in: its inclusion, its cancellation and its revenue (see EnrolmentSummary). */
function momentsOf(state: EnrolmentSnapshotV1) {
  const paid = PAID_ENROLMENT_STATUSES.includes(state.id_status_inscricao);
  const cancelled = CANCELLED_ENROLMENT_STATUSES.includes(state.id_status_inscricao) && state.data_hora_cancelamento;
  return {
    inclusion: monthOf(state.data_hora_inclusao),
    cancellation: cancelled ? monthOf(state.data_hora_cancelamento!) : null,
    revenue: paid ? { month: monthOf(state.data_hora_pagamento ?? state.data_hora_inclusao), amount: state.valor_pago ?? 0 } : null,
  };
}

/**
 * Reporting for the kit: how it starts (its users hold the commissions permission unless
 * told otherwise) and how the shared enrolment-projection scenarios read it: the summary of
 * 2026 an administrator sees, the enrolment facts.
 */
export const REPORTING: EnrolmentProjectionUnderTest<EnrolmentSummary> = {
  service: 'reporting',
  app: AppModule,
  databaseOptions: reportingDatabaseOptions,
  projectionTables: REPORTING_SCHEMA.projectionTables,
  userDefaults: { permissions: ['commissions'] },
  view: (reporting, admin, instance) => enrolmentSummary(reporting, admin, '2026-01-01', '2026-12-31', instance),
  count: (figures) => figures.total,
  rows: 'matricula_fato',
  resetSays: /matricula_fato, turma_projecao, treinamento_projecao emptied/,
  handler: EnrolmentFacts,
  async expectShowsAsAcademic(reporting, admin, world, ids) {
    const states = (ids ?? [...world.enrolments.keys()])
      .map((id) => world.enrolments.get(id)!)
      .sort((a, b) => a.id_matricula - b.id_matricula);
    const trainingOf = (state: EnrolmentSnapshotV1) => {
      const { id_turma, id_treinamento, nome_treinamento } = world.classFieldsOf(state.id_turma);
      return { id_turma, id_treinamento, nome_treinamento };
    };
    const { rows } = await reporting.pool.query(
      `SELECT id_matricula, id_turma, id_treinamento, nome_treinamento, id_status_inscricao FROM matricula_fato
        WHERE id_matricula = ANY($1::int[]) ORDER BY id_matricula`,
      [states.map((state) => state.id_matricula)],
    );
    assert.deepEqual(
      rows,
      states.map((state) => ({ id_matricula: state.id_matricula, ...trainingOf(state), id_status_inscricao: state.id_status_inscricao })),
    );

    // The figures of the months their moments fall in (theirs alone): each enrolment under its class's current training.
    const moments = states.map((state) => ({ state, ...momentsOf(state) }));
    const months = (
      moments.flatMap((moment) => [moment.inclusion, moment.cancellation, moment.revenue?.month]).filter(Boolean) as string[]
    ).sort();
    const [year, month] = months.at(-1)!.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const figures = await enrolmentSummary(reporting, admin, `${months[0]}-01`, lastDay);
    assert.equal(figures.total, states.length);

    const byTraining = new Map<number, { id_treinamento: number; nome_treinamento: string; enrolments: number; revenue: number }>();
    for (const { state, revenue } of moments) {
      const { id_treinamento, nome_treinamento } = trainingOf(state);
      const entry = byTraining.get(id_treinamento) ?? { id_treinamento, nome_treinamento, enrolments: 0, revenue: 0 };
      entry.enrolments += 1;
      entry.revenue += revenue?.amount ?? 0;
      byTraining.set(id_treinamento, entry);
    }
    assert.deepEqual(
      [...figures.byTraining].sort((a, b) => a.id_treinamento - b.id_treinamento),
      [...byTraining.values()].sort((a, b) => a.id_treinamento - b.id_treinamento),
    );
    assert.deepEqual(
      figures.byMonth.map((row) => [row.month, row.enrolments, row.cancellations, row.revenue]),
      figures.byMonth.map(({ month: shown }) => [
        shown,
        moments.filter((moment) => moment.inclusion === shown).length,
        moments.filter((moment) => moment.cancellation === shown).length,
        moments.reduce((sum, moment) => sum + (moment.revenue?.month === shown ? moment.revenue.amount : 0), 0),
      ]),
    );
  },
};

/** Reporting on its own throwaway database and bus names; `instances` replicas share the queue. */
export function startReporting(options: { instances?: number } = {}): Promise<ReportingUnderTest> {
  return startConsumerUnderTest({ ...REPORTING, ...options });
}
