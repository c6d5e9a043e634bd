import { Inject, Injectable } from '@nestjs/common';
import { hasAnyPermission, type StudentDocument } from '@treina/contracts';
import { ApiException, type AuthenticatedUser, forbidden, JsonLogger, notFound, PreparedQuery } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import { EnrolmentEntity } from '../class/enrolment.entity.js';
import { ClassEntity } from '../class/class.entity.js';
import { isStudent } from '../common/student-access.js';
import { MaterialEntity } from '../material/material.entity.js';
import { TrainingMaterialEntity } from '../training/training-material.entity.js';
import { OBJECT_STORE, type ObjectStore } from './object-store.js';
import { StoredFileEntity } from './stored-file.entity.js';
import { acceptUpload, cleanFileName, fileUrl, isStorageKey, newStorageKey, UploadRejected } from './upload-policy.js';

/** The part of a multer file this service reads (memory storage). */
export interface UploadedFileData {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export type FileCategory = 'material' | 'documento';

export interface StoredFileRow {
  chave: string;
  categoria: FileCategory;
  id_aluno: number | null;
  nome_original: string;
  content_type: string;
  tamanho: number;
  criado_em: Date;
}

export const MSG_NO_FILE = "Envie pelo menos um arquivo no campo 'file'.";
const MSG_FILE_NOT_FOUND = 'Arquivo não encontrado.';

/** Staff who may open material files: whoever sees materials, trainings or classes. */
/** A page of students' documents, in their upload order (read for every page of the Alunos list). */
const STUDENT_DOCUMENTS = new PreparedQuery<
  Pick<StoredFileRow, 'chave' | 'id_aluno' | 'nome_original' | 'content_type' | 'tamanho' | 'criado_em'>,
  { studentIds: number[] }
>((manager) =>
  manager
    .createQueryBuilder(StoredFileEntity, 'f')
    .select(['f.chave AS chave', 'f.id_aluno AS id_aluno', 'f.nome_original AS nome_original', 'f.content_type AS content_type'])
    .addSelect(['f.tamanho AS tamanho', 'f.criado_em AS criado_em'])
    .where("f.categoria = 'documento'")
    .andWhere('f.id_aluno = ANY(:studentIds)')
    .orderBy('f.ordem'),
);

const MATERIAL_VIEWERS = ['material', 'training', 'class'];

/**
 * Uploaded files: checks them (upload policy), keeps the bytes in the object store
 * and a row per file in `arquivo`, decides who may read one, and removes both.
 */
@Injectable()
export class FileService {
  private readonly logger = new JsonLogger('academic');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  /**
   * Checks every file first (nothing is stored when one is refused), stores them,
   * then records them in `manager`'s transaction. Call `discard` with the keys if
   * that transaction fails afterwards.
   */
  async save(
    manager: EntityManager,
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
      for (const row of rows) await manager.insert(StoredFileEntity, { ...row, id_usuario: owner.id_usuario });
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

  /** A student's documents, oldest first. */
  async documentsOf(studentIds: number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, StudentDocument[]>> {
    const out = new Map<number, StudentDocument[]>();
    if (!studentIds.length) return out;
    const rows = await STUDENT_DOCUMENTS.run(manager, { studentIds });
    for (const row of rows) {
      const list = out.get(row.id_aluno!) ?? [];
      list.push(toDocument(row));
      out.set(row.id_aluno!, list);
    }
    return out;
  }

  /** GET /api/files/{key}: the file if this user may read it. */
  async open(key: string, user: AuthenticatedUser) {
    if (!isStorageKey(key)) throw notFound(MSG_FILE_NOT_FOUND);
    const row = await this.dataSource.manager.findOne(StoredFileEntity, { where: { chave: key } });
    if (!row) throw notFound(MSG_FILE_NOT_FOUND);
    if (!(await this.mayRead(row, user))) throw forbidden();
    const object = await this.store.get(key);
    if (!object) throw notFound(MSG_FILE_NOT_FOUND);
    return { row, ...object };
  }

  private async mayRead(row: StoredFileEntity, user: AuthenticatedUser): Promise<boolean> {
    if (isStudent(user)) {
      // A student reads only the materials of classes whose own entry releases content.
      if (row.categoria !== 'material' || !user.id_aluno) return false;
      return this.dataSource.manager
        .createQueryBuilder(MaterialEntity, 'm')
        .innerJoin(TrainingMaterialEntity, 'tm', 'tm.id_material = m.id')
        .innerJoin(ClassEntity, 't', 't.id_treinamento = tm.id_treinamento')
        .innerJoin(EnrolmentEntity, 'e', 'e.id_turma = t.id AND e.id_aluno = :student AND e.libera_conteudo', { student: user.id_aluno })
        .where('m.chave_arquivo = :key', { key: row.chave })
        .getExists();
    }
    return row.categoria === 'material'
      ? hasAnyPermission(user.permissions, MATERIAL_VIEWERS)
      : hasAnyPermission(user.permissions, ['student']);
  }
}

export function toDocument(
  row: Pick<StoredFileRow, 'chave' | 'nome_original' | 'content_type' | 'tamanho' | 'criado_em'>,
): StudentDocument {
  return {
    url: fileUrl(row.chave),
    nome_arquivo: row.nome_original,
    content_type: row.content_type,
    tamanho: Number(row.tamanho),
    criado_em: new Date(row.criado_em).toISOString(),
  };
}
