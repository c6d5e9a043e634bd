import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, MaterialRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  fieldChanges,
  type ListColumn,
  type ListQuery,
  notFound,
  OutboxService,
  type OutboxTransaction,
  type Page,
  recordHistory,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, In } from 'typeorm';
import { FileService, type UploadedFileData } from '../storage/file.service.js';
import { StoredFileEntity } from '../storage/stored-file.entity.js';
import { TrainingMaterialEntity } from '../training/training-material.entity.js';
import { TrainingEntity } from '../training/training.entity.js';
import { fileUrl, keyOfUrl } from '../storage/upload-policy.js';
import { loadTrainingSnapshots } from '../training/training-snapshot.js';
import type { CreateMaterialDto, UpdateMaterialDto } from './dto/material.dto.js';
import { MaterialEntity } from './material.entity.js';

export const MATERIAL_NOT_FOUND = 'Material não encontrado.';
const MSG_UNKNOWN_FILE = 'O arquivo do material não foi encontrado: envie-o novamente.';
export const MSG_NOT_AN_UPLOAD = 'O material deve apontar para um arquivo enviado ao sistema: use o envio de arquivos.';

/** What a material's history records. */
const AUDITED_FIELDS = ['nome_material', 'url'] as const satisfies ReadonlyArray<keyof MaterialRow>;

export const MATERIAL_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'm.id', kind: 'number' },
  nome_material: { sql: 'm.nome_material', kind: 'text', searchable: true },
  url: { sql: 'm.url', kind: 'text', searchable: true },
};

