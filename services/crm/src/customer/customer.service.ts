import { Injectable } from '@nestjs/common';
import type { CustomerRow } from '@treina/contracts';
import { conflict, type ListColumn, type ListQuery, notFound, runList } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import { fieldError } from '../common/fields.js';
import { CustomerEntity } from './customer.entity.js';
import { classifyDocument, INVALID_DOCUMENT } from './document.js';
import type { CreateCustomerDto, UpdateCustomerDto } from './dto/customer.dto.js';

export const CUSTOMER_NOT_FOUND = 'Cliente não encontrado.';
export const DOCUMENT_TAKEN = 'Já existe um cliente com este documento.';
export const customerHasServices = (customer: { nome_razao: string }, count: number) =>
  `O cliente '${customer.nome_razao}' possui ${count} serviço(s) contratado(s) e não pode ser excluído. Exclua os serviços primeiro.`;

export const CUSTOMER_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'c.id', kind: 'number' },
  nome_razao: { sql: 'c.nome_razao', kind: 'text', searchable: true },
  documento: { sql: 'c.documento', kind: 'text', searchable: true },
  tipo_pessoa: { sql: 'c.tipo_pessoa', kind: 'text', searchable: true },
  endereco: { sql: 'c.endereco', kind: 'text', searchable: true },
};

@Injectable()
export class CustomerService {
  constructor(private readonly dataSource: DataSource) {}

  /** GET /api/customer: SPEC order, by id. */
  list(query: ListQuery): Promise<{ rows: CustomerRow[]; total: number }> {
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
    return runList<CustomerRow>(qb, query, CUSTOMER_LIST_COLUMNS, [{ field: 'id', descending: false }], 'id');
  }

  /** POST /api/customer */
  async create(dto: CreateCustomerDto): Promise<CustomerRow> {
    const document = this.document(dto.documento);
    return this.dataSource.transaction(async (manager) => {
      await this.assertDocumentFree(manager, document.documento);
      const inserted = await manager.insert(CustomerEntity, { nome_razao: dto.nome_razao, ...document, endereco: dto.endereco ?? '' });
      return this.row(manager, (inserted.identifiers[0] as { id: number }).id);
    });
  }

  /** PATCH /api/customer/{id} */
  async update(id: number, dto: UpdateCustomerDto): Promise<CustomerRow> {
    const document = dto.documento === undefined ? undefined : this.document(dto.documento);
    return this.dataSource.transaction(async (manager) => {
      const customer = await manager.findOne(CustomerEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      if (document && document.documento !== customer.documento) {
        await this.assertDocumentFree(manager, document.documento);
        Object.assign(customer, document);
      }
      if (dto.nome_razao !== undefined) customer.nome_razao = dto.nome_razao;
      if (dto.endereco !== undefined) customer.endereco = dto.endereco;
      await manager.save(customer);
      return this.row(manager, id);
    });
  }

  /** DELETE /api/customer?customersIds=: all or nothing; a customer with services stays (409). */
  async remove(ids: number[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const customers: Array<{ id: number; nome_razao: string; servicos: number }> = await manager.query(
        `SELECT c.id, c.nome_razao, (SELECT COUNT(*)::int FROM servico s WHERE s.id_cliente = c.id) AS servicos
           FROM cliente c WHERE c.id = ANY($1::int[]) ORDER BY c.id FOR UPDATE`,
        [ids],
      );
      if (customers.length !== ids.length) throw notFound(CUSTOMER_NOT_FOUND);
      const withServices = customers.find((customer) => customer.servicos > 0);
      if (withServices) throw conflict(customerHasServices(withServices, withServices.servicos));
      await manager.query('DELETE FROM cliente WHERE id = ANY($1::int[])', [ids]);
    });
  }

  private document(value: string) {
    const document = classifyDocument(value);
    if (!document) throw fieldError('documento', INVALID_DOCUMENT);
    return document;
  }

  private async assertDocumentFree(manager: EntityManager, documento: string): Promise<void> {
    if (await manager.exists(CustomerEntity, { where: { documento } })) throw conflict(DOCUMENT_TAKEN);
  }

  private async row(manager: EntityManager, id: number): Promise<CustomerRow> {
    const customer = await manager.findOne(CustomerEntity, { where: { id } });
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    return {
      id: customer.id,
      nome_razao: customer.nome_razao,
      documento: customer.documento,
      tipo_pessoa: customer.tipo_pessoa,
      endereco: customer.endereco,
    };
  }
}
