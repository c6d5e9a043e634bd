import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem } from '@treina/contracts';
import { auditHistory, type ListQuery, notFound, type Page } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { CLASS_NOT_FOUND } from './class.commands.js';
import { ClassEntity } from './class.entity.js';

/** GET /api/classes/{id}/history: the class's changes and its entries', newest first. */
@Injectable()
export class ClassHistory {
  constructor(private readonly dataSource: DataSource) {}

  /** A deleted class keeps its history; an id that never was a class is a 404. */
  async page(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    const manager = this.dataSource.manager;
    const page = await auditHistory(manager, 'classes', id, query);
    if (page.total === 0 && !(await manager.existsBy(ClassEntity, { id }))) throw notFound(CLASS_NOT_FOUND);
    return page;
  }
}
