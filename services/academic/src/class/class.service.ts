import { Injectable } from '@nestjs/common';
import type { ClassEnrolmentEntry, ClassRow, MaterialRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  conflict,
  containsPattern,
  foldedTerms,
  foldSql,
  type ListColumn,
  type ListQuery,
  notFound,
  OutboxService,
  type OutboxTransaction,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { groupBy } from '../common/list.js';
import { isStudent } from '../common/student-access.js';
import { ReferenceService } from '../reference/reference.service.js';
import { refreshStudentFlags } from '../student/student-snapshot.js';
import { assertInstructor } from '../training/training.service.js';
import { loadClassSnapshots, loadEnrolmentSnapshots } from './class-snapshot.js';
import type { ClassDto, EnrolmentEntryDto } from './dto/class.dto.js';
import {
  type EnrolmentPlan,
  EnrolmentRuleError,
  type EnrolmentState,
  type EntryRequest,
  planEnrolments,
  TRANSFER_STATUSES,
  type TransferContext,
} from './enrolment-state-machine.js';

export const CLASS_NOT_FOUND = 'Turma não encontrada.';
const MSG_DATES = 'A data de término deve ser igual ou posterior à data de início.';
const MSG_CLASS_HAS_STUDENTS = 'Não é possível excluir uma turma com alunos inscritos: remova os alunos da turma antes de excluí-la.';

const COUNT_SQL = '(SELECT count(*)::int FROM inscricao ce WHERE ce.id_turma = c.id AND ce.id_status_inscricao NOT IN (4, 6))';

export const CLASS_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'c.id', kind: 'number' },
  id_treinamento: { sql: 'c.id_treinamento', kind: 'number' },
  nome_treinamento: { sql: 't.nome_treinamento', kind: 'text', searchable: true },
  id_instrutor: { sql: 'c.id_instrutor', kind: 'number' },
  nome_instrutor: { sql: 'u.nome', kind: 'text', searchable: true },
  data_inicio: { sql: 'c.data_inicio', kind: 'date' },
  data_fim: { sql: 'c.data_fim', kind: 'date' },
  id_periodo_turma: { sql: 'c.id_periodo_turma', kind: 'number' },
  nome_periodo_turma: { sql: 'p.nome_periodo_turma', kind: 'text', searchable: true },
  id_status_turma: { sql: 'c.id_status_turma', kind: 'number' },
  nome_status_turma: { sql: 's.nome_status_turma', kind: 'text', searchable: true },
  desc_turma: { sql: 'c.desc_turma', kind: 'text', searchable: true },
  count_alunos: { sql: COUNT_SQL, kind: 'number' },
};

/** SPEC: classes by start date, newest first. */
const DEFAULT_SORT = [
  { field: 'data_inicio', descending: true },
  { field: 'id', descending: true },
];

interface ClassRecord {
  id_treinamento: number;
  id_instrutor: number | null;
  data_inicio: string;
  data_fim: string;
  id_periodo_turma: number;
  id_status_turma: number;
  desc_turma: string | null;
  gera_comissao: boolean;
}
const CLASS_FIELDS: Array<keyof ClassRecord> = [
  'id_treinamento',
  'id_instrutor',
  'data_inicio',
  'data_fim',
  'id_periodo_turma',
  'id_status_turma',
  'desc_turma',
  'gera_comissao',
];

interface StoredEnrolment extends EnrolmentState {
  id: number;
  id_turma: number;
  sequence: number;
}

const ENROLMENT_STATE_SQL = `
  SELECT e.id, e.id_turma, e.id_aluno, e.id_status_inscricao AS id_status, e.id_forma_pagto, e.valor_pago::float8 AS valor_pago,
         e.cod_pagto, e.gera_comissao, e.libera_conteudo, e.id_status_contrato_aluno, e.cci, e.data_hora_inclusao,
         e.data_hora_pagamento, e.data_hora_cancelamento, e.id_turma_origem, e.sequence
    FROM inscricao e`;

