import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem } from '@treina/contracts';
import { type ListQuery, type Page, recordHistory } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { CLASS_NOT_FOUND } from './class.commands.js';
import { ClassEntity } from './class.entity.js';

/** GET /api/classes/{id}/history: the class's changes and its entries', newest first. */
@Injectable()
export class ClassHistory {
  constructor(private readonly dataSource: DataSource) {}

  page(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'classes', id, query, {
      exists: (manager) => manager.existsBy(ClassEntity, { id }),
      notFoundMessage: CLASS_NOT_FOUND,
    });
  }
}
