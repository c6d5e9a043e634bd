import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, CustomerRow } from '@treina/contracts';
import { type ListColumn, type ListQuery, type Page, recordHistory, runList } from '@treina/nest-platform';
import { DataSource, type EntityManager, In } from 'typeorm';
import { CustomerEntity } from './customer.entity.js';

/** The customer aggregate in the database; a method given a manager runs on that transaction. */
@Injectable()
export class CustomerRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page (or all) of the customers, by id unless sorted otherwise. */
  page(query: ListQuery, columns: Record<string, ListColumn>): Promise<Page<CustomerRow>> {
    const qb = this.dataSource
      .createQueryBuilder()
      .from(CustomerEntity, 'c')
      .select([
        'c.id AS id',
        'c.nome_razao AS nome_razao',
        'c.documento AS documento',
        'c.tipo_pessoa AS tipo_pessoa',
        'c.endereco AS endereco',
      ]);
    return runList<CustomerRow>(qb, query, columns, [{ field: 'id', descending: false }], 'id');
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>, notFoundMessage: string): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'customer', id, query, {
      exists: (manager) => manager.existsBy(CustomerEntity, { id }),
      notFoundMessage,
    });
  }

  documentTaken(manager: EntityManager, documento: string): Promise<boolean> {
    return manager.exists(CustomerEntity, { where: { documento } });
  }

  /** Inserts the customer; answers it as stored. */
  insert(manager: EntityManager, customer: Omit<CustomerEntity, 'id'>): Promise<CustomerEntity> {
    return manager.save(manager.create(CustomerEntity, customer));
  }

  /** The customer, locked until the transaction ends. */
  lock(manager: EntityManager, id: number): Promise<CustomerEntity | null> {
    return manager.findOne(CustomerEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** These customers by id, locked until the transaction ends. */
  lockMany(manager: EntityManager, ids: number[]): Promise<CustomerEntity[]> {
    return manager.find(CustomerEntity, { where: { id: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /** Writes a customer's changed fields; answers it as stored. */
  save(manager: EntityManager, customer: CustomerEntity): Promise<CustomerEntity> {
    return manager.save(customer);
  }

  /** How many contracted services each of these customers has (absent: none). */
  async serviceCounts(manager: EntityManager, ids: number[]): Promise<Map<number, number>> {
    const rows = await manager
      .createQueryBuilder()
      .from('servico', 's')
      .select('s.id_cliente', 'id_cliente')
      .addSelect('COUNT(*)::int', 'servicos')
      .where('s.id_cliente = ANY(:ids)', { ids })
      .groupBy('s.id_cliente')
      .getRawMany<{ id_cliente: number; servicos: number }>();
    return new Map(rows.map((row) => [row.id_cliente, row.servicos]));
  }

  async delete(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.delete(CustomerEntity, { id: In(ids) });
  }
}