/** Enrolment states as rows `v`, from the 13 column arrays of `stateArrays` bound from parameter $first on. */
function unnestStates(first: number): string {
  const types = ['int', 'int', 'int', 'numeric', 'text', 'text', 'timestamptz', 'timestamptz', 'timestamptz', 'bool', 'bool', 'int', 'int'];
  return `unnest(${types.map((type, index) => `$${first + index}::${type}[]`).join(', ')})
    WITH ORDINALITY AS v(key, status, forma, valor, cod, cci, inclusao, pagamento, cancelamento, gera, libera, contrato, origem, ord)`;
}

const ENTRY_SQL = `
  SELECT e.id, e.id_turma, e.id_aluno, a.nome_aluno, e.id_status_inscricao AS id_inscricao, si.nome_status_inscricao,
         e.id_forma_pagto, fp.nome_forma_pagto, e.valor_pago::float8 AS valor_pago, e.cod_pagto, e.cci,
         e.data_hora_inclusao, e.data_hora_pagamento, e.data_hora_cancelamento, e.gera_comissao, e.libera_conteudo,
         e.id_status_contrato_aluno, e.id_turma_origem
    FROM inscricao e
    JOIN aluno a ON a.id = e.id_aluno
    JOIN status_inscricao si ON si.id_status_inscricao = e.id_status_inscricao
    LEFT JOIN forma_pagamento fp ON fp.id_forma_pagto = e.id_forma_pagto`;

