import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClassEnrolmentEntry, ClassRow, MaterialRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  containsPattern,
  countedRows,
  foldedTerms,
  foldSql,
  isDatePiece,
  ListPageCache,
  listQueryKey,
  type ListQuery,
  type Page,
  PLATFORM_CONFIG,
  type PlatformConfig,
  PlatformMetrics,
  PreparedQuery,
  queryRows,
  runList,
  type SerializedPage,
  shownDateCondition,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { isoTimestampSql } from '../common/json-sql.js';
import { groupBy } from '../common/list.js';
import { isStudent } from '../common/student-access.js';
import { MaterialEntity } from '../material/material.entity.js';
import { PaymentMethodEntity, EnrolmentStatusEntity } from '../reference/reference.entities.js';
import { StudentEntity } from '../student/student.entity.js';
import { TrainingMaterialEntity } from '../training/training-material.entity.js';
import { CLASS_DEFAULT_SORT, CLASS_LIST_COLUMNS, FREE_SEATS_SQL, STUDENT_COUNT_SQL } from './class-list.columns.js';
import { ClassEntity } from './class.entity.js';
import { EnrolmentEntity } from './enrolment.entity.js';

/** Which names a search term matched, by kind: trainings, instructors, periods, class statuses. */
interface NamedMatch {
  k: 't' | 'u' | 'p' | 's';
  id: number;
}

function classListQuery(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  return manager
    .createQueryBuilder()
    .from(ClassEntity, 'c')
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
    .addSelect(`${STUDENT_COUNT_SQL} AS count_alunos`)
    .addSelect(['c.vagas AS vagas', `${FREE_SEATS_SQL} AS vagas_livres`]);
}

/**
 * One class as the list shows it, by id (the answer of a save), with its training's materials
 * as TRAINING_MATERIALS orders them: one round trip less on every save of a class.
 */
const ONE_CLASS = new PreparedQuery<ClassRow, { classId: number }>((manager) =>
  classListQuery(manager)
    .addSelect(
      `coalesce((SELECT json_agg(json_build_object('id', m.id, 'nome_material', m.nome_material, 'url', m.url) ORDER BY m.nome_material, m.id)
                   FROM treinamento_material tm INNER JOIN material m ON m.id = tm.id_material
                  WHERE tm.id_treinamento = c.id_treinamento), '[]'::json)`,
      'materiais',
    )
    .andWhere('c.id = :classId'),
);

/**
 * The entries of the classes `classIds` in the order they were made, one JSON list per class built
 * by PostgreSQL: a page of classes carries hundreds of entries, and reading them as rows cost more
 * CPU in this service (row parsing, a Date per timestamp, a copy per entry) than the query did.
 */
function classEntriesQuery(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  const entry = [
    `'id', e.id`,
    `'id_aluno', e.id_aluno`,
    `'nome_aluno', a.nome_aluno`,
    `'id_inscricao', e.id_status_inscricao`,
    `'nome_status_inscricao', si.nome_status_inscricao`,
    `'id_forma_pagto', e.id_forma_pagto`,
    `'nome_forma_pagto', fp.nome_forma_pagto`,
    `'valor_pago', e.valor_pago::float8`,
    `'cod_pagto', e.cod_pagto`,
    `'cci', e.cci`,
    `'data_hora_inclusao', ${isoTimestampSql('e.data_hora_inclusao')}`,
    `'data_hora_pagamento', ${isoTimestampSql('e.data_hora_pagamento')}`,
    `'data_hora_cancelamento', ${isoTimestampSql('e.data_hora_cancelamento')}`,
    `'gera_comissao', e.gera_comissao`,
    `'libera_conteudo', e.libera_conteudo`,
    `'id_status_contrato_aluno', e.id_status_contrato_aluno`,
    `'id_turma_origem', e.id_turma_origem`,
  ].join(', ');
  return manager
    .createQueryBuilder(EnrolmentEntity, 'e')
    .innerJoin(StudentEntity, 'a', 'a.id = e.id_aluno')
    .innerJoin(EnrolmentStatusEntity, 'si', 'si.id_status_inscricao = e.id_status_inscricao')
    .leftJoin(PaymentMethodEntity, 'fp', 'fp.id_forma_pagto = e.id_forma_pagto')
    .select('e.id_turma', 'id_turma')
    .addSelect(`json_agg(json_build_object(${entry}) ORDER BY e.data_hora_inclusao, e.id)`, 'alunos')
    .where('e.id_turma = ANY(:classIds)')
    .groupBy('e.id_turma');
}
type ClassEntries = { id_turma: number; alunos: ClassEnrolmentEntry[] };
const CLASS_ENTRIES = new PreparedQuery<ClassEntries, { classIds: number[] }>(classEntriesQuery);
/** A student's own entries only (a student sees no classmates). */
const OWN_ENTRIES = new PreparedQuery<ClassEntries, { classIds: number[]; ownStudent: number }>((manager) =>
  classEntriesQuery(manager).andWhere('e.id_aluno = :ownStudent'),
);

