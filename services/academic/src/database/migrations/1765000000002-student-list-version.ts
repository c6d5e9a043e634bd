import { listVersionDownSql, listVersionFunctionSql, listVersionUpSql, type ListVersionSource } from '@treina/nest-platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Everything the Alunos and Interessados lists show or search (students, statuses, channels, interests, classes, trainings, periods,
 * entries, activities, documents). Written out, not imported: a migration stays what it was; a new source of the list needs a new
 * migration.
 */
const SOURCES: ListVersionSource[] = [
  // Every column: the list shows nearly all of them, and its search and filters read the rest.
  { table: 'aluno' },
  { table: 'aluno_interesse' },
  { table: 'inscricao' },
  // A new class or training has nobody in it or interested in it yet.
  { table: 'turma', columns: ['id_treinamento', 'data_inicio', 'data_fim', 'id_periodo_turma'], ignoreInserts: true },
  { table: 'treinamento', columns: ['nome_treinamento'], ignoreInserts: true },
  { table: 'periodo_turma' },
  { table: 'status_inscricao' },
  { table: 'forma_pagamento' },
  { table: 'status_aluno' },
  { table: 'canal_aluno' },
  { table: 'atividade_aluno_projecao' },
  // An activity shows its user's name from here when there is one (COALESCE with the name it was recorded with).
  { table: 'usuario_projecao', columns: ['nome'] },
  { table: 'arquivo' },
];

/**
 * The students' lists' version (versao_lista 'alunos', list-version.ts), so a page already served is served again while nothing it shows changed (StudentQueries'
 * ListPageCache). A class save moves both this and 'turmas': 'turmas' gets the function that
 * takes the versions in the lists' order.
 */
export class StudentListVersion1765000000002 implements MigrationInterface {
  name = 'StudentListVersion1765000000002';

  async up(db: QueryRunner): Promise<void> {
    for (const sql of listVersionUpSql('alunos', SOURCES)) await db.query(sql);
    await db.query(listVersionFunctionSql('turmas'));
  }

  async down(db: QueryRunner): Promise<void> {
    for (const sql of listVersionDownSql(
      'alunos',
      SOURCES.map((source) => source.table),
    ))
      await db.query(sql);
  }
}
