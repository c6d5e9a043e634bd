import type { StudentDocument } from '@treina/contracts';
import { PreparedQuery, queryRows } from '@treina/nest-platform';
import { In } from 'typeorm';
import { studentReadsMaterialFile } from '../access.js';
import type { Db } from '../database/db.js';
import { StoredFileEntity } from '../database/entities/stored-file.entity.js';
import { toDocument, type StoredFileRow } from './stored-file.js';

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

/** The students' documents, oldest first, by student. */
export async function documentsOf(db: Db, studentIds: number[]): Promise<Map<number, StudentDocument[]>> {
  const out = new Map<number, StudentDocument[]>();
  if (!studentIds.length) return out;
  const rows = await STUDENT_DOCUMENTS.run(db, { studentIds });
  for (const row of rows) {
    const list = out.get(row.id_aluno!) ?? [];
    list.push(toDocument(row));
    out.set(row.id_aluno!, list);
  }
  return out;
}

/** Records a stored file (its upload order, `ordem`, follows the order of the calls). */
export async function insert(db: Db, row: StoredFileRow & { id_usuario: number | null }): Promise<void> {
  await db.insert(StoredFileEntity, row);
}

export function byKey(db: Db, key: string): Promise<StoredFileEntity | null> {
  return db.findOne(StoredFileEntity, { where: { chave: key } });
}

/** A student's documents' keys and names. */
export function documentNamesOf(db: Db, studentId: number): Promise<Array<Pick<StoredFileEntity, 'chave' | 'nome_original'>>> {
  return db.find(StoredFileEntity, {
    select: { chave: true, nome_original: true },
    where: { id_aluno: studentId, categoria: 'documento' },
  });
}

/** The keys of every file of the students. */
export async function keysOfStudents(db: Db, studentIds: number[]): Promise<string[]> {
  return (await db.find(StoredFileEntity, { select: { chave: true }, where: { id_aluno: In(studentIds) } })).map((row) => row.chave);
}

/** Deletes the file rows (the objects in the store are the caller's to remove after commit). */
export async function removeKeys(db: Db, keys: string[]): Promise<void> {
  await db.delete(StoredFileEntity, { chave: In(keys) });
}

/** Whether `key` is an uploaded material file. */
export function isMaterialFile(db: Db, key: string): Promise<boolean> {
  return db.exists(StoredFileEntity, { where: { chave: key, categoria: 'material' } });
}

/** Whether the student may read the material file `key` (access.ts, studentReadsMaterialFile). */
export async function materialFileReadableBy(db: Db, key: string, studentId: number): Promise<boolean> {
  const [row] = await queryRows<{ allowed: boolean }>(db, `SELECT ${studentReadsMaterialFile.sql('key', 'student')} AS allowed`, {
    key,
    student: studentId,
  });
  return row!.allowed;
}
