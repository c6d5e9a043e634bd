import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, ServiceRow, ServiceTypeRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  fieldChanges,
  type ListColumn,
  type ListQuery,
  type ListQueryWith,
  notFound,
  OutboxService,
  type OutboxTransaction,
  type Page,
} from '@treina/nest-platform';
import { fieldError } from '../common/fields.js';
import { addYears, parseDateInput, today } from '../common/dates.js';
import { ContractedServiceRepository } from './contracted-service.repository.js';
import type { CreateContractedServiceDto } from './dto/create-contracted-service.dto.js';
import type { ServiceListParams } from './dto/service-list.params.js';
import type { UpdateContractedServiceDto } from './dto/update-contracted-service.dto.js';

const SERVICE_NOT_FOUND = 'Serviço não encontrado.';
const END_BEFORE_START = 'A data final do serviço não pode ser anterior à data inicial.';
const UNKNOWN_CUSTOMER = 'Cliente não encontrado.';
const UNKNOWN_SERVICE_TYPE = 'Tipo de serviço inválido.';

/** What a contracted service's history records: the form's fields. */
const AUDITED_FIELDS = ['id_cliente', 'id_tipo_servico', 'data_inicio', 'data_fim'] as const satisfies ReadonlyArray<keyof ServiceRow>;

export const SERVICE_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 's.id', kind: 'number' },
  id_cliente: { sql: 's.id_cliente', kind: 'number' },
  nome_cliente: { sql: 'c.nome_razao', kind: 'text', searchable: true },
  id_tipo_servico: { sql: 's.id_tipo_servico', kind: 'number' },
  nome_tipo_servico: { sql: 'ts.nome', kind: 'text', searchable: true },
  data_inicio: { sql: 's.data_inicio', kind: 'date' },
  data_fim: { sql: 's.data_fim', kind: 'date' },
};

export const SERVICE_TYPE_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'ts.id', kind: 'number' },
  nome: { sql: 'ts.nome', kind: 'text', searchable: true },
};

@Injectable()
export class ContractedServiceService {
  constructor(
    private readonly services: ContractedServiceRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** GET /api/services: by end date, latest first; start-on-or-after and end-on-or-before filters. */
  list(query: ListQueryWith<ServiceListParams>): Promise<Page<ServiceRow>> {
    const { data_inicio_de, data_fim_ate } = query.params;
    return this.services.page(query, SERVICE_LIST_COLUMNS, { startFrom: data_inicio_de, endUntil: data_fim_ate });
  }

  /** GET /api/servicesTypes */
  types(query: ListQuery): Promise<Page<ServiceTypeRow>> {
    return this.services.typePage(query, SERVICE_TYPE_LIST_COLUMNS);
  }

  /** GET /api/services/{id}/history */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return this.services.history(id, query, SERVICE_NOT_FOUND);
  }

  /** POST /api/services: by default from today for one year. */
  async create(dto: CreateContractedServiceDto, actor: AuthenticatedUser): Promise<ServiceRow> {
    const data_inicio = parseDateInput(dto.data_inicio) ?? today();
    const data_fim = parseDateInput(dto.data_fim) ?? addYears(data_inicio, 1);
    if (data_fim < data_inicio) throw fieldError('data_fim', END_BEFORE_START);
    return this.outbox.transaction(async (tx) => {
      await this.assertReferences(tx, dto.id_cliente, dto.id_tipo_servico);
      const id = await this.services.insert(tx.manager, {
        id_cliente: dto.id_cliente,
        id_tipo_servico: dto.id_tipo_servico,
        data_inicio,
        data_fim,
      });
      const row = await this.row(tx, id);
      tx.audit({ actor, entidade: 'services', id_entidade: row.id, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
      return row;
    });
  }

  /** PATCH /api/services/{id} */
  async update(id: number, dto: UpdateContractedServiceDto, actor: AuthenticatedUser): Promise<ServiceRow> {
    return this.outbox.transaction(async (tx) => {
      const service = await this.services.lock(tx.manager, id);
      if (!service) throw notFound(SERVICE_NOT_FOUND);
      const before = await this.row(tx, id);
      if (dto.data_inicio !== undefined) service.data_inicio = parseDateInput(dto.data_inicio)!;
      if (dto.data_fim !== undefined) service.data_fim = parseDateInput(dto.data_fim)!;
      if (service.data_fim < service.data_inicio) throw fieldError('data_fim', END_BEFORE_START);
      await this.assertReferences(tx, dto.id_cliente, dto.id_tipo_servico);
      if (dto.id_cliente !== undefined) service.id_cliente = dto.id_cliente;
      if (dto.id_tipo_servico !== undefined) service.id_tipo_servico = dto.id_tipo_servico;
      await this.services.save(tx.manager, service);
      const after = await this.row(tx, id);
      tx.audit({ actor, entidade: 'services', id_entidade: id, acao: 'update', alteracoes: fieldChanges(before, after, AUDITED_FIELDS) });
      return after;
    });
  }

  /** DELETE /api/services?servicesIds=: all or nothing. */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      if ((await this.services.lockMany(tx.manager, ids)) !== ids.length) throw notFound(SERVICE_NOT_FOUND);
      const rows = await this.services.rows(tx.manager, ids);
      await this.services.delete(tx.manager, ids);
      for (const row of rows)
        tx.audit({ actor, entidade: 'services', id_entidade: row.id, acao: 'delete', alteracoes: fieldChanges(row, null, AUDITED_FIELDS) });
    });
  }

  private async row(tx: OutboxTransaction, id: number): Promise<ServiceRow> {
    const row = await this.services.row(tx.manager, id);
    if (!row) throw notFound(SERVICE_NOT_FOUND);
    return row;
  }

  private async assertReferences(tx: OutboxTransaction, customerId?: number, serviceTypeId?: number): Promise<void> {
    if (customerId !== undefined && !(await this.services.customerExists(tx.manager, customerId))) {
      throw fieldError('id_cliente', UNKNOWN_CUSTOMER);
    }
    if (serviceTypeId !== undefined && !(await this.services.serviceTypeExists(tx.manager, serviceTypeId))) {
      throw fieldError('id_tipo_servico', UNKNOWN_SERVICE_TYPE);
    }
  }
}
