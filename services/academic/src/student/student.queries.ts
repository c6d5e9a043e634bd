import { Inject, Injectable, Optional } from '@nestjs/common';
import type { StudentRow } from '@treina/contracts';
import {
  type ListQuery,
  notFound,
  type Page,
  PLATFORM_CONFIG,
  type PlatformConfig,
  listQueryKey,
  PlatformMetrics,
  type SerializedPage,
} from '@treina/nest-platform';
import { CANCELLING_STATUSES, isTakenStatus } from '../common/enrolment-statuses.js';
import { AcademicDb, type Db, listPageCache, type ListPages } from '../database/db.js';
import * as storedFiles from '../storage/stored-file.repository.js';
import * as activities from '../student-activity/student-activity.repository.js';
import type { StudentListParams } from './dto/student-list.params.js';
import { STUDENT_NOT_FOUND } from './student-list.columns.js';
import * as students from './student.repository.js';

/** The read side of students: the lists and one student as the form shows it, with the detail panel's data. */
@Injectable()
export class StudentQueries {
  /**
   * The Alunos and Interessados pages as served, valid while the list's version holds; a page
   * served again costs one read of the version. Every staff member sees the same pages.
   */
  private readonly pages: ListPages;

  constructor(
    private readonly db: AcademicDb,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Optional() metrics?: PlatformMetrics,
  ) {
    this.pages = listPageCache('alunos', metrics);
  }

  /** GET /api/students?type=student|interested[&studentId=]: the rows with their detail panel's data. */
  list(query: ListQuery, params: StudentListParams): Promise<SerializedPage> {
    const { type, studentId } = params;
    return this.pages.page(this.db.pool, listQueryKey(query, { type, studentId }), () => this.build(query, params));
  }

  private async build(query: ListQuery, params: StudentListParams): Promise<Page<StudentRow>> {
    const { rows, total } = await students.listPage(this.db.pool, query, params, this.platform.schoolTimeZone);
    return { rows: await this.complete(this.db.pool, rows), total };
  }

  /** One student as the lists show it, read in `db`'s transaction (the answer of a save). */
  async one(db: Db, id: number): Promise<StudentRow> {
    const rows = await students.listRow(db, id);
    if (!rows[0]) throw notFound(STUDENT_NOT_FOUND);
    return (await this.complete(db, rows))[0]!;
  }

  /** Interests, classes (newest start first), concluded activities (newest first) and documents of the rows, one query each. */
  private async complete(db: Db, rows: StudentRow[]): Promise<StudentRow[]> {
    if (!rows.length) return rows;
    const ids = rows.map((row) => row.id);
    // One after the other: in parallel they would take three of the pool's connections per page.
    const detailsByStudent = await students.details(db, ids);
    const concluded = await activities.concludedOf(db, ids);
    const documents = await storedFiles.documentsOf(db, ids);
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
        atividades_realizadas: concluded.get(row.id) ?? [],
        documentos: docs.map((document) => document.url),
        documentos_detalhes: docs,
      };
    });
  }
}
