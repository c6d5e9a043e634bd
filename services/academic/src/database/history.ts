import type { AuditedResource, AuditHistoryItem } from '@treina/contracts';
import { type ListQuery, type Page, recordHistory } from '@treina/nest-platform';
import type { EntityTarget } from 'typeorm';
import type { Db } from './db.js';

/** A record's changes from the audit trail (`entidade`), newest first; 404 with `notFoundMessage` when no row of `entity` has this id. */
export function historyOf(
  db: Db,
  entity: EntityTarget<{ id: number }>,
  entidade: AuditedResource,
  id: number,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  notFoundMessage: string,
): Promise<Page<AuditHistoryItem>> {
  return recordHistory(db, entidade, id, query, { exists: (manager) => manager.existsBy(entity, { id }), notFoundMessage });
}
