import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem } from '@treina/contracts';
import type { ListQuery, Page } from '@treina/nest-platform';
import { AcademicDb } from '../database/db.js';
import { STUDENT_NOT_FOUND } from './student-list.columns.js';
import * as students from './student.repository.js';

/** GET /api/students/{id}/history: the student's changes (fields, interests, documents), newest first. */
@Injectable()
export class StudentHistory {
  constructor(private readonly db: AcademicDb) {}

  page(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return students.history(this.db.pool, id, query, STUDENT_NOT_FOUND);
  }
}
