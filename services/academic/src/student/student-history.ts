import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem } from '@treina/contracts';
import { type ListQuery, type Page, recordHistory } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { STUDENT_NOT_FOUND } from './student-list.columns.js';
import { StudentEntity } from './student.entity.js';

/** GET /api/students/{id}/history: the student's changes (fields, interests, documents), newest first. */
@Injectable()
export class StudentHistory {
  constructor(private readonly dataSource: DataSource) {}

  page(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'students', id, query, {
      exists: (manager) => manager.existsBy(StudentEntity, { id }),
      notFoundMessage: STUDENT_NOT_FOUND,
    });
  }
}
