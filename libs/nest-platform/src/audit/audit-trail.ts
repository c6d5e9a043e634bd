import type { AuditAction, AuditedEntity, AuditedResource, AuditFieldChange, AuditHistoryItem } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import { queryRows } from '../database/typed-query.js';
import type { Page } from '../http/page.js';
import type { ListQuery } from '../http/paging.js';
import { notFound } from '../http/api-error.js';
import { AuditEntryEntity } from './audit-entry.entity.js';

/** Who made a change: the session's user (id and name), or null for the system. */
export interface AuditActor {
  id_usuario: number;
  nome: string;
}

/** A service acting on another service's event, no user behind it: only named, for the history ('Financeiro (PIX/pagamento)'). */
export interface SystemActor {
  id_usuario: null;
  nome: string;
}

/** One change of one record, as a use case reports it to `OutboxTransaction.audit`. */
export interface AuditRecord {
  actor: AuditActor | SystemActor | null;
  entidade: AuditedEntity;
  id_entidade: number;
  acao: AuditAction;
  alteracoes: AuditFieldChange[];
}

/** An update that changed nothing leaves no row: the history lists changes, not saves. */
export function worthRecording(record: AuditRecord): boolean {
  return record.acao !== 'update' || record.alteracoes.length > 0;
}

/** An INSERT with its named parameters, to run alone or inside another statement's WITH. */
export interface InsertStatement {
  sql: string;
  parameters: Record<string, unknown[]>;
}

/**
 * Inserts the records through `manager` (inside the change's transaction): one statement
 * for any number of them, as the outbox does, so a class PATCH of 40 entries pays one round trip.
 */
export async function insertAuditRecords(manager: EntityManager, records: readonly AuditRecord[]): Promise<void> {
  if (!records.length) return;
  const { sql, parameters } = auditInsert(records);
  await queryRows(manager, sql, parameters);
}

/** The statement insertAuditRecords runs (its parameters are named `audit…`, apart from the outbox's): the same text for any number of records. */
export const AUDIT_INSERT_SQL = `INSERT INTO audit_entry (id_usuario, nome_usuario, entidade, id_entidade, acao, alteracoes)
  SELECT v.id_usuario, v.nome_usuario, v.entidade, v.id_entidade, v.acao, v.alteracoes
    FROM unnest(:auditUsers::int[], :auditNames::varchar[], :auditResources::varchar[], :auditIds::int[], :auditActions::varchar[],
          :auditChanges::jsonb[])
      WITH ORDINALITY AS v(id_usuario, nome_usuario, entidade, id_entidade, acao, alteracoes, ord)
   ORDER BY v.ord`;

/** AUDIT_INSERT_SQL with the records as its parameters. */
export function auditInsert(records: readonly AuditRecord[]): InsertStatement {
  return {
    sql: AUDIT_INSERT_SQL,
    parameters: {
      auditUsers: records.map((record) => record.actor?.id_usuario ?? null),
      auditNames: records.map((record) => record.actor?.nome ?? null),
      auditResources: records.map((record) => record.entidade),
      auditIds: records.map((record) => record.id_entidade),
      auditActions: records.map((record) => record.acao),
      auditChanges: records.map((record) => JSON.stringify(record.alteracoes)),
    },
  };
}

/** GET /api/<resource>/{id}/history: newest first, one page of the list protocol. */
export async function auditHistory(
  manager: EntityManager,
  entidade: AuditedResource,
  id: number,
  page: Pick<ListQuery, 'page' | 'pageSize'>,
): Promise<Page<AuditHistoryItem>> {
  const query = manager
    .createQueryBuilder(AuditEntryEntity, 'h')
    .where('h.entidade = :entidade AND h.id_entidade = :id', { entidade, id })
    .orderBy('h.id', 'DESC');
  const pageSize = page.pageSize;
  const [rows, total] = await query
    .skip(((page.page ?? 1) - 1) * pageSize)
    .take(pageSize)
    .getManyAndCount();
  return {
    total,
    rows: rows.map((row) => ({
      em: row.em.toISOString(),
      id_usuario: row.id_usuario,
      nome_usuario: row.nome_usuario,
      acao: row.acao,
      alteracoes: row.alteracoes,
    })),
  };
}

/**
 * A record's history for its `GET /api/<resource>/{id}/history`: a deleted record keeps
 * its history; an id that never had one and does not exist is a 404 with `notFoundMessage`.
 */
export async function recordHistory(
  manager: EntityManager,
  entidade: AuditedResource,
  id: number,
  page: Pick<ListQuery, 'page' | 'pageSize'>,
  record: { exists(manager: EntityManager): Promise<boolean>; notFoundMessage: string },
): Promise<Page<AuditHistoryItem>> {
  const history = await auditHistory(manager, entidade, id, page);
  if (history.total === 0 && !(await record.exists(manager))) throw notFound(record.notFoundMessage);
  return history;
}
