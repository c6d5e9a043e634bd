import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClassRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  listQueryKey,
  type ListQuery,
  type Page,
  PLATFORM_CONFIG,
  type PlatformConfig,
  PlatformMetrics,
  type SerializedPage,
} from '@treina/nest-platform';
import { isStudent, studentSeesClass } from '../access.js';
import { groupBy } from '../common/list.js';
import { AcademicDb, type Db, listPageCache, type ListPages } from '../database/db.js';
import * as classes from './class.repository.js';
import * as enrolments from './enrolment.repository.js';

/** The read side of classes: the Turmas list and one class as the form shows it. */
@Injectable()
export class ClassQueries {
  /**
   * Staff's Turmas pages as served, valid while the list's version holds: a page carries every
   * class's students, and a page served again costs one read of the version. A student's pages
   * (their own entry only) are not kept.
   */
  private readonly staffPages: ListPages;

  constructor(
    private readonly db: AcademicDb,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Optional() metrics?: PlatformMetrics,
  ) {
    this.staffPages = listPageCache('turmas', metrics);
  }

  /**
   * GET /api/classes. Staff: every class with its students. A student: only classes
   * whose own entry releases content, with the materials and only the own entry.
   */
  list(query: ListQuery, user: AuthenticatedUser, classId?: number): Promise<Page<ClassRow> | SerializedPage> {
    if (isStudent(user)) return this.build(query, user, classId);
    return this.staffPages.page(this.db.pool, listQueryKey(query, { classId }), () => this.build(query, user, classId));
  }

  private async build(query: ListQuery, user: AuthenticatedUser, classId?: number): Promise<Page<ClassRow>> {
    const ownStudent = isStudent(user) ? user.id_aluno : undefined;
    if (isStudent(user) && !ownStudent) return { rows: [], total: 0 };
    const condition = ownStudent ? { sql: studentSeesClass.sql('c', 'ownStudent'), params: { ownStudent } } : undefined;
    const { rows, total } = await classes.listPage(this.db.pool, query, { classId, condition, timeZone: this.platform.schoolTimeZone });
    return { rows: await this.complete(this.db.pool, rows, ownStudent), total };
  }

  /** One class as the list shows it, read in `db`'s transaction (the answer of a save). */
  async one(db: Db, classId: number): Promise<ClassRow> {
    const rows = await classes.listRow(db, classId);
    const [row] = await this.complete(db, rows, undefined, true);
    return row!;
  }

  /**
   * Adds each class's entries and its training's materials (one query each for the whole page;
   * `materialsRead`: the rows carry their materials already).
   */
  private async complete(db: Db, rows: ClassRow[], ownStudent?: number | null, materialsRead = false): Promise<ClassRow[]> {
    if (!rows.length) return rows;
    const classIds = rows.map((row) => row.id);
    const trainings = [...new Set(rows.map((row) => row.id_treinamento))];
    const [entriesByClass, materialRows] = await Promise.all([
      enrolments.entriesOfClasses(db, classIds, ownStudent),
      materialsRead ? [] : classes.materialsOfTrainings(db, trainings),
    ]);
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
