import { Inject, Injectable } from '@nestjs/common';
import { ApiException, type AuthenticatedUser, forbidden, JsonLogger, notFound } from '@treina/nest-platform';
import { isStudent, staffReadsFile } from '../access.js';
import { AcademicDb, type Db } from '../database/db.js';
import { OBJECT_STORE, type ObjectStore } from './object-store.js';
import type { StoredFileEntity } from '../database/entities/stored-file.entity.js';
import * as storedFiles from './stored-file.repository.js';
import type { FileCategory, StoredFileRow } from './stored-file.js';
import { acceptUpload, cleanFileName, isStorageKey, newStorageKey, UploadRejected } from './upload-policy.js';

/** The part of a multer file this service reads (memory storage). */
export interface UploadedFileData {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

const MSG_NO_FILE = "Envie pelo menos um arquivo no campo 'file'.";
const MSG_FILE_NOT_FOUND = 'Arquivo não encontrado.';

/**
 * Uploaded files: checks them (upload policy), keeps the bytes in the object store
 * and a row per file in `arquivo`, decides who may read one, and removes both.
 */
@Injectable()
export class FileService {
  private readonly logger = new JsonLogger('academic');

  constructor(
    private readonly db: AcademicDb,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  /**
   * Checks every file first (nothing is stored when one is refused), stores them,
   * then records them in `db`'s transaction. Call `discard` with the keys if
   * that transaction fails afterwards.
   */
  async save(
    db: Db,
    files: UploadedFileData[] | undefined,
    category: FileCategory,
    owner: { id_aluno: number | null; id_usuario: number | null },
  ): Promise<StoredFileRow[]> {
    if (!files?.length) throw new ApiException(400, MSG_NO_FILE);
    const accepted = files.map((file) => {
      try {
        return { file, type: acceptUpload(file.buffer, file.mimetype, file.originalname) };
      } catch (error) {
        if (error instanceof UploadRejected) throw new ApiException(error.status, `${cleanFileName(file.originalname)}: ${error.message}`);
        throw error;
      }
    });
    const rows: StoredFileRow[] = [];
    try {
      for (const { file, type } of accepted) {
        const chave = newStorageKey(category, type.ext);
        await this.store.put(chave, file.buffer, type.contentType);
        rows.push({
          chave,
          categoria: category,
          id_aluno: owner.id_aluno,
          nome_original: cleanFileName(file.originalname),
          content_type: type.contentType,
          tamanho: file.size,
          criado_em: new Date(),
        });
      }
      // One at a time: the upload order (ordem) follows the files' order.
      for (const row of rows) await storedFiles.insert(db, { ...row, id_usuario: owner.id_usuario });
    } catch (error) {
      await this.discard(rows.map((row) => row.chave));
      throw error;
    }
    return rows;
  }

  /** Removes objects from the store (after the rows are gone); a failure is logged, never thrown. */
  async discard(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.store.delete(key);
      } catch (error) {
        this.logger.emit('warn', 'stored file not removed', { key, error: (error as Error).message });
      }
    }
  }

  /** GET /api/files/{key}: the file if this user may read it. */
  async open(key: string, user: AuthenticatedUser) {
    if (!isStorageKey(key)) throw notFound(MSG_FILE_NOT_FOUND);
    const row = await storedFiles.byKey(this.db.pool, key);
    if (!row) throw notFound(MSG_FILE_NOT_FOUND);
    if (!(await this.mayRead(row, user))) throw forbidden();
    const object = await this.store.get(key);
    if (!object) throw notFound(MSG_FILE_NOT_FOUND);
    return { row, ...object };
  }

  private async mayRead(row: StoredFileEntity, user: AuthenticatedUser): Promise<boolean> {
    if (isStudent(user)) {
      if (row.categoria !== 'material' || !user.id_aluno) return false;
      return storedFiles.materialFileReadableBy(this.db.pool, row.chave, user.id_aluno);
    }
    return staffReadsFile(user.permissions, row.categoria);
  }
}
