import { Inject, Injectable, Optional } from '@nestjs/common';
import type { StudentClassDetail, StudentRow } from '@treina/contracts';
import {
  type BoundCondition,
  type ListQuery,
  notFound,
  type Page,
  PLATFORM_CONFIG,
  type PlatformConfig,
  countedRows,
  ListPageCache,
  listQueryKey,
  PlatformMetrics,
  PreparedQuery,
  runList,
  type SerializedPage,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { CANCELLING_STATUSES, isTakenStatus } from '../class/enrolment-state-machine.js';
import { isoTimestampSql } from '../common/json-sql.js';
import { FileService } from '../storage/file.service.js';
import { StudentActivities } from '../student-activity/student-activity.service.js';
import type { StudentListParams } from './dto/student-list.params.js';
import { STUDENT_DEFAULT_SORT, STUDENT_LIST_COLUMNS, STUDENT_NOT_FOUND, STUDENT_TRAINING_FILTERS } from './student-list.columns.js';
import { studentSearchConditions } from './student-search.js';
import { StudentEntity } from './student.entity.js';

/** A student's interest (a training), as the list needs it. */
interface InterestDetail {
  id: number;
  nome_treinamento: string;
}

/** One of a student's classes as STUDENT_DETAILS builds it: StudentClassDetail's fields in its order. */
const CLASS_DETAIL_JSON = [
  `'id', e.id`,
  `'id_turma', e.id_turma`,
  `'id_treinamento', c.id_treinamento`,
  `'nome_treinamento', t.nome_treinamento`,
  `'data_inicio', to_char(c.data_inicio, 'YYYY-MM-DD')`,
  `'data_fim', to_char(c.data_fim, 'YYYY-MM-DD')`,
  `'id_periodo_turma', c.id_periodo_turma`,
  `'nome_periodo_turma', p.nome_periodo_turma`,
  `'id_inscricao', e.id_status_inscricao`,
  `'nome_status_inscricao', si.nome_status_inscricao`,
  `'data_hora_inclusao', ${isoTimestampSql('e.data_hora_inclusao')}`,
  `'data_hora_pagamento', ${isoTimestampSql('e.data_hora_pagamento')}`,
  `'data_hora_cancelamento', ${isoTimestampSql('e.data_hora_cancelamento')}`,
  `'id_forma_pagto', e.id_forma_pagto`,
  `'nome_forma_pagto', fp.nome_forma_pagto`,
  `'valor_pago', e.valor_pago::float8`,
  `'cod_pagto', e.cod_pagto`,
  `'cci', e.cci`,
  `'gera_comissao', e.gera_comissao`,
  `'libera_conteudo', e.libera_conteudo`,
  `'id_turma_origem', e.id_turma_origem`,
].join(', ');

/**
 * The students' interests (by name) and classes (newest start first), one row a student with
 * one JSON list of each built by PostgreSQL: a page of students carries dozens of classes, and
 * reading them as rows cost this service more CPU (row parsing, a Date per timestamp, a copy
 * per entry) and a round trip more than the query did.
 */
const STUDENT_DETAILS = new PreparedQuery<
  { id_aluno: number; interesses: InterestDetail[] | null; turmas: StudentClassDetail[] | null },
  { ids: number[] }
>((manager) =>
  manager
    .createQueryBuilder(StudentEntity, 'a')
    .select('a.id', 'id_aluno')
    .addSelect(
      `(SELECT json_agg(json_build_object('id', t.id, 'nome_treinamento', t.nome_treinamento) ORDER BY t.nome_treinamento, t.id)
          FROM aluno_interesse ai INNER JOIN treinamento t ON t.id = ai.id_treinamento
         WHERE ai.id_aluno = a.id)`,
      'interesses',
    )
    .addSelect(
      `(SELECT json_agg(json_build_object(${CLASS_DETAIL_JSON}) ORDER BY c.data_inicio DESC, e.id DESC)
          FROM inscricao e
         INNER JOIN turma c ON c.id = e.id_turma
         INNER JOIN treinamento t ON t.id = c.id_treinamento
         INNER JOIN periodo_turma p ON p.id_periodo_turma = c.id_periodo_turma
         INNER JOIN status_inscricao si ON si.id_status_inscricao = e.id_status_inscricao
          LEFT JOIN forma_pagamento fp ON fp.id_forma_pagto = e.id_forma_pagto
         WHERE e.id_aluno = a.id)`,
      'turmas',
    )
    .where('a.id = ANY(:ids)'),
);

/** A search matching at most this many students sorts them instead of walking the list's order (runList's `few`). */
const FEW_MATCHES = 300;
/**
 * …or at most one in this many of the students listed: walking the list's order for a page of
 * 10 at that density reads thousands of rows. At ten times the data (BENCH_SCALE=10) 938 of
 * 750,000 students match 'souza martins': walking took ~350 ms (past 250,000 newer leads first),
 * sorting the matches ~30 ms. At 75,000 students this is the 300 above.
 */
const FEW_MATCHES_DENSITY = 250;

/** The read side of students: the lists and one student as the form shows it, with the detail panel's data. */
@Injectable()
export class StudentQueries {
  /**
   * The Alunos and Interessados pages as served, valid while the list's version (migration
   * 1765000000002) holds: a page of ten students with their classes, activities and documents
   * cost this service and PostgreSQL ~8 ms of CPU (six queries and their JSON); a page served
   * again costs one read of the version. Every staff member sees the same pages.
   */
  private readonly pages: ListPageCache;

  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FileService,
    private readonly activities: StudentActivities,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Optional() metrics?: PlatformMetrics,
  ) {
    this.pages = new ListPageCache('alunos', { metrics });
  }

  /** GET /api/students?type=student|interested[&studentId=]: the rows with their detail panel's data. */
  list(query: ListQuery, params: StudentListParams): Promise<SerializedPage> {
    const { type, studentId } = params;
    return this.pages.page(this.dataSource.manager, listQueryKey(query, { type, studentId }), () => this.build(query, params));
  }

  private async build(query: ListQuery, params: StudentListParams): Promise<Page<StudentRow>> {
    const { manager } = this.dataSource;
    const conditions: BoundCondition[] = [];
    // Written out, not a parameter: a plan made for any value could not use the list's partial index (migration 1764900000001).
    if (params.type) conditions.push({ sql: params.type === 'student' ? 'a.is_student' : 'NOT a.is_student', params: {} });
    if (params.studentId) conditions.push({ sql: 'a.id = :studentId', params: { studentId: params.studentId } });
    // `q` (every term in some visible column) and the filters of the training columns (student-search.ts).
    const searched = await studentSearchConditions(manager, query, this.platform.schoolTimeZone);
    conditions.push(...searched);
    const qb = this.baseQuery(manager);
    for (const condition of conditions) qb.andWhere(condition.sql, condition.params);
    // A search may match few students or none (a rare name, a training few took): those are
    // matched through the search's indexes, then sorted (~40 ms less than walking every
    // student in the list's order; academic's bench, 'rocha treinamento17').
    // The list's size is read only when the matches are more than FEW_MATCHES (two round trips
    // less for the usual search).
    const fewEnough = async (total: number) =>
      total <= FEW_MATCHES || total <= Math.ceil((await this.countOf(manager, params.type)) / FEW_MATCHES_DENSITY);
    const few = searched.length ? { fewEnough, build: this.baseQuery(manager, conditions) } : undefined;
    const filters = query.filters.filter((filter) => !(STUDENT_TRAINING_FILTERS as readonly string[]).includes(filter.field));
    const { rows, total } = await runList<StudentRow>(
      qb,
      { ...query, q: undefined, filters },
      STUDENT_LIST_COLUMNS,
      STUDENT_DEFAULT_SORT,
      'id',
      { few, total: searched.length || params.studentId || query.filters.length ? undefined : () => this.countOf(manager, params.type) },
    );
    return { rows: await this.complete(manager, rows), total };
  }

  /** Every student (`student`), lead (`interested`) or both: aluno's kept counts by is_student. */
  private async countOf(manager: EntityManager, type: StudentListParams['type']): Promise<number> {
    if (type) return countedRows(manager, 'aluno', String(type === 'student'));
    return (await countedRows(manager, 'aluno', 'true')) + (await countedRows(manager, 'aluno', 'false'));
  }

  /** One student as the lists show it, read in `manager`'s transaction (the answer of a save). */
  async one(manager: EntityManager, id: number): Promise<StudentRow> {
    const rows = await this.baseQuery(manager).andWhere('a.id = :id', { id }).getRawMany<StudentRow>();
    if (!rows[0]) throw notFound(STUDENT_NOT_FOUND);
    return (await this.complete(manager, rows))[0]!;
  }

  /**
   * The lists' query over `aluno a`; with `fenced`, over only the students meeting those
   * conditions, behind a fence (OFFSET 0) the planner cannot see through: it must find them
   * first (through the conditions' indexes) and sort them, instead of walking the list's
   * ordered index past every student that does not match.
   */
  private baseQuery(manager: EntityManager, fenced?: BoundCondition[]): SelectQueryBuilder<ObjectLiteral> {
    const qb = manager.createQueryBuilder();
    if (!fenced) qb.from(StudentEntity, 'a');
    else {
      const where = fenced.length ? fenced.map((condition) => `(${condition.sql})`).join(' AND ') : 'TRUE';
      qb.from(`(SELECT * FROM aluno a WHERE ${where} OFFSET 0)`, 'a');
      for (const condition of fenced) qb.setParameters(condition.params);
    }
    return qb
      .leftJoin('status_aluno', 'sa', 'sa.id_status_aluno = a.id_status_aluno')
      .leftJoin('canal_aluno', 'ca', 'ca.id_canal_aluno = a.id_canal_aluno')
      .select(['a.id AS id', 'a.nome_aluno AS nome_aluno', 'a.email AS email', 'a.telefone AS telefone', 'a.cpf AS cpf', 'a.rg AS rg'])
      .addSelect(['a.data_nasc AS data_nasc', 'a.endereco AS endereco', 'a.id_status_aluno AS id_status_aluno'])
      .addSelect([
        'sa.nome_status_aluno AS nome_status_aluno',
        'a.id_canal_aluno AS id_canal_aluno',
        'ca.nome_canal_aluno AS nome_canal_aluno',
      ])
      .addSelect(['a.data_criacao AS data_criacao', 'a.obs_estudante AS obs_estudante', 'a.possui_login AS possui_login'])
      .addSelect(['a.consentimento_marketing AS consentimento_marketing', 'a.consentimento_marketing_em AS consentimento_marketing_em'])
      .addSelect(['a.consentimento_marketing_como AS consentimento_marketing_como', 'a.is_student AS is_student']);
  }

  /** Interests, classes (newest start first), concluded activities (newest first) and documents of the rows, one query each. */
  private async complete(manager: EntityManager, rows: StudentRow[]): Promise<StudentRow[]> {
    if (!rows.length) return rows;
    const ids = rows.map((row) => row.id);
    // One after the other: in parallel they would take three of the pool's connections per page.
    const details = await STUDENT_DETAILS.run(manager, { ids });
    const activities = await this.activities.concludedOf(manager, ids);
    const documents = await this.files.documentsOf(ids, manager);
    const detailsByStudent = new Map(details.map((detail) => [detail.id_aluno, detail]));
    return rows.map((row) => {
      const detail = detailsByStudent.get(row.id);
      const mine = detail?.interesses ?? [];
      const turmas = detail?.turmas ?? [];
      const taken = turmas.filter((entry) => isTakenStatus(entry.id_inscricao));
      const docs = documents.get(row.id) ?? [];
      return {
        ...row,
        interesses: mine.map((interest) => interest.id),
        treinamentos_interesses: [...new Set(mine.map((interest) => interest.nome_treinamento))].join(', '),
        treinamentos: turmas.map((entry) => entry.id_turma),
        treinamentos_cancelados: turmas.filter((entry) => CANCELLING_STATUSES.includes(entry.id_inscricao)).map((entry) => entry.id_turma),
        treinamentos_realizados: [...new Set(taken.map((entry) => entry.nome_treinamento))].join(', '),
        turmas,
        atividades_realizadas: activities.get(row.id) ?? [],
        documentos: docs.map((document) => document.url),
        documentos_detalhes: docs,
      };
    });
  }
}