/** Materials (SPEC: Materiais): links or uploaded files, and the trainings that show them. */
@Injectable()
export class MaterialService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly files: FileService,
  ) {}

  list(query: ListQuery): Promise<Page<MaterialRow>> {
    const qb = this.dataSource
      .createQueryBuilder()
      .from(MaterialEntity, 'm')
      .select(['m.id AS id', 'm.nome_material AS nome_material', 'm.url AS url']);
    return runList<MaterialRow>(
      qb,
      query,
      MATERIAL_LIST_COLUMNS,
      [
        { field: 'nome_material', descending: false },
        { field: 'id', descending: false },
      ],
      'id',
    );
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'materials', id, query, {
      exists: (manager) => manager.existsBy(MaterialEntity, { id }),
      notFoundMessage: MATERIAL_NOT_FOUND,
    });
  }

  async create(dto: CreateMaterialDto, actor: AuthenticatedUser): Promise<MaterialRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const chave = await this.fileKeyOf(manager, dto.url);
      const inserted = await manager.insert(MaterialEntity, {
        nome_material: dto.nome_material,
        url: dto.url ?? null,
        chave_arquivo: chave,
      });
      const row = await this.row(manager, (inserted.identifiers[0] as { id: number }).id);
      tx.audit({ actor, entidade: 'materials', id_entidade: row.id, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
      return row;
    });
  }

  async update(id: number, dto: UpdateMaterialDto, actor: AuthenticatedUser): Promise<MaterialRow> {
    const orphans: string[] = [];
    const row = await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const current = await this.lock(manager, id);
      const url = dto.url === undefined ? current.url : dto.url;
      const chave = dto.url === undefined ? current.chave_arquivo : await this.fileKeyOf(manager, url);
      await manager.update(MaterialEntity, id, { nome_material: dto.nome_material ?? current.nome_material, url, chave_arquivo: chave });
      if (current.chave_arquivo && current.chave_arquivo !== chave)
        orphans.push(...(await this.dropUnused(manager, [current.chave_arquivo])));
      const after = await this.row(manager, id);
      tx.audit({ actor, entidade: 'materials', id_entidade: id, acao: 'update', alteracoes: fieldChanges(current, after, AUDITED_FIELDS) });
      return after;
    });
    await this.files.discard(orphans);
    return row;
  }

  /** DELETE /api/materials: the materials leave their trainings (a training event each) and their files go. */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<number> {
    const orphans: string[] = [];
    const deleted = await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const found = await manager.find(MaterialEntity, {
        select: { id: true, chave_arquivo: true, nome_material: true, url: true },
        where: { id: In(ids) },
        lock: { mode: 'pessimistic_write' },
      });
      if (found.length !== ids.length) throw notFound(MATERIAL_NOT_FOUND);
      const links = await manager.find(TrainingMaterialEntity, { select: { id_treinamento: true }, where: { id_material: In(ids) } });
      await manager.delete(MaterialEntity, ids);
      for (const row of found)
        tx.audit({
          actor,
          entidade: 'materials',
          id_entidade: row.id,
          acao: 'delete',
          alteracoes: fieldChanges(row, null, AUDITED_FIELDS),
        });
      await this.publishTrainingChanges(tx, [...new Set(links.map((row) => row.id_treinamento))]);
      orphans.push(
        ...(await this.dropUnused(
          manager,
          found.map((row) => row.chave_arquivo).filter((key): key is string => !!key),
        )),
      );
      return found.length;
    });
    await this.files.discard(orphans);
    return deleted;
  }

  /** POST /api/materials/uploadS3: stores the files; answers the (first) stored file's URL. */
  async upload(files: UploadedFileData[] | undefined, actor: AuthenticatedUser): Promise<string> {
    const stored = await this.dataSource.transaction((manager) =>
      this.files.save(manager, files, 'material', { id_aluno: null, id_usuario: actor.id_usuario || null }),
    );
    return fileUrl(stored[0]!.chave);
  }

  private async publishTrainingChanges(tx: OutboxTransaction, trainingIds: number[]): Promise<void> {
    if (!trainingIds.length) return;
    await tx.manager.update(TrainingEntity, { id: In(trainingIds) }, { revision: () => 'revision + 1' });
    for (const snapshot of await loadTrainingSnapshots(tx.manager, trainingIds)) tx.publish('academic.training.updated.v1', snapshot);
  }

  /**
   * The stored file a material's URL points at. SPEC: the URL is set from the upload, so it
   * must be one this product issued (`/api/files/<key>` of a material upload); any other
   * link is refused, never stored.
   */
  private async fileKeyOf(manager: EntityManager, url: string | null | undefined): Promise<string | null> {
    if (!url) return null;
    const key = keyOfUrl(url);
    if (!key) throw badRequest(MSG_NOT_AN_UPLOAD, [{ field: 'url', message: MSG_NOT_AN_UPLOAD }]);
    if (!(await manager.exists(StoredFileEntity, { where: { chave: key, categoria: 'material' } })))
      throw badRequest(MSG_UNKNOWN_FILE, [{ field: 'url', message: MSG_UNKNOWN_FILE }]);
    return key;
  }

  /** Deletes the file rows no material uses any more; returns their keys (to remove from the store after commit). */
  private async dropUnused(manager: EntityManager, keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const used = new Set(
      (await manager.find(MaterialEntity, { select: { chave_arquivo: true }, where: { chave_arquivo: In(keys) } })).map(
        (row) => row.chave_arquivo,
      ),
    );
    const unused = [...new Set(keys)].filter((key) => !used.has(key));
    if (unused.length) await manager.delete(StoredFileEntity, { chave: In(unused) });
    return unused;
  }

  private async lock(manager: EntityManager, id: number) {
    const found = await manager.findOne(MaterialEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!found) throw notFound(MATERIAL_NOT_FOUND);
    return found;
  }

  private async row(manager: EntityManager, id: number): Promise<MaterialRow> {
    const found = await manager.findOne(MaterialEntity, { select: { id: true, nome_material: true, url: true }, where: { id } });
    if (!found) throw notFound(MATERIAL_NOT_FOUND);
    return { id: found.id, nome_material: found.nome_material, url: found.url };
  }
}
