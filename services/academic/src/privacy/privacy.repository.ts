import type { StudentSnapshotV1 } from '@treina/contracts';
import { rewriteAuditTrail } from '@treina/nest-platform';
import type { Db } from '../database/db.js';
import { StoredFileEntity } from '../database/entities/stored-file.entity.js';
import { StudentEntity } from '../database/entities/student.entity.js';
import * as students from '../student/student.repository.js';

/** The student's row, locked for the rest of the transaction (two erasures of one student wait for each other). */
export function lockStudent(db: Db, id: number): Promise<StudentEntity | null> {
  return db.findOne(StudentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** Deletes the rows of the student's documents; answers their storage keys, for the files to leave the store after the commit. */
export async function deleteDocumentsOf(db: Db, id: number): Promise<string[]> {
  const documents = await db.find(StoredFileEntity, { select: { chave: true }, where: { id_aluno: id } });
  if (documents.length) await db.delete(StoredFileEntity, { id_aluno: id });
  return documents.map((row) => row.chave);
}

/** Writes the anonymised fields over the student's and moves their revision. */
export async function saveAnonymisedStudent(db: Db, id: number, fields: Partial<StudentEntity>): Promise<void> {
  await db.update(StudentEntity, id, { ...fields, revision: () => 'revision + 1' });
}

/** Replaces the personal fields in the student's earlier audit rows. */
export function forgetAuditedFields(db: Db, id: number, fields: readonly string[]): Promise<void> {
  return rewriteAuditTrail(db, { entidade: 'students', id_entidade: id, campos: fields }).then(() => undefined);
}

export const studentExists = (db: Db, id: number): Promise<boolean> => students.exists(db, id);

export const studentSnapshots = (db: Db, ids: number[]): Promise<StudentSnapshotV1[]> => students.snapshots(db, ids);
