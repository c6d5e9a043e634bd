import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, MaterialRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  fieldChanges,
  type ListQuery,
  notFound,
  OutboxService,
  type OutboxTransaction,
  type Page,
} from '@treina/nest-platform';
import { AcademicDb, type Db } from '../database/db.js';
import { FileService, type UploadedFileData } from '../storage/file.service.js';
import * as storedFiles from '../storage/stored-file.repository.js';
import { fileUrl, keyOfUrl } from '../storage/upload-policy.js';
import * as trainings from '../training/training.repository.js';
import type { CreateMaterialDto, UpdateMaterialDto } from './dto/material.dto.js';
import * as materials from './material.repository.js';

const MATERIAL_NOT_FOUND = 'Material não encontrado.';
const MSG_UNKNOWN_FILE = 'O arquivo do material não foi encontrado: envie-o novamente.';
const MSG_NOT_AN_UPLOAD = 'O material deve apontar para um arquivo enviado ao sistema: use o envio de arquivos.';

/** What a material's history records. */
const AUDITED_FIELDS = ['nome_material', 'url'] as const satisfies ReadonlyArray<keyof MaterialRow>;

/** Materials (Materiais): links or uploaded files, and the trainings that show them. */
@Injectable()
export class MaterialService {
  constructor(
    private readonly db: AcademicDb,
    private readonly outbox: OutboxService,
    private readonly files: FileService,
  ) {}

  list(query: ListQuery): Promise<Page<MaterialRow>> {
    return materials.listPage(this.db.pool, query);
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return materials.history(this.db.pool, id, query, MATERIAL_NOT_FOUND);
  }

  async create(dto: CreateMaterialDto, actor: AuthenticatedUser): Promise<MaterialRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const chave = await this.fileKeyOf(manager, dto.url);
      const id = await materials.insert(manager, { nome_material: dto.nome_material, url: dto.url ?? null, chave_arquivo: chave });
      const row = await this.row(manager, id);
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
      await materials.update(manager, id, { nome_material: dto.nome_material ?? current.nome_material, url, chave_arquivo: chave });
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
      const found = await materials.lockMany(manager, ids);
      if (found.length !== ids.length) throw notFound(MATERIAL_NOT_FOUND);
      const showing = await trainings.trainingsShowing(manager, ids);
      await materials.remove(manager, ids);
      for (const row of found)
        tx.audit({
          actor,
          entidade: 'materials',
          id_entidade: row.id,
          acao: 'delete',
          alteracoes: fieldChanges(row, null, AUDITED_FIELDS),
        });
      await this.publishTrainingChanges(tx, showing);
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
    const stored = await this.db.transaction((db) =>
      this.files.save(db, files, 'material', { id_aluno: null, id_usuario: actor.id_usuario || null }),
    );
    return fileUrl(stored[0]!.chave);
  }

  private async publishTrainingChanges(tx: OutboxTransaction, trainingIds: number[]): Promise<void> {
    if (!trainingIds.length) return;
    await trainings.raiseRevisions(tx.manager, trainingIds);
    for (const snapshot of await trainings.snapshots(tx.manager, trainingIds)) tx.publish('academic.training.updated.v1', snapshot);
  }

  /**
   * The stored file a material's URL points at. The URL is set from the upload, so it
   * must be one this product issued (`/api/files/<key>` of a material upload); any other
   * link is refused, never stored.
   */
  private async fileKeyOf(manager: Db, url: string | null | undefined): Promise<string | null> {
    if (!url) return null;
    const key = keyOfUrl(url);
    if (!key) throw badRequest(MSG_NOT_AN_UPLOAD, [{ field: 'url', message: MSG_NOT_AN_UPLOAD }]);
    if (!(await storedFiles.isMaterialFile(manager, key)))
      throw badRequest(MSG_UNKNOWN_FILE, [{ field: 'url', message: MSG_UNKNOWN_FILE }]);
    return key;
  }

  /** Deletes the file rows no material uses any more; returns their keys (to remove from the store after commit). */
  private async dropUnused(manager: Db, keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const used = await materials.fileKeysInUse(manager, keys);
    const unused = [...new Set(keys)].filter((key) => !used.has(key));
    if (unused.length) await storedFiles.removeKeys(manager, unused);
    return unused;
  }

  private async lock(manager: Db, id: number) {
    const found = await materials.lock(manager, id);
    if (!found) throw notFound(MATERIAL_NOT_FOUND);
    return found;
  }

  private async row(manager: Db, id: number): Promise<MaterialRow> {
    const found = await materials.listRow(manager, id);
    if (!found) throw notFound(MATERIAL_NOT_FOUND);
    return found;
  }
}
