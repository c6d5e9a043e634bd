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
  type Page,
  recordHistory,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { fieldError } from '../common/fields.js';
import { addYears, parseDateInput, today } from '../common/dates.js';
import { CustomerEntity } from '../customer/customer.entity.js';
import { ContractedServiceEntity } from './contracted-service.entity.js';
import type { CreateContractedServiceDto } from './dto/create-contracted-service.dto.js';
import type { ServiceListParams } from './dto/service-list.params.js';
import type { UpdateContractedServiceDto } from './dto/update-contracted-service.dto.js';
import { ServiceTypeEntity } from './service-type.entity.js';

export const SERVICE_NOT_FOUND = 'Serviço não encontrado.';
export const END_BEFORE_START = 'A data final do serviço não pode ser anterior à data inicial.';
export const UNKNOWN_CUSTOMER = 'Cliente não encontrado.';
export const UNKNOWN_SERVICE_TYPE = 'Tipo de serviço inválido.';

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
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** GET /api/services: SPEC order, by end date, latest first; SPEC's start-on-or-after and end-on-or-before filters. */
  list(query: ListQueryWith<ServiceListParams>): Promise<Page<ServiceRow>> {
    const { data_inicio_de, data_fim_ate } = query.params;
    const qb = this.select(this.dataSource.manager);
    if (data_inicio_de) qb.andWhere('s.data_inicio >= :startFrom', { startFrom: data_inicio_de });
    if (data_fim_ate) qb.andWhere('s.data_fim <= :endUntil', { endUntil: data_fim_ate });
    return runList<ServiceRow>(qb, query, SERVICE_LIST_COLUMNS, [{ field: 'data_fim', descending: true }], 'id');
  }

  /** GET /api/servicesTypes */
  types(query: ListQuery): Promise<Page<ServiceTypeRow>> {
    const qb = this.dataSource.createQueryBuilder().from(ServiceTypeEntity, 'ts').select(['ts.id AS id', 'ts.nome AS nome']);
    return runList<ServiceTypeRow>(qb, query, SERVICE_TYPE_LIST_COLUMNS, [{ field: 'id', descending: false }], 'id');
  }

  /** GET /api/services/{id}/history */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'services', id, query, {
      exists: (manager) => manager.existsBy(ContractedServiceEntity, { id }),
      notFoundMessage: SERVICE_NOT_FOUND,
    });
  }

  /** POST /api/services: by default from today for one year. */
  async create(dto: CreateContractedServiceDto, actor: AuthenticatedUser): Promise<ServiceRow> {
    const data_inicio = parseDateInput(dto.data_inicio) ?? today();
    const data_fim = parseDateInput(dto.data_fim) ?? addYears(data_inicio, 1);
    if (data_fim < data_inicio) throw fieldError('data_fim', END_BEFORE_START);
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      await this.assertReferences(manager, dto.id_cliente, dto.id_tipo_servico);
      const inserted = await manager.insert(ContractedServiceEntity, {
        id_cliente: dto.id_cliente,
        id_tipo_servico: dto.id_tipo_servico,
        data_inicio,
        data_fim,
      });
      const row = await this.row(manager, (inserted.identifiers[0] as { id: number }).id);
      tx.audit({ actor, entidade: 'services', id_entidade: row.id, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
      return row;
    });
  }

  /** PATCH /api/services/{id} */
  async update(id: number, dto: UpdateContractedServiceDto, actor: AuthenticatedUser): Promise<ServiceRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const service = await manager.findOne(ContractedServiceEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!service) throw notFound(SERVICE_NOT_FOUND);
      const before = await this.row(manager, id);
      if (dto.data_inicio !== undefined) service.data_inicio = parseDateInput(dto.data_inicio)!;
      if (dto.data_fim !== undefined) service.data_fim = parseDateInput(dto.data_fim)!;
      if (service.data_fim < service.data_inicio) throw fieldError('data_fim', END_BEFORE_START);
      await this.assertReferences(manager, dto.id_cliente, dto.id_tipo_servico);
      if (dto.id_cliente !== undefined) service.id_cliente = dto.id_cliente;
      if (dto.id_tipo_servico !== undefined) service.id_tipo_servico = dto.id_tipo_servico;
      await manager.save(service);
      const after = await this.row(manager, id);
      tx.audit({ actor, entidade: 'services', id_entidade: id, acao: 'update', alteracoes: fieldChanges(before, after, AUDITED_FIELDS) });
      return after;
    });
  }

  /** DELETE /api/services?servicesIds=: all or nothing. */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const found = await manager.find(ContractedServiceEntity, { where: { id: In(ids) }, lock: { mode: 'pessimistic_write' } });
      if (found.length !== ids.length) throw notFound(SERVICE_NOT_FOUND);
      const rows = await this.select(manager).where('s.id = ANY(:ids)', { ids }).getRawMany<ServiceRow>();
      await manager.delete(ContractedServiceEntity, { id: In(ids) });
      for (const row of rows)
        tx.audit({ actor, entidade: 'services', id_entidade: row.id, acao: 'delete', alteracoes: fieldChanges(row, null, AUDITED_FIELDS) });
    });
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

  private async row(manager: EntityManager, id: number): Promise<ServiceRow> {
    const row = await this.select(manager).where('s.id = :id', { id }).getRawOne<ServiceRow>();
    if (!row) throw notFound(SERVICE_NOT_FOUND);
    return row;
  }

  private async assertReferences(manager: EntityManager, customerId?: number, serviceTypeId?: number): Promise<void> {
    if (customerId !== undefined && !(await manager.exists(CustomerEntity, { where: { id: customerId } }))) {
      throw fieldError('id_cliente', UNKNOWN_CUSTOMER);
    }
    if (serviceTypeId !== undefined && !(await manager.exists(ServiceTypeEntity, { where: { id: serviceTypeId } }))) {
      throw fieldError('id_tipo_servico', UNKNOWN_SERVICE_TYPE);
    }
  }
}
