import { Injectable } from '@nestjs/common';
import type { ActivityTypeRow, AuditHistoryItem } from '@treina/contracts';
import { type ListColumn, type ListQuery, type Page, recordHistory, runList } from '@treina/nest-platform';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ServiceTypeEntity } from '../contracted-service/service-type.entity.js';
import { ActivityTypeEntity } from './activity-type.entity.js';

/** The activity type aggregate in the database; a method given a manager runs on that transaction. */
@Injectable()
export class ActivityTypeRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page (or all) of the types with their service type's name, by id. */
  page(
    query: ListQuery,
    columns: Record<string, ListColumn>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Page<ActivityTypeRow>> {
    const qb = manager
      .createQueryBuilder()
      .from(ActivityTypeEntity, 't')
      .leftJoin(ServiceTypeEntity, 'ts', 'ts.id = t.id_tipo_servico')
      .select(['t.id AS id', 't.nome AS nome', 't.tipo AS tipo', 't.id_tipo_servico AS id_tipo_servico'])
      .addSelect(`COALESCE(ts.nome, '')`, 'nome_tipo_servico');
    return runList<ActivityTypeRow>(qb, query, columns, [{ field: 'id', descending: false }], 'id');
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>, notFoundMessage: string): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'activityType', id, query, {
      exists: (manager) => manager.existsBy(ActivityTypeEntity, { id }),
      notFoundMessage,
    });
  }

  /** Inserts the type; answers its id. */
  async insert(manager: EntityManager, type: Omit<ActivityTypeEntity, 'id'>): Promise<number> {
    const inserted = await manager.insert(ActivityTypeEntity, type);
    return (inserted.identifiers[0] as { id: number }).id;
  }

  /** The type, locked until the transaction ends. */
  lock(manager: EntityManager, id: number): Promise<ActivityTypeEntity | null> {
    return manager.findOne(ActivityTypeEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** These types by id, locked until the transaction ends. */
  lockMany(manager: EntityManager, ids: number[]): Promise<ActivityTypeEntity[]> {
    return manager.find(ActivityTypeEntity, { where: { id: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  async save(manager: EntityManager, type: ActivityTypeEntity): Promise<void> {
    await manager.save(type);
  }

  async delete(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.delete(ActivityTypeEntity, { id: In(ids) });
  }

  /** How many activities use each of these types (absent: none). */
  async activityCounts(manager: EntityManager, ids: number[]): Promise<Map<number, number>> {
    const rows = await manager
      .createQueryBuilder()
      .from('atividade', 'a')
      .select('a.id_tipo_atividade', 'id')
      .addSelect('COUNT(*)::int', 'atividades')
      .where('a.id_tipo_atividade = ANY(:ids)', { ids })
      .groupBy('a.id_tipo_atividade')
      .getRawMany<{ id: number; atividades: number }>();
    return new Map(rows.map((row) => [row.id, row.atividades]));
  }

  serviceTypeExists(manager: EntityManager, id: number): Promise<boolean> {
    return manager.exists(ServiceTypeEntity, { where: { id } });
  }
}