/** The materials of the trainings `trainings`, by name. */
const TRAINING_MATERIALS = new PreparedQuery<MaterialRow & { id_treinamento: number }, { trainings: number[] }>((manager) =>
  manager
    .createQueryBuilder(TrainingMaterialEntity, 'tm')
    .innerJoin(MaterialEntity, 'm', 'm.id = tm.id_material')
    .select(['tm.id_treinamento AS id_treinamento', 'm.id AS id', 'm.nome_material AS nome_material', 'm.url AS url'])
    .where('tm.id_treinamento = ANY(:trainings)')
    .orderBy('m.nome_material')
    .addOrderBy('m.id'),
);

/** The read side of classes: the Turmas list and one class as the form shows it. */
@Injectable()
export class ClassQueries {
  /**
   * Staff's Turmas pages as served, valid while the list's version (migration 1765000000001)
   * holds: a page carries every class's students (~275 KB for ten classes), and building it
   * cost this service and PostgreSQL ~13 ms of CPU a request; a page served again costs one
   * read of the version. A student's pages (their own entry only) are not kept.
   */
  private readonly staffPages: ListPageCache;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Optional() metrics?: PlatformMetrics,
  ) {
    this.staffPages = new ListPageCache('turmas', { metrics });
  }

  /**
   * GET /api/classes. Staff: every class with its students. A student: only classes
   * whose own entry releases content, with the materials and only the own entry.
   */
  list(query: ListQuery, user: AuthenticatedUser, classId?: number): Promise<Page<ClassRow> | SerializedPage> {
    if (isStudent(user)) return this.build(query, user, classId);
    return this.staffPages.page(this.dataSource.manager, listQueryKey(query, { classId }), () => this.build(query, user, classId));
  }

  private async build(query: ListQuery, user: AuthenticatedUser, classId?: number): Promise<Page<ClassRow>> {
    const qb = classListQuery(this.dataSource.manager);
    if (classId) qb.andWhere('c.id = :classId', { classId });
    const ownStudent = isStudent(user) ? user.id_aluno : undefined;
    if (isStudent(user)) {
      if (!ownStudent) return { rows: [], total: 0 };
      qb.andWhere('EXISTS (SELECT 1 FROM inscricao own WHERE own.id_turma = c.id AND own.id_aluno = :ownStudent AND own.libera_conteudo)', {
        ownStudent,
      });
    }
    await this.search(qb, query.q);
    // Every class (the joins are to NOT NULL keys and keep one row each): the kept count.
    const whole = !classId && !isStudent(user) && !foldedTerms(query.q).length && !query.filters.length;
    const { rows, total } = await runList<ClassRow>(qb, { ...query, q: undefined }, CLASS_LIST_COLUMNS, CLASS_DEFAULT_SORT, 'id', {
      total: whole ? () => countedRows(this.dataSource.manager, 'turma') : undefined,
    });
    return { rows: await this.complete(this.dataSource.manager, rows, ownStudent), total };
  }

  /** One class as the list shows it, read in `manager`'s transaction (the answer of a save). */
  async one(manager: EntityManager, classId: number): Promise<ClassRow> {
    const rows = await ONE_CLASS.run(manager, { classId });
    const [row] = await this.complete(manager, rows, undefined, true);
    return row!;
  }

  /**
   * `q`: every term in the training, instructor, period, status, description (the searchable
   * columns of CLASS_LIST_COLUMNS) or, a piece of a date, in the start or end date as shown. The names live in small tables and are matched there first;
   * the description through its stored folded text (desc_busca), so no column of every class is
   * folded per search. Raw SQL: one round trip for the four name tables (the academic benchmark's
   * class search).
   */
  private async search(qb: SelectQueryBuilder<ObjectLiteral>, q: string | undefined): Promise<void> {
    for (const [index, term] of foldedTerms(q).entries()) {
      const pattern = containsPattern(term);
      const named = await queryRows<NamedMatch>(
        this.dataSource.manager,
        `SELECT 't' AS k, id FROM treinamento WHERE ${foldSql('nome_treinamento')} LIKE :pattern
         UNION ALL SELECT 'u', id_usuario FROM usuario_projecao WHERE ${foldSql('nome')} LIKE :pattern
         UNION ALL SELECT 'p', id_periodo_turma FROM periodo_turma WHERE ${foldSql('nome_periodo_turma')} LIKE :pattern
         UNION ALL SELECT 's', id_status_turma FROM status_turma WHERE ${foldSql('nome_status_turma')} LIKE :pattern`,
        { pattern },
      );
      const ids = (kind: NamedMatch['k']) => named.filter((row) => row.k === kind).map((row) => row.id);
      const alternatives = [
        `c.id_treinamento = ANY(:t${index})`,
        `c.id_instrutor = ANY(:u${index})`,
        `c.id_periodo_turma = ANY(:p${index})`,
        `c.id_status_turma = ANY(:s${index})`,
        `c.desc_busca LIKE :d${index}`,
      ];
      const params: ObjectLiteral = { [`t${index}`]: ids('t'), [`u${index}`]: ids('u'), [`p${index}`]: ids('p'), [`s${index}`]: ids('s') };
      params[`d${index}`] = pattern;
      // Início and Término as they are shown, DD/MM/YYYY ('15/03/2026', '03/2026', '15/03').
      if (isDatePiece(term)) {
        for (const [key, sql] of [
          ['di', 'c.data_inicio'],
          ['df', 'c.data_fim'],
        ] as const) {
          const date = shownDateCondition({ sql }, term, `${key}${index}`, this.platform.schoolTimeZone);
          alternatives.push(date.sql);
          Object.assign(params, date.params);
        }
      }
      qb.andWhere(`(${alternatives.join(' OR ')})`, params);
    }
  }

  /**
   * Adds each class's entries and its training's materials (one query each for the whole page;
   * `materialsRead`: the rows carry their materials already, ONE_CLASS).
   */
  private async complete(manager: EntityManager, rows: ClassRow[], ownStudent?: number | null, materialsRead = false): Promise<ClassRow[]> {
    if (!rows.length) return rows;
    const classIds = rows.map((row) => row.id);
    const trainings = [...new Set(rows.map((row) => row.id_treinamento))];
    const [entryLists, materialRows] = await Promise.all([
      ownStudent ? OWN_ENTRIES.run(manager, { classIds, ownStudent }) : CLASS_ENTRIES.run(manager, { classIds }),
      materialsRead ? [] : TRAINING_MATERIALS.run(manager, { trainings }),
    ]);
    const entriesByClass = new Map(entryLists.map((list) => [list.id_turma, list.alunos]));
    const materialsByTraining = groupBy(materialRows, (material) => material.id_treinamento);
    return rows.map((row) => ({
      ...row,
      count_alunos: ownStudent ? null : row.count_alunos,
      // A student sees no classmates: not even how many seats they take.
      vagas_livres: ownStudent ? null : row.vagas_livres,
      alunos: entriesByClass.get(row.id) ?? [],
      materiais: materialsRead
        ? row.materiais
        : (materialsByTraining.get(row.id_treinamento) ?? []).map(({ id_treinamento: _ignored, ...material }) => material),
    }));
  }
}
