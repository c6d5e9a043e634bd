import { Injectable } from '@nestjs/common';
import type { MaterialRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  type ListColumn,
  type ListQuery,
  notFound,
  OutboxService,
  type OutboxTransaction,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import { returningRows } from '../common/list.js';
import { FileService, type UploadedFileData } from '../storage/file.service.js';
import { fileUrl, keyOfUrl } from '../storage/upload-policy.js';
import { loadTrainingSnapshots } from '../training/training-snapshot.js';
import type { CreateMaterialDto, UpdateMaterialDto } from './dto/material.dto.js';

export const MATERIAL_NOT_FOUND = 'Material não encontrado.';
const MSG_UNKNOWN_FILE = 'O arquivo do material não foi encontrado: envie-o novamente.';

export const MATERIAL_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'm.id', kind: 'number' },
  nome_material: { sql: 'm.nome_material', kind: 'text', searchable: true },
  url: { sql: 'm.url', kind: 'text', searchable: true },
};

@Injectable()
export class MaterialService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly files: FileService,
  ) {}

  list(query: ListQuery): Promise<{ rows: MaterialRow[]; total: number }> {
    const qb = this.dataSource
      .createQueryBuilder()
      .from('material', 'm')
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

  async create(dto: CreateMaterialDto): Promise<MaterialRow> {
    return this.dataSource.transaction(async (manager) => {
      const chave = await this.fileKeyOf(manager, dto.url);
      const rows: Array<{ id: number }> = await manager.query(
        'INSERT INTO material (nome_material, url, chave_arquivo) VALUES ($1, $2, $3) RETURNING id',
        [dto.nome_material, dto.url ?? null, chave],
      );
      return this.row(manager, rows[0]!.id);
    });
  }

  async update(id: number, dto: UpdateMaterialDto): Promise<MaterialRow> {
    const orphans: string[] = [];
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      const url = dto.url === undefined ? current.url : dto.url;
      const chave = dto.url === undefined ? current.chave_arquivo : await this.fileKeyOf(manager, url);
      await manager.query('UPDATE material SET nome_material = $2, url = $3, chave_arquivo = $4 WHERE id = $1', [
        id,
        dto.nome_material ?? current.nome_material,
        url,
        chave,
      ]);
      if (current.chave_arquivo && current.chave_arquivo !== chave)
        orphans.push(...(await this.dropUnused(manager, [current.chave_arquivo])));
      return this.row(manager, id);
    });
    await this.files.discard(orphans);
    return row;
  }

  /** DELETE /api/materials: the materials leave their trainings (a training event each) and their files go. */
  async remove(ids: number[]): Promise<number> {
    const orphans: string[] = [];
    const deleted = await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const found: Array<{ id: number; chave_arquivo: string | null }> = await manager.query(
        'SELECT id, chave_arquivo FROM material WHERE id = ANY($1::int[]) FOR UPDATE',
        [ids],
      );
      if (found.length !== ids.length) throw notFound(MATERIAL_NOT_FOUND);
      const trainings: Array<{ id_treinamento: number }> = await manager.query(
        'SELECT DISTINCT id_treinamento FROM treinamento_material WHERE id_material = ANY($1::int[])',
        [ids],
      );
      await manager.query('DELETE FROM material WHERE id = ANY($1::int[])', [ids]);
      await this.publishTrainingChanges(
        tx,
        trainings.map((row) => row.id_treinamento),
      );
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
    await tx.manager.query('UPDATE treinamento SET revision = revision + 1 WHERE id = ANY($1::int[])', [trainingIds]);
    for (const snapshot of await loadTrainingSnapshots(tx.manager, trainingIds)) tx.publish('academic.training.updated.v1', snapshot);
  }

  /** The stored file a URL of ours points at (must be a material upload), or null for an external link. */
  private async fileKeyOf(manager: EntityManager, url: string | null | undefined): Promise<string | null> {
    if (!url) return null;
    const key = keyOfUrl(url);
    if (!key) {
      if (/\/api\/files\//.test(url)) throw badRequest(MSG_UNKNOWN_FILE, [{ field: 'url', message: MSG_UNKNOWN_FILE }]);
      return null;
    }
    const rows: unknown[] = await manager.query(`SELECT 1 FROM arquivo WHERE chave = $1 AND categoria = 'material'`, [key]);
    if (!rows.length) throw badRequest(MSG_UNKNOWN_FILE, [{ field: 'url', message: MSG_UNKNOWN_FILE }]);
    return key;
  }

  /** Deletes the file rows no material uses any more; returns their keys (to remove from the store after commit). */
  private async dropUnused(manager: EntityManager, keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const rows = await returningRows<{ chave: string }>(
      manager.query(
        `DELETE FROM arquivo a WHERE a.chave = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM material m WHERE m.chave_arquivo = a.chave) RETURNING a.chave`,
        [keys],
      ),
    );
    return rows.map((row) => row.chave);
  }

  private async lock(manager: EntityManager, id: number) {
    const rows: Array<{ nome_material: string; url: string | null; chave_arquivo: string | null }> = await manager.query(
      'SELECT nome_material, url, chave_arquivo FROM material WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!rows[0]) throw notFound(MATERIAL_NOT_FOUND);
    return rows[0];
  }

  private async row(manager: EntityManager, id: number): Promise<MaterialRow> {
    const rows: MaterialRow[] = await manager.query('SELECT id, nome_material, url FROM material WHERE id = $1', [id]);
    if (!rows[0]) throw notFound(MATERIAL_NOT_FOUND);
    return rows[0];
  }
}
