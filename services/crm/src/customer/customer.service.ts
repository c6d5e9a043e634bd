import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, CustomerRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  conflict,
  fieldChanges,
  type ListColumn,
  type ListQuery,
  notFound,
  OutboxService,
  type Page,
  recordHistory,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, In } from 'typeorm';
import { fieldError } from '../common/fields.js';
import { ContractedServiceEntity } from '../contracted-service/contracted-service.entity.js';
import { CustomerEntity } from './customer.entity.js';
import { classifyDocument, INVALID_DOCUMENT } from './document.js';
import type { CreateCustomerDto } from './dto/create-customer.dto.js';
import type { UpdateCustomerDto } from './dto/update-customer.dto.js';

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

/** What a customer's history records: the form's fields. */
const AUDITED_FIELDS = ['nome_razao', 'documento', 'tipo_pessoa', 'endereco'] as const satisfies ReadonlyArray<keyof CustomerRow>;

const toRow = ({ id, nome_razao, documento, tipo_pessoa, endereco }: CustomerEntity): CustomerRow => ({
  id,
  nome_razao,
  documento,
  tipo_pessoa,
  endereco,
});

@Injectable()
export class CustomerService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** GET /api/customer: SPEC order, by id. */
  list(query: ListQuery): Promise<Page<CustomerRow>> {
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

  /** GET /api/customer/{id}/history */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'customer', id, query, {
      exists: (manager) => manager.existsBy(CustomerEntity, { id }),
      notFoundMessage: CUSTOMER_NOT_FOUND,
    });
  }

  /** POST /api/customer */
  async create(dto: CreateCustomerDto, actor: AuthenticatedUser): Promise<CustomerRow> {
    const document = this.document(dto.documento);
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      await this.assertDocumentFree(manager, document.documento);
      const customer = manager.create(CustomerEntity, { nome_razao: dto.nome_razao, ...document, endereco: dto.endereco ?? '' });
      const row = toRow(await manager.save(customer));
      tx.audit({ actor, entidade: 'customer', id_entidade: row.id, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
      return row;
    });
  }

  /** PATCH /api/customer/{id} */
  async update(id: number, dto: UpdateCustomerDto, actor: AuthenticatedUser): Promise<CustomerRow> {
    const document = dto.documento === undefined ? undefined : this.document(dto.documento);
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const customer = await manager.findOne(CustomerEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      const before = toRow(customer);
      if (document && document.documento !== customer.documento) {
        await this.assertDocumentFree(manager, document.documento);
        Object.assign(customer, document);
      }
      if (dto.nome_razao !== undefined) customer.nome_razao = dto.nome_razao;
      if (dto.endereco !== undefined) customer.endereco = dto.endereco;
      const after = toRow(await manager.save(customer));
      tx.audit({ actor, entidade: 'customer', id_entidade: id, acao: 'update', alteracoes: fieldChanges(before, after, AUDITED_FIELDS) });
      return after;
    });
  }

  /** DELETE /api/customer?customersIds=: all or nothing; a customer with services stays (409). */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const customers = await manager.find(CustomerEntity, {
        where: { id: In(ids) },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (customers.length !== ids.length) throw notFound(CUSTOMER_NOT_FOUND);
      const services = await manager
        .createQueryBuilder()
        .from(ContractedServiceEntity, 's')
        .select('s.id_cliente', 'id_cliente')
        .addSelect('COUNT(*)::int', 'servicos')
        .where('s.id_cliente = ANY(:ids)', { ids })
        .groupBy('s.id_cliente')
        .getRawMany<{ id_cliente: number; servicos: number }>();
      const servicesOf = new Map(services.map((row) => [row.id_cliente, row.servicos]));
      const withServices = customers.find((customer) => servicesOf.has(customer.id));
      if (withServices) throw conflict(customerHasServices(withServices, servicesOf.get(withServices.id)!));
      await manager.delete(CustomerEntity, { id: In(ids) });
      for (const customer of customers) {
        const alteracoes = fieldChanges(toRow(customer), null, AUDITED_FIELDS);
        tx.audit({ actor, entidade: 'customer', id_entidade: customer.id, acao: 'delete', alteracoes });
      }
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
}
