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
  type OutboxTransaction,
  type Page,
} from '@treina/nest-platform';
import { fieldError } from '../common/fields.js';
import type { CustomerEntity } from './customer.entity.js';
import { CustomerRepository } from './customer.repository.js';
import { classifyDocument, INVALID_DOCUMENT } from './document.js';
import type { CreateCustomerDto } from './dto/create-customer.dto.js';
import type { UpdateCustomerDto } from './dto/update-customer.dto.js';

const CUSTOMER_NOT_FOUND = 'Cliente não encontrado.';
const DOCUMENT_TAKEN = 'Já existe um cliente com este documento.';
const customerHasServices = (customer: { nome_razao: string }, count: number) =>
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
    private readonly customers: CustomerRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** GET /api/customer: by id. */
  list(query: ListQuery): Promise<Page<CustomerRow>> {
    return this.customers.page(query, CUSTOMER_LIST_COLUMNS);
  }

  /** GET /api/customer/{id}/history */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return this.customers.history(id, query, CUSTOMER_NOT_FOUND);
  }

  /** POST /api/customer */
  async create(dto: CreateCustomerDto, actor: AuthenticatedUser): Promise<CustomerRow> {
    const document = this.document(dto.documento);
    return this.outbox.transaction(async (tx) => {
      await this.assertDocumentFree(tx, document.documento);
      const row = toRow(await this.customers.insert(tx.manager, { nome_razao: dto.nome_razao, ...document, endereco: dto.endereco ?? '' }));
      tx.audit({ actor, entidade: 'customer', id_entidade: row.id, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
      return row;
    });
  }

  /** PATCH /api/customer/{id} */
  async update(id: number, dto: UpdateCustomerDto, actor: AuthenticatedUser): Promise<CustomerRow> {
    const document = dto.documento === undefined ? undefined : this.document(dto.documento);
    return this.outbox.transaction(async (tx) => {
      const customer = await this.customers.lock(tx.manager, id);
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      const before = toRow(customer);
      if (document && document.documento !== customer.documento) {
        await this.assertDocumentFree(tx, document.documento);
        Object.assign(customer, document);
      }
      if (dto.nome_razao !== undefined) customer.nome_razao = dto.nome_razao;
      if (dto.endereco !== undefined) customer.endereco = dto.endereco;
      const after = toRow(await this.customers.save(tx.manager, customer));
      tx.audit({ actor, entidade: 'customer', id_entidade: id, acao: 'update', alteracoes: fieldChanges(before, after, AUDITED_FIELDS) });
      return after;
    });
  }

  /** DELETE /api/customer?customersIds=: all or nothing; a customer with services stays (409). */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      const customers = await this.customers.lockMany(tx.manager, ids);
      if (customers.length !== ids.length) throw notFound(CUSTOMER_NOT_FOUND);
      const servicesOf = await this.customers.serviceCounts(tx.manager, ids);
      const withServices = customers.find((customer) => servicesOf.has(customer.id));
      if (withServices) throw conflict(customerHasServices(withServices, servicesOf.get(withServices.id)!));
      await this.customers.delete(tx.manager, ids);
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

  private async assertDocumentFree(tx: OutboxTransaction, documento: string): Promise<void> {
    if (await this.customers.documentTaken(tx.manager, documento)) throw conflict(DOCUMENT_TAKEN);
  }
}
