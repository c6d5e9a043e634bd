import type { AuditHistoryItem, TrainingRow, TrainingSnapshotV1 } from '@treina/contracts';
import { type ListQuery, type Page, runList } from '@treina/nest-platform';
import { In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { Db } from '../database/db.js';
import { historyOf } from '../database/history.js';
import { MaterialEntity } from '../database/entities/material.entity.js';
import { TrainingStatusEntity } from '../database/entities/reference.entities.js';
import { MATERIAL_IDS_SQL, TRAINING_DEFAULT_SORT, TRAINING_LIST_COLUMNS } from './training-list.columns.js';
import { TrainingMaterialEntity } from '../database/entities/training-material.entity.js';
import { TrainingEntity } from '../database/entities/training.entity.js';

/** The fields a training's form writes. */
export type TrainingWrite = Pick<
  TrainingEntity,
  'nome_treinamento' | 'id_instrutor' | 'carga_horaria' | 'frequencia_minima' | 'id_status_treinamento' | 'valor' | 'percentual_comissao'
>;

/** Trainings as academic's training events carry them. */
export async function snapshots(db: Db, ids: number[]): Promise<TrainingSnapshotV1[]> {
  if (!ids.length) return [];
  return db
    .createQueryBuilder()
    .from(TrainingEntity, 't')
    .innerJoin(TrainingStatusEntity, 's', 's.id_status_treinamento = t.id_status_treinamento')
    .select(['t.id AS id_treinamento', 't.nome_treinamento AS nome_treinamento', 't.id_instrutor AS id_instrutor'])
    .addSelect(['t.id_status_treinamento AS id_status_treinamento', 's.nome_status_treinamento AS nome_status_treinamento'])
    .addSelect([`${MATERIAL_IDS_SQL} AS id_material`, 't.frequencia_minima AS frequencia_minima', 't.revision AS revision'])
    .addSelect(['t.valor::text AS valor', 't.percentual_comissao::text AS percentual_comissao'])
    .where('t.id IN (:...ids)', { ids })
    .orderBy('t.id')
    .getRawMany<TrainingSnapshotV1>();
}

function baseQuery(db: Db): SelectQueryBuilder<ObjectLiteral> {
  return db
    .createQueryBuilder()
    .from(TrainingEntity, 't')
    .innerJoin('status_treinamento', 's', 's.id_status_treinamento = t.id_status_treinamento')
    .leftJoin('usuario_projecao', 'u', 'u.id_usuario = t.id_instrutor')
    .select(['t.id AS id', 't.nome_treinamento AS nome_treinamento', 't.id_instrutor AS id_instrutor', 'u.nome AS nome_instrutor'])
    .addSelect(['t.carga_horaria AS carga_horaria', 't.frequencia_minima AS frequencia_minima'])
    .addSelect([`${MATERIAL_IDS_SQL} AS id_material`, 't.id_status_treinamento AS id_status_treinamento'])
    .addSelect('s.nome_status_treinamento AS nome_status_treinamento')
    .addSelect(['t.valor::text AS valor', 't.percentual_comissao::text AS percentual_comissao']);
}

/** A page of the Treinamentos list. */
export function listPage(db: Db, query: ListQuery): Promise<Page<TrainingRow>> {
  return runList<TrainingRow>(baseQuery(db), query, TRAINING_LIST_COLUMNS, TRAINING_DEFAULT_SORT, 'id');
}

/** One training as the list shows it. */
export function listRow(db: Db, id: number): Promise<TrainingRow | undefined> {
  return baseQuery(db).where('t.id = :id', { id }).getRawOne<TrainingRow>();
}

/** The trainings as the list shows them. */
export function listRows(db: Db, ids: number[]): Promise<TrainingRow[]> {
  return baseQuery(db).where('t.id IN (:...ids)', { ids }).getRawMany<TrainingRow>();
}

/** A new training; answers its id. */
export async function insert(db: Db, fields: TrainingWrite): Promise<number> {
  return ((await db.insert(TrainingEntity, fields)).identifiers[0] as { id: number }).id;
}

/** Writes the training's fields, raising its revision. */
export async function update(db: Db, id: number, fields: TrainingWrite): Promise<void> {
  await db.update(TrainingEntity, id, { ...fields, revision: () => 'revision + 1' });
}

/** Raises the revision of the trainings (a change of what their events carry, such as their materials). */
export async function raiseRevisions(db: Db, ids: number[]): Promise<void> {
  await db.update(TrainingEntity, { id: In(ids) }, { revision: () => 'revision + 1' });
}

/** The training's price ('1500.00'), null when it has none (or there is no such training). */
export async function price(db: Db, id: number): Promise<string | null> {
  const row = await db.findOne(TrainingEntity, { select: { id: true, valor: true }, where: { id } });
  return row?.valor ?? null;
}

/** The training, row-locked until the transaction ends. */
export function lock(db: Db, id: number): Promise<TrainingEntity | null> {
  return db.findOne(TrainingEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** The trainings' ids and revisions, row-locked: those that exist. */
export function lockMany(db: Db, ids: number[]): Promise<Array<Pick<TrainingEntity, 'id' | 'revision'>>> {
  return db.find(TrainingEntity, { select: { id: true, revision: true }, where: { id: In(ids) }, lock: { mode: 'pessimistic_write' } });
}

/** Deletes the trainings; their materials' links and students' interests go by cascade. */
export async function remove(db: Db, ids: number[]): Promise<void> {
  await db.delete(TrainingEntity, ids);
}

/** Whether every one of the materials exists. */
export async function materialsExist(db: Db, materialIds: number[]): Promise<boolean> {
  return (await db.countBy(MaterialEntity, { id: In(materialIds) })) === materialIds.length;
}

/** Replaces the training's materials. */
export async function replaceMaterials(db: Db, id: number, materialIds: number[]): Promise<void> {
  await db.delete(TrainingMaterialEntity, { id_treinamento: id });
  await insertMaterials(db, id, materialIds);
}

/** Links materials to a training. */
export async function insertMaterials(db: Db, id: number, materialIds: number[]): Promise<void> {
  const ids = [...new Set(materialIds)];
  if (ids.length)
    await db.insert(
      TrainingMaterialEntity,
      ids.map((id_material) => ({ id_treinamento: id, id_material })),
    );
}

/** The trainings that show one of the materials. */
export async function trainingsShowing(db: Db, materialIds: number[]): Promise<number[]> {
  const links = await db.find(TrainingMaterialEntity, { select: { id_treinamento: true }, where: { id_material: In(materialIds) } });
  return [...new Set(links.map((row) => row.id_treinamento))];
}

/** The training's changes, newest first; 404 with `notFoundMessage` when there is none. */
export function history(
  db: Db,
  id: number,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  notFoundMessage: string,
): Promise<Page<AuditHistoryItem>> {
  return historyOf(db, TrainingEntity, 'trainings', id, query, notFoundMessage);
}
