import { EnrolmentStatus, type EnrolmentSnapshotV1 } from '@treina/contracts';
import { HotStatement, PreparedQuery } from '@treina/nest-platform';
import { type EntityManager, In, Not } from 'typeorm';
import { CHANGED_ENROLMENT_SNAPSHOTS, type EnrolmentSnapshotRow, snapshotsById } from './class-snapshot.js';
import { EnrolmentEntity } from './enrolment.entity.js';
import type { EnrolmentState } from './enrolment-state-machine.js';

/** An enrolment as the rules see it, with its class and its sequence. */
export interface StoredEnrolment extends EnrolmentState {
  id: number;
  id_turma: number;
  sequence: number;
}

export function toStoredEnrolment(row: EnrolmentEntity): StoredEnrolment {
  return {
    id: row.id,
    id_turma: row.id_turma,
    sequence: row.sequence,
    id_aluno: row.id_aluno,
    id_status: row.id_status_inscricao,
    id_forma_pagto: row.id_forma_pagto,
    valor_pago: row.valor_pago === null ? null : Number(row.valor_pago),
    cod_pagto: row.cod_pagto,
    gera_comissao: row.gera_comissao,
    libera_conteudo: row.libera_conteudo,
    id_status_contrato_aluno: row.id_status_contrato_aluno,
    cci: row.cci,
    data_hora_inclusao: row.data_hora_inclusao,
    data_hora_pagamento: row.data_hora_pagamento,
    data_hora_cancelamento: row.data_hora_cancelamento,
    id_turma_origem: row.id_turma_origem,
  };
}

/** Every column of an enrolment, under its entity's property names (raw rows shaped like the entity). */
const CLASS_ENROLMENTS = new PreparedQuery<EnrolmentEntity, { classId: number }>((manager) =>
  manager
    .createQueryBuilder(EnrolmentEntity, 'e')
    .select(manager.connection.getMetadata(EnrolmentEntity).columns.map((column) => `e.${column.propertyName} AS "${column.propertyName}"`))
    .where('e.id_turma = :classId')
    .orderBy('e.id'),
);

/** A class's enrolments, in the order they were made (read on every save of the class: a prepared statement, not a find). */
export async function enrolmentsOfClass(manager: EntityManager, classId: number): Promise<StoredEnrolment[]> {
  return (await CLASS_ENROLMENTS.run(manager, { classId })).map(toStoredEnrolment);
}

/** The students' transfer requests and transfers in classes other than `classId`. */
export async function transferHistory(manager: EntityManager, students: number[], classId: number): Promise<StoredEnrolment[]> {
  const statuses = [EnrolmentStatus.SOLICITACAO_TRANSFERENCIA, EnrolmentStatus.TRANSFERIDO, EnrolmentStatus.TRANSFERENCIA_PAGA];
  const rows = await manager.find(EnrolmentEntity, {
    where: { id_aluno: In(students), id_turma: Not(classId), id_status_inscricao: In(statuses) },
    order: { id: 'ASC' },
  });
  return rows.map(toStoredEnrolment);
}

/** Enrolment states as named column arrays, for one set-based statement over `unnest` (UNNEST_STATES). */
interface StateColumns {
  /** The student of a new entry, or the id of a changed one. */
  key: number[];
  status: number[];
  forma: Array<number | null>;
  valor: Array<number | null>;
  cod: Array<string | null>;
  cci: string[];
  inclusao: Date[];
  pagamento: Array<Date | null>;
  cancelamento: Array<Date | null>;
  gera: boolean[];
  libera: boolean[];
  contrato: Array<number | null>;
  origem: Array<number | null>;
}

function stateColumns(rows: Array<{ key: number; state: EnrolmentState }>): StateColumns {
  const column = <T>(pick: (state: EnrolmentState) => T) => rows.map((row) => pick(row.state));
  return {
    key: rows.map((row) => row.key),
    status: column((s) => s.id_status),
    forma: column((s) => s.id_forma_pagto),
    valor: column((s) => s.valor_pago),
    cod: column((s) => s.cod_pagto),
    cci: column((s) => s.cci),
    inclusao: column((s) => s.data_hora_inclusao),
    pagamento: column((s) => s.data_hora_pagamento),
    cancelamento: column((s) => s.data_hora_cancelamento),
    gera: column((s) => s.gera_comissao),
    libera: column((s) => s.libera_conteudo),
    contrato: column((s) => s.id_status_contrato_aluno),
    origem: column((s) => s.id_turma_origem),
  };
}

