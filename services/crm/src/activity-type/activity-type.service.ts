import { Injectable } from '@nestjs/common';
import type { ActivityTypeRow, AuditHistoryItem } from '@treina/contracts';
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
import { ActivityEntity } from '../activity/activity.entity.js';
import { fieldError } from '../common/fields.js';
import { ServiceTypeEntity } from '../contracted-service/service-type.entity.js';
import { ActivityTypeEntity } from './activity-type.entity.js';
import type { CreateActivityTypeDto } from './dto/create-activity-type.dto.js';
import type { UpdateActivityTypeDto } from './dto/update-activity-type.dto.js';

export const ACTIVITY_TYPE_NOT_FOUND = 'Tipo de atividade não encontrado.';
/** What an activity type's history records. */
const AUDITED_FIELDS = ['nome', 'tipo', 'id_tipo_servico'] as const satisfies ReadonlyArray<keyof ActivityTypeRow>;
export const INVALID_SERVICE_TYPE = 'Tipo de serviço inválido.';
export const protectedType = (type: { nome: string; tipo: string }, action: 'renomeado' | 'excluído') =>
  `O tipo de atividade '${type.nome}' é do sistema (${type.tipo}) e não pode ser ${action}.`;
export const typeInUse = (type: { nome: string }, count: number) =>
  `O tipo de atividade '${type.nome}' está em uso por ${count} atividade(s) e não pode ser excluído.`;

export const ACTIVITY_TYPE_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 't.id', kind: 'number' },
  nome: { sql: 't.nome', kind: 'text', searchable: true },
  tipo: { sql: 't.tipo', kind: 'text', searchable: true },
  id_tipo_servico: { sql: 't.id_tipo_servico', kind: 'number' },
  nome_tipo_servico: { sql: `COALESCE(ts.nome, '')`, kind: 'text', searchable: true },
};

@Injectable()
export class ActivityTypeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** GET /api/activitiesTypes: by id. */
  list(query: ListQuery, manager: EntityManager = this.dataSource.manager): Promise<Page<ActivityTypeRow>> {
    const qb = manager
      .createQueryBuilder()
      .from(ActivityTypeEntity, 't')
      .leftJoin(ServiceTypeEntity, 'ts', 'ts.id = t.id_tipo_servico')
      .select(['t.id AS id', 't.nome AS nome', 't.tipo AS tipo', 't.id_tipo_servico AS id_tipo_servico'])
      .addSelect(`COALESCE(ts.nome, '')`, 'nome_tipo_servico');
    return runList<ActivityTypeRow>(qb, query, ACTIVITY_TYPE_LIST_COLUMNS, [{ field: 'id', descending: false }], 'id');
  }

  /** GET /api/activityType/{id}/history */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'activityType', id, query, {
      exists: (manager) => manager.existsBy(ActivityTypeEntity, { id }),
      notFoundMessage: ACTIVITY_TYPE_NOT_FOUND,
    });
  }

  /** POST /api/activityType: always CUSTOM. */
  async create(dto: CreateActivityTypeDto, actor: AuthenticatedUser): Promise<ActivityTypeRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const serviceType = dto.id_tipo_servico ?? null;
      if (serviceType !== null) await this.assertServiceType(manager, serviceType);
      const inserted = await manager.insert(ActivityTypeEntity, { nome: dto.nome, tipo: 'CUSTOM', id_tipo_servico: serviceType });
      const row = await this.row(manager, (inserted.identifiers[0] as { id: number }).id);
      tx.audit({
        actor,
        entidade: 'activityType',
        id_entidade: row.id,
        acao: 'create',
        alteracoes: fieldChanges(null, row, AUDITED_FIELDS),
      });
      return row;
    });
  }

  /** PATCH /api/activityType/{id}: SYSTEM and FIXED keep their names (their service type may change). */
  async update(id: number, dto: UpdateActivityTypeDto, actor: AuthenticatedUser): Promise<ActivityTypeRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const type = await manager.findOne(ActivityTypeEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!type) throw notFound(ACTIVITY_TYPE_NOT_FOUND);
      const before = { nome: type.nome, tipo: type.tipo, id_tipo_servico: type.id_tipo_servico };
      if (dto.nome !== undefined && dto.nome !== type.nome) {
        if (type.tipo !== 'CUSTOM') throw conflict(protectedType(type, 'renomeado'));
        type.nome = dto.nome;
      }
      if (dto.id_tipo_servico !== undefined) {
        if (dto.id_tipo_servico !== null) await this.assertServiceType(manager, dto.id_tipo_servico);
        type.id_tipo_servico = dto.id_tipo_servico;
      }
      await manager.save(type);
      const after = await this.row(manager, id);
      tx.audit({
        actor,
        entidade: 'activityType',
        id_entidade: id,
        acao: 'update',
        alteracoes: fieldChanges(before, after, AUDITED_FIELDS),
      });
      return after;
    });
  }

  /** DELETE /api/activityType?activitiesTypesIds=: all or nothing; SYSTEM, FIXED and types in use stay (409). */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const types = await manager.find(ActivityTypeEntity, {
        where: { id: In(ids) },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (types.length !== ids.length) throw notFound(ACTIVITY_TYPE_NOT_FOUND);
      const system = types.find((type) => type.tipo !== 'CUSTOM');
      if (system) throw conflict(protectedType(system, 'excluído'));
      const uses = await manager
        .createQueryBuilder()
        .from(ActivityEntity, 'a')
        .select('a.id_tipo_atividade', 'id')
        .addSelect('COUNT(*)::int', 'atividades')
        .where('a.id_tipo_atividade = ANY(:ids)', { ids })
        .groupBy('a.id_tipo_atividade')
        .getRawMany<{ id: number; atividades: number }>();
      const usesOf = new Map(uses.map((row) => [row.id, row.atividades]));
      const used = types.find((type) => usesOf.has(type.id));
      if (used) throw conflict(typeInUse(used, usesOf.get(used.id)!));
      await manager.delete(ActivityTypeEntity, { id: In(ids) });
      for (const type of types) {
        const alteracoes = fieldChanges({ nome: type.nome, tipo: type.tipo, id_tipo_servico: type.id_tipo_servico }, null, AUDITED_FIELDS);
        tx.audit({ actor, entidade: 'activityType', id_entidade: type.id, acao: 'delete', alteracoes });
      }
    });
  }

  private async row(manager: EntityManager, id: number): Promise<ActivityTypeRow> {
    const { rows } = await this.list({ pageSize: 1, sort: [], filters: [{ field: 'id', value: String(id) }] }, manager);
    if (!rows[0]) throw notFound(ACTIVITY_TYPE_NOT_FOUND);
    return rows[0];
  }

  private async assertServiceType(manager: EntityManager, id: number): Promise<void> {
    if (!(await manager.exists(ServiceTypeEntity, { where: { id } }))) {
      throw fieldError('id_tipo_servico', INVALID_SERVICE_TYPE);
    }
  }
}
