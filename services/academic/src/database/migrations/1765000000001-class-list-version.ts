import { listVersionDownSql, listVersionUpSql, type ListVersionSource } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Everything a staff member's Turmas page shows (ClassQueries: the class, its training, period, status and instructor, its entries with
 * their students, statuses and payment methods, the training's materials). Written out here, not imported: a migration stays what it was; a
 * new source of the list needs a new migration.
 */
const SOURCES: ListVersionSource[] = [
  { table: 'turma' },
  { table: 'inscricao' },
  // Only a student's name shows (their flags and search columns change on many saves), and a new student is in no class yet.
  { table: 'aluno', columns: ['nome_aluno'], ignoreInserts: true },
  { table: 'treinamento', columns: ['nome_treinamento'], ignoreInserts: true },
  { table: 'usuario_projecao', columns: ['nome'], ignoreInserts: true },
  { table: 'status_turma' },
  { table: 'periodo_turma' },
  { table: 'status_inscricao' },
  { table: 'forma_pagamento' },
  { table: 'treinamento_material' },
  { table: 'material' },
];

/**
 * The Turmas list's version (versao_lista 'turmas', list-version.ts), moved by every change of what the list shows, so a page already served is served again while
 * the version holds (ClassQueries' ListPageCache).
 */
export class ClassListVersion1765000000001 implements MigrationInterface {
  name = 'ClassListVersion1765000000001';

  async up(db: QueryRunner): Promise<void> {
    for (const sql of listVersionUpSql('turmas', SOURCES)) await db.query(sql);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of listVersionDownSql(
      'turmas',
      SOURCES.map((source) => source.table),
    ))
      await db.query(sql);
  }
}