// Each array is bound by its name and read under the same name: no order to keep in step.
const UNNEST_STATES = `unnest(:key::int[], :status::int[], :forma::int[], :valor::numeric[], :cod::text[], :cci::text[],
    :inclusao::timestamptz[], :pagamento::timestamptz[], :cancelamento::timestamptz[], :gera::bool[], :libera::bool[],
    :contrato::int[], :origem::int[])
  WITH ORDINALITY AS v(key, status, forma, valor, cod, cci, inclusao, pagamento, cancelamento, gera, libera, contrato, origem, ord)`;

// Raw SQL on purpose: one statement for the new entries and one for the changed ones, whatever the
// class size (bench/academic.bench.mjs: the PATCH of a class of 40 with every entry changed). Their
// text never changes, so each is prepared once per connection (bind and custom planning of the
// update cost ~0.5-0.7 ms per save as an unnamed statement).
type NewEnrolmentId = { id: number };
const INSERT_ENROLMENTS = new HotStatement<NewEnrolmentId>(`
  INSERT INTO inscricao (id_turma, id_aluno, id_status_inscricao, id_forma_pagto, valor_pago, cod_pagto, cci, data_hora_inclusao,
                          data_hora_pagamento, data_hora_cancelamento, gera_comissao, libera_conteudo, id_status_contrato_aluno,
                          id_turma_origem, id_usuario_venda)
   SELECT :classId, v.key, v.status, v.forma, v.valor, v.cod, v.cci, v.inclusao, v.pagamento, v.cancelamento, v.gera, v.libera,
          v.contrato, v.origem, :sellerId
     FROM ${UNNEST_STATES}
    ORDER BY v.ord
   RETURNING id`);

/** Inserts the new entries of a class; answers their ids in the order of `states`. */
export async function insertEnrolments(
  manager: EntityManager,
  classId: number,
  sellerId: number | null,
  states: EnrolmentState[],
): Promise<number[]> {
  if (!states.length) return [];
  const rows = await INSERT_ENROLMENTS.run(manager, {
    classId,
    sellerId,
    ...stateColumns(states.map((state) => ({ key: state.id_aluno, state }))),
  });
  return rows.map((row) => row.id);
}

/** Per data source (the snapshots' read is a PreparedQuery's text): the update of the changed entries. */
const UPDATE_ENROLMENTS = new WeakMap<object, HotStatement<EnrolmentSnapshotRow>>();
function updateStatement(manager: EntityManager): HotStatement<EnrolmentSnapshotRow> {
  let statement = UPDATE_ENROLMENTS.get(manager.connection);
  if (!statement) {
    statement = new HotStatement(
      `WITH changed AS (
     UPDATE inscricao e SET id_status_inscricao = v.status, id_forma_pagto = v.forma, valor_pago = v.valor, cod_pagto = v.cod, cci = v.cci,
            data_hora_inclusao = v.inclusao, data_hora_pagamento = v.pagamento, data_hora_cancelamento = v.cancelamento,
            gera_comissao = v.gera, libera_conteudo = v.libera, id_status_contrato_aluno = v.contrato, id_turma_origem = v.origem,
            sequence = e.sequence + 1, atualizado_em = now()
       FROM ${UNNEST_STATES}
      WHERE e.id = v.key
     RETURNING e.*)
   ${CHANGED_ENROLMENT_SNAPSHOTS.sql(manager)}`,
    );
    UPDATE_ENROLMENTS.set(manager.connection, statement);
  }
  return statement;
}

/**
 * Writes the changed entries (by enrolment id), raising each one's sequence; answers them as
 * their events carry them, by id: the update and the snapshots' read are one statement.
 */
export async function updateEnrolments(
  manager: EntityManager,
  changes: Array<{ id: number; state: EnrolmentState }>,
): Promise<Map<number, EnrolmentSnapshotV1>> {
  if (!changes.length) return new Map();
  const rows = await updateStatement(manager).run(
    manager,
    stateColumns(changes.map((change) => ({ key: change.id, state: change.state }))),
  );
  return snapshotsById(rows);
}
