import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, ServiceRow, ServiceTypeRow } from '@treina/contracts';
import { type ListColumn, type ListQuery, type Page, recordHistory, runList } from '@treina/nest-platform';
import { DataSource, type EntityManager, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { CustomerEntity } from '../customer/customer.entity.js';
import { ContractedServiceEntity } from './contracted-service.entity.js';
import { ServiceTypeEntity } from './service-type.entity.js';

export type NewContractedService = Omit<ContractedServiceEntity, 'id'>;

/** The list's narrowing by dates: services starting on or after, ending on or before. */
export interface ServiceDates {
  startFrom?: string;
  endUntil?: string;
}

/** The contracted service aggregate (and the service types) in the database; a method given a manager runs on that transaction. */
@Injectable()
export class ContractedServiceRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page (or all) of the services as the API answers them (customer and type names joined in), latest end first. */
  page(query: ListQuery, columns: Record<string, ListColumn>, dates: ServiceDates): Promise<Page<ServiceRow>> {
    const qb = this.select(this.dataSource.manager);
    if (dates.startFrom) qb.andWhere('s.data_inicio >= :startFrom', { startFrom: dates.startFrom });
    if (dates.endUntil) qb.andWhere('s.data_fim <= :endUntil', { endUntil: dates.endUntil });
    return runList<ServiceRow>(qb, query, columns, [{ field: 'data_fim', descending: true }], 'id');
  }

  /** A page (or all) of the service types, by id. */
  typePage(query: ListQuery, columns: Record<string, ListColumn>): Promise<Page<ServiceTypeRow>> {
    const qb = this.dataSource.createQueryBuilder().from(ServiceTypeEntity, 'ts').select(['ts.id AS id', 'ts.nome AS nome']);
    return runList<ServiceTypeRow>(qb, query, columns, [{ field: 'id', descending: false }], 'id');
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>, notFoundMessage: string): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'services', id, query, {
      exists: (manager) => manager.existsBy(ContractedServiceEntity, { id }),
      notFoundMessage,
    });
  }

  /** Inserts the service; answers its id. */
  async insert(manager: EntityManager, service: NewContractedService): Promise<number> {
    const inserted = await manager.insert(ContractedServiceEntity, service);
    return (inserted.identifiers[0] as { id: number }).id;
  }

  /** The service, locked until the transaction ends. */
  lock(manager: EntityManager, id: number): Promise<ContractedServiceEntity | null> {
    return manager.findOne(ContractedServiceEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** How many of these services exist, locking them until the transaction ends. */
  async lockMany(manager: EntityManager, ids: number[]): Promise<number> {
    return (await manager.find(ContractedServiceEntity, { where: { id: In(ids) }, lock: { mode: 'pessimistic_write' } })).length;
  }

  async save(manager: EntityManager, service: ContractedServiceEntity): Promise<void> {
    await manager.save(service);
  }

  async delete(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.delete(ContractedServiceEntity, { id: In(ids) });
  }

  /** The service as the API answers it; undefined when there is none. */
  row(manager: EntityManager, id: number): Promise<ServiceRow | undefined> {
    return this.select(manager).where('s.id = :id', { id }).getRawOne<ServiceRow>();
  }

  rows(manager: EntityManager, ids: number[]): Promise<ServiceRow[]> {
    return this.select(manager).where('s.id = ANY(:ids)', { ids }).getRawMany<ServiceRow>();
  }

  customerExists(manager: EntityManager, id: number): Promise<boolean> {
    return manager.exists(CustomerEntity, { where: { id } });
  }

  serviceTypeExists(manager: EntityManager, id: number): Promise<boolean> {
    return manager.exists(ServiceTypeEntity, { where: { id } });
  }

  private select(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
    return manager
      .createQueryBuilder()
      .from(ContractedServiceEntity, 's')
      .leftJoin(CustomerEntity, 'c', 'c.id = s.id_cliente')
      .leftJoin(ServiceTypeEntity, 'ts', 'ts.id = s.id_tipo_servico')
      .select(['s.id AS id', 's.id_cliente AS id_cliente', 's.id_tipo_servico AS id_tipo_servico'])
      .addSelect(`COALESCE(c.nome_razao, '')`, 'nome_cliente')
      .addSelect(`COALESCE(ts.nome, '')`, 'nome_tipo_servico')
      .addSelect(`to_char(s.data_inicio, 'YYYY-MM-DD')`, 'data_inicio')
      .addSelect(`to_char(s.data_fim, 'YYYY-MM-DD')`, 'data_fim');
  }
}
