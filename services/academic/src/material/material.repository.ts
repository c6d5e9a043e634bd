import type { AuditHistoryItem, MaterialRow } from '@treina/contracts';
import { type ListQuery, type Page, runList } from '@treina/nest-platform';
import { In } from 'typeorm';
import type { Db } from '../database/db.js';
import { historyOf } from '../database/history.js';
import { MATERIAL_DEFAULT_SORT, MATERIAL_LIST_COLUMNS } from './material-list.columns.js';
import { MaterialEntity } from '../database/entities/material.entity.js';

/** The fields a material's form writes, with the stored file its URL points at. */
export type MaterialWrite = Pick<MaterialEntity, 'nome_material' | 'url' | 'chave_arquivo'>;

/** A page of the Materiais list, by name. */
export function listPage(db: Db, query: ListQuery): Promise<Page<MaterialRow>> {
  const qb = db.createQueryBuilder().from(MaterialEntity, 'm').select(['m.id AS id', 'm.nome_material AS nome_material', 'm.url AS url']);
  return runList<MaterialRow>(qb, query, MATERIAL_LIST_COLUMNS, MATERIAL_DEFAULT_SORT, 'id');
}

/** One material as the list shows it, or undefined. */
export async function listRow(db: Db, id: number): Promise<MaterialRow | undefined> {
  const found = await db.findOne(MaterialEntity, { select: { id: true, nome_material: true, url: true }, where: { id } });
  return found ? { id: found.id, nome_material: found.nome_material, url: found.url } : undefined;
}

/** A new material; answers its id. */
export async function insert(db: Db, fields: MaterialWrite): Promise<number> {
  return ((await db.insert(MaterialEntity, fields)).identifiers[0] as { id: number }).id;
}

export async function update(db: Db, id: number, fields: MaterialWrite): Promise<void> {
  await db.update(MaterialEntity, id, fields);
}

/** The material, row-locked until the transaction ends. */
export function lock(db: Db, id: number): Promise<MaterialEntity | null> {
  return db.findOne(MaterialEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** The materials, row-locked: those that exist. */
export function lockMany(db: Db, ids: number[]): Promise<Array<Pick<MaterialEntity, 'id' | 'chave_arquivo' | 'nome_material' | 'url'>>> {
  return db.find(MaterialEntity, {
    select: { id: true, chave_arquivo: true, nome_material: true, url: true },
    where: { id: In(ids) },
    lock: { mode: 'pessimistic_write' },
  });
}

export async function remove(db: Db, ids: number[]): Promise<void> {
  await db.delete(MaterialEntity, ids);
}

/** Which of the file keys some material uses. */
export async function fileKeysInUse(db: Db, keys: string[]): Promise<Set<string | null>> {
  const rows = await db.find(MaterialEntity, { select: { chave_arquivo: true }, where: { chave_arquivo: In(keys) } });
  return new Set(rows.map((row) => row.chave_arquivo));
}

/** The material's changes, newest first; 404 with `notFoundMessage` when there is none. */
export function history(
  db: Db,
  id: number,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  notFoundMessage: string,
): Promise<Page<AuditHistoryItem>> {
  return historyOf(db, MaterialEntity, 'materials', id, query, notFoundMessage);
}
