// Finance under test: its AppModule and schema on the platform's test kit
// (@treina/nest-platform/testing), which holds the service-independent parts:
// throwaway database and bus, event publishing, session tokens, HTTP client, the
// academic stand-in and the scenarios finance shares with reporting. What is finance's
// own is how a user reads it: the commission list.
import assert from 'node:assert/strict';
import { type CommissionRow, type EnrolmentSnapshotV1, queueNameOf } from '@treina/contracts';
import type { AcademicStandIn } from '@treina/contracts/testing';
import { type ConsumerUnderTest, type EnrolmentProjectionUnderTest, startConsumerUnderTest } from '@treina/nest-platform/testing';
import { AppModule } from '../src/app.module.js';
import { CommissionProjection } from '../src/commission/commission-projection.service.js';
import { FINANCE_SCHEMA, financeDatabaseOptions } from '../src/database/data-source.js';

export const QUEUE = queueNameOf('finance');

export type FinanceUnderTest = ConsumerUnderTest;

/** The whole commission list as `token`'s user sees it, by enrolment id. */
async function commissionList(finance: FinanceUnderTest, token: string, instance = 0): Promise<CommissionRow[]> {
  const answer = await finance.get<CommissionRow[]>('/api/commissions?sort=id', token, instance);
  assert.equal(answer.status, 200);
  return answer.body;
}

/** A commission row less its seller's name and amounts (the scenarios' stand-in knows neither users nor charges). */
type EnrolmentFields = Omit<CommissionRow, 'nome_vendedor' | 'valor_base' | 'percentual' | 'valor_comissao'>;
const enrolmentFields = ({ nome_vendedor, valor_base, percentual, valor_comissao, ...row }: CommissionRow): EnrolmentFields => row;

/** The row the commission list shows for an enrolment in `state` (its class fields as academic has them now). */
function commissionRowOf(world: AcademicStandIn, state: EnrolmentSnapshotV1): EnrolmentFields {
  const { id_turma, nome_treinamento, data_inicio, data_fim } = world.classFieldsOf(state.id_turma);
  return {
    id: state.id_matricula,
    id_turma,
    nome_treinamento,
    data_inicio,
    data_fim,
    nome_aluno: state.nome_aluno,
    data_hora_inscricao: state.data_hora_inclusao,
    id_status_inscricao: state.id_status_inscricao,
    status_inscricao: state.nome_status_inscricao,
    data_hora_cancelamento: state.data_hora_cancelamento,
    data_hora_pagamento: state.data_hora_pagamento,
    id_usuario_venda: state.id_usuario_venda,
  };
}

/**
 * Finance for the kit: how it starts (its users hold the commissions permission unless
 * told otherwise) and how the shared enrolment-projection scenarios read it: the commission
 * list an administrator sees, the comissao rows.
 */
export const FINANCE: EnrolmentProjectionUnderTest<CommissionRow[]> = {
  service: 'finance',
  app: AppModule,
  databaseOptions: financeDatabaseOptions,
  projectionTables: FINANCE_SCHEMA.projectionTables,
  userDefaults: { permissions: ['commissions'] },
  view: commissionList,
  count: (rows) => rows.length,
  rows: 'comissao',
  resetSays: /comissao, matricula_estado, treinamento_taxa, turma_projecao, treinamento_projecao emptied/,
  handler: CommissionProjection,
  async expectShowsAsAcademic(finance, admin, world, ids) {
    const wanted = (ids ?? [...world.enrolments.keys()]).map((id) => world.enrolments.get(id)!);
    const expected = wanted
      .filter((state) => state.gera_comissao)
      .sort((a, b) => a.id_matricula - b.id_matricula)
      .map((state) => commissionRowOf(world, state));
    const shown = (await commissionList(finance, admin)).filter((row) => !ids || ids.includes(row.id)).map(enrolmentFields);
    assert.deepEqual(shown, expected);
    // The list does not show the training's id: the rows hold the class's current one.
    const { rows } = await finance.pool.query<{ id_matricula: number; id_treinamento: number }>(
      'SELECT id_matricula, id_treinamento FROM comissao WHERE id_matricula = ANY($1::int[]) ORDER BY id_matricula',
      [expected.map((row) => row.id)],
    );
    assert.deepEqual(
      rows,
      expected.map((row) => ({ id_matricula: row.id, id_treinamento: world.classFieldsOf(row.id_turma).id_treinamento })),
    );
  },
};

/** Finance on its own throwaway database and bus names; `instances` replicas share the queue. */
export function startFinance(options: { instances?: number } = {}): Promise<FinanceUnderTest> {
  return startConsumerUnderTest({ ...FINANCE, ...options });
}
