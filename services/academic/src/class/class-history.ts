import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem } from '@treina/contracts';
import type { ListQuery, Page } from '@treina/nest-platform';
import { AcademicDb } from '../database/db.js';
import { CLASS_NOT_FOUND } from './class.commands.js';
import * as classes from './class.repository.js';

/** GET /api/classes/{id}/history: the class's changes and its entries', newest first. */
@Injectable()
export class ClassHistory {
  constructor(private readonly db: AcademicDb) {}

  page(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return classes.history(this.db.pool, id, query, CLASS_NOT_FOUND);
  }
}
