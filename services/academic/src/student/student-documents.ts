import { Injectable } from '@nestjs/common';
import { type AuthenticatedUser, badRequest, conflict, notFound, OutboxService } from '@treina/nest-platform';
import { AcademicDb, type Db } from '../database/db.js';
import { FileService, type UploadedFileData } from '../storage/file.service.js';
import * as storedFiles from '../storage/stored-file.repository.js';
import { keyOfUrl } from '../storage/upload-policy.js';
import { STUDENT_NOT_FOUND } from './student-list.columns.js';
import { MSG_ANONYMISED } from './student.commands.js';
import * as students from './student.repository.js';

const MSG_UNKNOWN_DOCUMENT = 'A lista de documentos contém um documento que não é deste aluno.';

/** A student's documents: uploads, and the list the form keeps (the others leave the database and the store); each change in the student's history, by file name. */
@Injectable()
export class StudentDocuments {
  constructor(
    private readonly db: AcademicDb,
    private readonly outbox: OutboxService,
    private readonly files: FileService,
  ) {}

  /** PUT /api/students/{id}/files: keeps the listed documents, removes the others from the database and the store. */
  async keep(id: number, remaining: string[], actor: AuthenticatedUser) {
    const orphans: string[] = [];
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      await this.lock(manager, id);
      const keys = new Set(remaining.map((entry) => keyOfUrl(entry) ?? entry));
      const owned = await storedFiles.documentNamesOf(manager, id);
      const ownedKeys = new Set(owned.map((row) => row.chave));
      if ([...keys].some((key) => !ownedKeys.has(key)))
        throw badRequest(MSG_UNKNOWN_DOCUMENT, [{ field: 'documentos', message: MSG_UNKNOWN_DOCUMENT }]);
      const removed = owned.filter((row) => !keys.has(row.chave));
      if (!removed.length) return;
      await storedFiles.removeKeys(
        manager,
        removed.map((row) => row.chave),
      );
      orphans.push(...removed.map((row) => row.chave));
      const names = removed.map((row) => row.nome_original);
      tx.audit({
        actor,
        entidade: 'students',
        id_entidade: id,
        acao: 'update',
        alteracoes: [{ campo: 'documentos', de: names, para: null }],
      });
    });
    await this.files.discard(orphans);
    return this.answer(id);
  }

  /** POST /api/students/uploadS3: the student's new documents. */
  async upload(studentId: number, files: UploadedFileData[] | undefined, actor: AuthenticatedUser) {
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      await this.lock(manager, studentId);
      const saved = await this.files.save(manager, files, 'documento', { id_aluno: studentId, id_usuario: actor.id_usuario });
      const names = saved.map((row) => row.nome_original);
      tx.audit({
        actor,
        entidade: 'students',
        id_entidade: studentId,
        acao: 'update',
        alteracoes: [{ campo: 'documentos', de: null, para: names }],
      });
    });
    return this.answer(studentId);
  }

  private async answer(id: number) {
    const documents = (await storedFiles.documentsOf(this.db.pool, [id])).get(id) ?? [];
    return { status: true, documentos: documents.map((document) => document.url), documentos_detalhes: documents };
  }

  /** The student's row, locked: documents change one student at a time; an anonymised student gets none again. */
  private async lock(manager: Db, id: number): Promise<void> {
    const found = await students.lockAnonymisedState(manager, id);
    if (!found) throw notFound(STUDENT_NOT_FOUND);
    if (found.anonimizado_em) throw conflict(MSG_ANONYMISED);
  }
}