@Injectable()
export class ClassService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly reference: ReferenceService,
  ) {}

  /**
   * GET /api/classes. Staff: every class with its students. A student: only classes
   * whose own entry releases content, with the materials and only the own entry.
   */
  async list(query: ListQuery, user: AuthenticatedUser, classId?: number): Promise<{ rows: ClassRow[]; total: number }> {
    const qb = this.baseQuery(this.dataSource.manager);
    if (classId) qb.andWhere('c.id = :classId', { classId });
    const ownStudent = isStudent(user) ? user.id_aluno : undefined;
    if (isStudent(user)) {
      if (!ownStudent) return { rows: [], total: 0 };
      qb.andWhere('EXISTS (SELECT 1 FROM inscricao own WHERE own.id_turma = c.id AND own.id_aluno = :ownStudent AND own.libera_conteudo)', {
        ownStudent,
      });
    }
    await this.search(qb, query.q);
    const { rows, total } = await runList<ClassRow>(qb, { ...query, q: undefined }, CLASS_LIST_COLUMNS, DEFAULT_SORT, 'id');
    return { rows: await this.complete(this.dataSource.manager, rows, ownStudent), total };
  }

  /**
   * `q`: every term in the training, instructor, period, status or description (the searchable
   * columns of CLASS_LIST_COLUMNS). The names live in small tables and are matched there first;
   * the description through its stored folded text (desc_busca), so no column of every class is
   * folded per search.
   */
  private async search(qb: SelectQueryBuilder<ObjectLiteral>, q: string | undefined): Promise<void> {
    for (const [index, term] of foldedTerms(q).entries()) {
      const pattern = containsPattern(term);
      const named: Array<{ k: 't' | 'u' | 'p' | 's'; id: number }> = await this.dataSource.query(
        `SELECT 't' AS k, id FROM treinamento WHERE ${foldSql('nome_treinamento')} LIKE $1
         UNION ALL SELECT 'u', id_usuario FROM usuario_projecao WHERE ${foldSql('nome')} LIKE $1
         UNION ALL SELECT 'p', id_periodo_turma FROM periodo_turma WHERE ${foldSql('nome_periodo_turma')} LIKE $1
         UNION ALL SELECT 's', id_status_turma FROM status_turma WHERE ${foldSql('nome_status_turma')} LIKE $1`,
        [pattern],
      );
      const ids = (kind: 't' | 'u' | 'p' | 's') => named.filter((row) => row.k === kind).map((row) => row.id);
      qb.andWhere(
        `(c.id_treinamento = ANY(:t${index}) OR c.id_instrutor = ANY(:u${index}) OR c.id_periodo_turma = ANY(:p${index})
          OR c.id_status_turma = ANY(:s${index}) OR c.desc_busca LIKE :d${index})`,
        { [`t${index}`]: ids('t'), [`u${index}`]: ids('u'), [`p${index}`]: ids('p'), [`s${index}`]: ids('s'), [`d${index}`]: pattern },
      );
    }
  }

  async create(dto: ClassDto, actor: AuthenticatedUser): Promise<ClassRow> {
    const missing = (
      [
        ['id_treinamento', 'Selecione o treinamento.'],
        ['data_inicio', 'Informe a data de início (DD/MM/AAAA).'],
        ['data_fim', 'Informe a data de término (DD/MM/AAAA).'],
        ['id_periodo_turma', 'Selecione o período da turma.'],
        ['id_status_turma', 'Selecione o status da turma.'],
      ] as const
    ).filter(([field]) => dto[field] === undefined || dto[field] === null);
    if (missing.length)
      throw badRequest(
        missing[0]![1],
        missing.map(([field, message]) => ({ field, message })),
      );
    return this.save(null, dto, actor);
  }

  update(id: number, dto: ClassDto, actor: AuthenticatedUser): Promise<ClassRow> {
    return this.save(id, dto, actor);
  }

  /** One transaction: the class, its enrolments through the state machine, and their events. */
  private save(id: number | null, dto: ClassDto, actor: AuthenticatedUser): Promise<ClassRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const current = id === null ? null : await this.lockClass(manager, id);
      const next = { ...(current ?? { id_instrutor: null, desc_turma: null, gera_comissao: true }) } as ClassRecord;
      for (const field of CLASS_FIELDS) {
        if (dto[field] !== undefined) (next as unknown as Record<string, unknown>)[field] = dto[field];
      }
      await this.validateClass(manager, next, dto);
      const classChanged = !current || CLASS_FIELDS.some((field) => current[field] !== next[field]);
      let classId = id;
      if (classId === null) {
        const inserted: Array<{ id: number }> = await manager.query(
          `INSERT INTO turma (id_treinamento, id_instrutor, data_inicio, data_fim, id_periodo_turma, id_status_turma, desc_turma, gera_comissao)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          CLASS_FIELDS.map((field) => next[field]),
        );
        classId = inserted[0]!.id;
      } else if (classChanged) {
        await manager.query(
          `UPDATE turma SET id_treinamento = $2, id_instrutor = $3, data_inicio = $4, data_fim = $5, id_periodo_turma = $6,
                  id_status_turma = $7, desc_turma = $8, gera_comissao = $9, revision = revision + 1 WHERE id = $1`,
          [classId, ...CLASS_FIELDS.map((field) => next[field])],
        );
      }
      if (classChanged) {
        const [snapshot] = await loadClassSnapshots(manager, 'id', classId);
        tx.publish(current ? 'academic.class.updated.v1' : 'academic.class.created.v1', snapshot!);
      }
      if (dto.alunos) {
        await this.saveEnrolments(tx, classId, current?.id_status_turma ?? null, next.id_status_turma, dto.alunos, actor);
      }
      const [row] = await this.complete(
        manager,
        await this.baseQuery(manager).andWhere('c.id = :classId', { classId }).getRawMany<ClassRow>(),
      );
      return row!;
    });
  }

  private async saveEnrolments(
    tx: OutboxTransaction,
    classId: number,
    statusBefore: number | null,
    statusAfter: number,
    entries: EnrolmentEntryDto[],
    actor: AuthenticatedUser,
  ): Promise<void> {
    const { manager } = tx;
    const stored: StoredEnrolment[] = await manager.query(`${ENROLMENT_STATE_SQL} WHERE e.id_turma = $1 ORDER BY e.id`, [classId]);
    const requested: EntryRequest[] = entries.map((entry) => ({
      id_aluno: entry.id_aluno,
      id_status: entry.id_inscricao,
      id_forma_pagto: entry.id_forma_pagto,
      valor_pago: entry.valor_pago,
      cod_pagto: entry.cod_pagto,
      gera_comissao: entry.gera_comissao,
      libera_conteudo: entry.libera_conteudo,
      id_status_contrato_aluno: entry.id_status_contrato_aluno,
      id_turma_origem: entry.id_turma_origem,
    }));
    await this.validateEntries(manager, requested);
    const transfers = await this.transferContexts(manager, classId, stored, requested);
    let plan: EnrolmentPlan;
    try {
      plan = planEnrolments({
        classStatusBefore: statusBefore,
        classStatusAfter: statusAfter,
        stored,
        requested,
        transfers: (student) => transfers.get(student) ?? { requests: [], hasEarlierTransfer: false },
        now: new Date(),
      });
    } catch (error) {
      if (error instanceof EnrolmentRuleError) throw conflict(error.message);
      throw error;
    }
    if (!plan.created.length && !plan.changed.length) return;

    // One statement each for the new and the changed entries, whatever the class size.
    const createdIds = (
      (await manager.query(
        `INSERT INTO inscricao (id_turma, id_aluno, id_status_inscricao, id_forma_pagto, valor_pago, cod_pagto, cci, data_hora_inclusao,
                                data_hora_pagamento, data_hora_cancelamento, gera_comissao, libera_conteudo, id_status_contrato_aluno,
                                id_turma_origem, id_usuario_venda)
         SELECT $1, v.key, v.status, v.forma, v.valor, v.cod, v.cci, v.inclusao, v.pagamento, v.cancelamento, v.gera, v.libera, v.contrato,
                v.origem, $2
           FROM ${unnestStates(3)}
          ORDER BY v.ord
         RETURNING id`,
        [classId, actor.id_usuario || null, ...this.stateArrays(plan.created.map((state) => ({ key: state.id_aluno, state })))],
      )) as Array<{ id: number }>
    ).map((row) => row.id);
    if (plan.changed.length) {
      await manager.query(
        `UPDATE inscricao e SET id_status_inscricao = v.status, id_forma_pagto = v.forma, valor_pago = v.valor, cod_pagto = v.cod, cci = v.cci,
                data_hora_inclusao = v.inclusao, data_hora_pagamento = v.pagamento, data_hora_cancelamento = v.cancelamento,
                gera_comissao = v.gera, libera_conteudo = v.libera, id_status_contrato_aluno = v.contrato, id_turma_origem = v.origem,
                sequence = e.sequence + 1, atualizado_em = now()
           FROM ${unnestStates(1)}
          WHERE e.id = v.key`,
        this.stateArrays(plan.changed.map((change) => ({ key: change.before.id!, state: change.after }))),
      );
    }

    const snapshots = await loadEnrolmentSnapshots(manager, [...createdIds, ...plan.changed.map((change) => change.before.id!)]);
    const statusNames = new Map(
      (await this.reference.enrolmentStatuses()).map((row) => [row.id_status_inscricao, row.nome_status_inscricao]),
    );
    for (const id of createdIds) tx.publish('academic.enrolment.created.v1', snapshots.get(id)!);
    for (const change of plan.changed) {
      const snapshot = snapshots.get(change.before.id!)!;
      if (change.statusChanged) {
        tx.publish('academic.enrolment.status-changed.v1', {
          ...snapshot,
          id_status_inscricao_anterior: change.before.id_status,
          nome_status_inscricao_anterior: statusNames.get(change.before.id_status) ?? '',
        });
      } else {
        tx.publish('academic.enrolment.updated.v1', { ...snapshot, campos_alterados: change.fields });
      }
    }
    // A lead's first class makes them a student (is_student), with its own student event.
    await refreshStudentFlags(
      tx,
      plan.created.map((state) => state.id_aluno),
    );
  }

  /** Column arrays for unnestStates: first the student of a new entry or the id of a changed one, then the state. */
  private stateArrays(rows: Array<{ key: number; state: EnrolmentState }>): unknown[] {
    const column = <T>(pick: (state: EnrolmentState) => T) => rows.map((row) => pick(row.state));
    return [
      rows.map((row) => row.key),
      column((s) => s.id_status),
      column((s) => s.id_forma_pagto),
      column((s) => s.valor_pago),
      column((s) => s.cod_pagto),
      column((s) => s.cci),
      column((s) => s.data_hora_inclusao),
      column((s) => s.data_hora_pagamento),
      column((s) => s.data_hora_cancelamento),
      column((s) => s.gera_comissao),
      column((s) => s.libera_conteudo),
      column((s) => s.id_status_contrato_aluno),
      column((s) => s.id_turma_origem),
    ];
  }

  /** For students entering a transfer (7, 8): their transfer requests (6) and earlier transfers (7, 8) in other classes. */
  private async transferContexts(manager: EntityManager, classId: number, stored: StoredEnrolment[], requested: EntryRequest[]) {
    const storedStatus = new Map(stored.map((state) => [state.id_aluno, state.id_status]));
    const students = requested
      .filter((entry) => TRANSFER_STATUSES.includes(entry.id_status) && !TRANSFER_STATUSES.includes(storedStatus.get(entry.id_aluno) ?? 0))
      .map((entry) => entry.id_aluno);
    const contexts = new Map<number, TransferContext>();
    if (!students.length) return contexts;
    const others: StoredEnrolment[] = await manager.query(
      `${ENROLMENT_STATE_SQL} WHERE e.id_aluno = ANY($1::int[]) AND e.id_turma <> $2 AND e.id_status_inscricao IN (6, 7, 8) ORDER BY e.id`,
      [students, classId],
    );
    for (const student of students) {
      const mine = others.filter((state) => state.id_aluno === student);
      contexts.set(student, {
        requests: mine.filter((state) => state.id_status === 6).map((state) => ({ id_turma: state.id_turma, state })),
        hasEarlierTransfer: mine.some((state) => TRANSFER_STATUSES.includes(state.id_status)),
      });
    }
    return contexts;
  }

  private async validateClass(manager: EntityManager, next: ClassRecord, dto: ClassDto): Promise<void> {
    await this.reference.assertExists(manager, 'treinamento', dto.id_treinamento, 'id_treinamento', 'Treinamento');
    await this.reference.assertExists(manager, 'periodo_turma', dto.id_periodo_turma, 'id_periodo_turma', 'Período da turma');
    await this.reference.assertExists(manager, 'status_turma', dto.id_status_turma, 'id_status_turma', 'Status da turma');
    await assertInstructor(manager, dto.id_instrutor);
    if (next.data_fim < next.data_inicio) throw badRequest(MSG_DATES, [{ field: 'data_fim', message: MSG_DATES }]);
  }

  private async validateEntries(manager: EntityManager, requested: EntryRequest[]): Promise<void> {
    const students = [...new Set(requested.map((entry) => entry.id_aluno))];
    if (students.length) {
      const found: Array<{ id: number }> = await manager.query('SELECT id FROM aluno WHERE id = ANY($1::int[])', [students]);
      const known = new Set(found.map((row) => row.id));
      const unknown = students.find((student) => !known.has(student));
      if (unknown !== undefined)
        throw badRequest(`Aluno não encontrado (id ${unknown}).`, [{ field: 'alunos', message: 'Aluno não encontrado.' }]);
    }
    const methods = [...new Set(requested.map((entry) => entry.id_forma_pagto).filter((id): id is number => typeof id === 'number'))];
    for (const method of methods)
      await this.reference.assertExists(manager, 'forma_pagamento', method, 'id_forma_pagto', 'Forma de pagamento');
  }

  /**
   * DELETE /api/classes. A class whose students are all cancelled or refunded (4, 5)
   * may go, with those entries; anything else is refused, so no payment history or
   * transfer request is lost.
   */
  async remove(ids: number[]): Promise<number> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const found: Array<{ id: number; revision: number }> = await manager.query(
        'SELECT id, revision FROM turma WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
        [ids],
      );
      if (found.length !== ids.length) throw notFound(CLASS_NOT_FOUND);
      const enrolments: Array<{ id: number; id_turma: number; id_aluno: number; id_status_inscricao: number }> = await manager.query(
        'SELECT id, id_turma, id_aluno, id_status_inscricao FROM inscricao WHERE id_turma = ANY($1::int[]) ORDER BY id FOR UPDATE',
        [ids],
      );
      if (enrolments.some((row) => ![4, 5].includes(row.id_status_inscricao))) throw conflict(MSG_CLASS_HAS_STUDENTS);
      await manager.query('DELETE FROM turma WHERE id = ANY($1::int[])', [ids]);
      for (const row of found) {
        tx.publish('academic.class.deleted.v1', {
          id_turma: row.id,
          ids_matricula: enrolments.filter((enrolment) => enrolment.id_turma === row.id).map((enrolment) => enrolment.id),
          revision: row.revision + 1,
        });
      }
      await refreshStudentFlags(
        tx,
        enrolments.map((row) => row.id_aluno),
      );
      return found.length;
    });
  }

  private async lockClass(manager: EntityManager, id: number): Promise<ClassRecord> {
    const rows: ClassRecord[] = await manager.query(`SELECT ${CLASS_FIELDS.join(', ')} FROM turma WHERE id = $1 FOR UPDATE`, [id]);
    if (!rows[0]) throw notFound(CLASS_NOT_FOUND);
    return rows[0];
  }

  private baseQuery(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
    return manager
      .createQueryBuilder()
      .from('turma', 'c')
      .innerJoin('treinamento', 't', 't.id = c.id_treinamento')
      .innerJoin('status_turma', 's', 's.id_status_turma = c.id_status_turma')
      .innerJoin('periodo_turma', 'p', 'p.id_periodo_turma = c.id_periodo_turma')
      .leftJoin('usuario_projecao', 'u', 'u.id_usuario = c.id_instrutor')
      .select(['c.id AS id', 'c.id_treinamento AS id_treinamento', 't.nome_treinamento AS nome_treinamento'])
      .addSelect(["to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio", "to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim"])
      .addSelect(['c.id_status_turma AS id_status_turma', 's.nome_status_turma AS nome_status_turma'])
      .addSelect(['c.id_periodo_turma AS id_periodo_turma', 'p.nome_periodo_turma AS nome_periodo_turma'])
      .addSelect([
        'c.id_instrutor AS id_instrutor',
        'u.nome AS nome_instrutor',
        'c.desc_turma AS desc_turma',
        'c.gera_comissao AS gera_comissao',
      ])
      .addSelect(`${COUNT_SQL} AS count_alunos`);
  }

  /** Adds each class's entries and its training's materials (one query each for the whole page). */
  private async complete(manager: EntityManager, rows: ClassRow[], ownStudent?: number | null): Promise<ClassRow[]> {
    if (!rows.length) return rows;
    const classIds = rows.map((row) => row.id);
    const entries: Array<ClassEnrolmentEntry & { id_turma: number }> = await manager.query(
      `${ENTRY_SQL} WHERE e.id_turma = ANY($1::int[]) ${ownStudent ? 'AND e.id_aluno = $2' : ''} ORDER BY e.data_hora_inclusao, e.id`,
      ownStudent ? [classIds, ownStudent] : [classIds],
    );
    const materials: Array<MaterialRow & { id_treinamento: number }> = await manager.query(
      `SELECT tm.id_treinamento, m.id, m.nome_material, m.url FROM treinamento_material tm JOIN material m ON m.id = tm.id_material
        WHERE tm.id_treinamento = ANY($1::int[]) ORDER BY m.nome_material, m.id`,
      [[...new Set(rows.map((row) => row.id_treinamento))]],
    );
    const entriesByClass = groupBy(entries, (entry) => entry.id_turma);
    const materialsByTraining = groupBy(materials, (material) => material.id_treinamento);
    return rows.map((row) => ({
      ...row,
      count_alunos: ownStudent ? null : row.count_alunos,
      alunos: (entriesByClass.get(row.id) ?? []).map(({ id_turma: _ignored, ...entry }) => entry),
      materiais: (materialsByTraining.get(row.id_treinamento) ?? []).map(({ id_treinamento: _ignored, ...material }) => material),
    }));
  }
}
