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
  type OutboxTransaction,
  type Page,
} from '@treina/nest-platform';
import { fieldError } from '../common/fields.js';
import { ActivityTypeRepository } from './activity-type.repository.js';
import type { CreateActivityTypeDto } from './dto/create-activity-type.dto.js';
import type { UpdateActivityTypeDto } from './dto/update-activity-type.dto.js';

const ACTIVITY_TYPE_NOT_FOUND = 'Tipo de atividade não encontrado.';
/** What an activity type's history records. */
const AUDITED_FIELDS = ['nome', 'tipo', 'id_tipo_servico'] as const satisfies ReadonlyArray<keyof ActivityTypeRow>;
const INVALID_SERVICE_TYPE = 'Tipo de serviço inválido.';
const protectedType = (type: { nome: string; tipo: string }, action: 'renomeado' | 'excluído') =>
  `O tipo de atividade '${type.nome}' é do sistema (${type.tipo}) e não pode ser ${action}.`;
const typeInUse = (type: { nome: string }, count: number) =>
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
    private readonly types: ActivityTypeRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** GET /api/activitiesTypes: by id. */
  list(query: ListQuery): Promise<Page<ActivityTypeRow>> {
    return this.types.page(query, ACTIVITY_TYPE_LIST_COLUMNS);
  }

  /** GET /api/activityType/{id}/history */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return this.types.history(id, query, ACTIVITY_TYPE_NOT_FOUND);
  }

  /** POST /api/activityType: always CUSTOM. */
  async create(dto: CreateActivityTypeDto, actor: AuthenticatedUser): Promise<ActivityTypeRow> {
    return this.outbox.transaction(async (tx) => {
      const serviceType = dto.id_tipo_servico ?? null;
      if (serviceType !== null) await this.assertServiceType(tx, serviceType);
      const id = await this.types.insert(tx.manager, { nome: dto.nome, tipo: 'CUSTOM', id_tipo_servico: serviceType });
      const row = await this.row(tx, id);
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
      const type = await this.types.lock(tx.manager, id);
      if (!type) throw notFound(ACTIVITY_TYPE_NOT_FOUND);
      const before = { nome: type.nome, tipo: type.tipo, id_tipo_servico: type.id_tipo_servico };
      if (dto.nome !== undefined && dto.nome !== type.nome) {
        if (type.tipo !== 'CUSTOM') throw conflict(protectedType(type, 'renomeado'));
        type.nome = dto.nome;
      }
      if (dto.id_tipo_servico !== undefined) {
        if (dto.id_tipo_servico !== null) await this.assertServiceType(tx, dto.id_tipo_servico);
        type.id_tipo_servico = dto.id_tipo_servico;
      }
      await this.types.save(tx.manager, type);
      const after = await this.row(tx, id);
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
      const types = await this.types.lockMany(tx.manager, ids);
      if (types.length !== ids.length) throw notFound(ACTIVITY_TYPE_NOT_FOUND);
      const system = types.find((type) => type.tipo !== 'CUSTOM');
      if (system) throw conflict(protectedType(system, 'excluído'));
      const usesOf = await this.types.activityCounts(tx.manager, ids);
      const used = types.find((type) => usesOf.has(type.id));
      if (used) throw conflict(typeInUse(used, usesOf.get(used.id)!));
      await this.types.delete(tx.manager, ids);
      for (const type of types) {
        const alteracoes = fieldChanges({ nome: type.nome, tipo: type.tipo, id_tipo_servico: type.id_tipo_servico }, null, AUDITED_FIELDS);
        tx.audit({ actor, entidade: 'activityType', id_entidade: type.id, acao: 'delete', alteracoes });
      }
    });
  }

  private async row(tx: OutboxTransaction, id: number): Promise<ActivityTypeRow> {
    const { rows } = await this.types.page(
      { pageSize: 1, sort: [], filters: [{ field: 'id', value: String(id) }] },
      ACTIVITY_TYPE_LIST_COLUMNS,
      tx.manager,
    );
    if (!rows[0]) throw notFound(ACTIVITY_TYPE_NOT_FOUND);
    return rows[0];
  }

  private async assertServiceType(tx: OutboxTransaction, id: number): Promise<void> {
    if (!(await this.types.serviceTypeExists(tx.manager, id))) {
      throw fieldError('id_tipo_servico', INVALID_SERVICE_TYPE);
    }
  }
}
