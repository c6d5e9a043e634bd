import type { QueryRunner } from 'typeorm';
import type { ClassProjectionOptions } from './class-projection.options.js';
import { CLASS_DATE_COLUMNS } from './class-projection.rules.js';

// Version 1 of the class projection's tables, as the consumers' migrations
// (finance's and reporting's 1763900000002) created them. Migrations that already
// ran call these: never change what they create; a change of schema is a new
// function called by a new migration.

/** Creates turma_projecao (with the kept dates), treinamento_projecao and the indexes the row rewrites go through. */
export async function createClassProjectionTablesV1(db: QueryRunner, options: ClassProjectionOptions): Promise<void> {
  const dates = CLASS_DATE_COLUMNS.filter((column) => options.keep.includes(column)).map((column) => `${column} date NULL,`);
  await db.query(`
      CREATE TABLE turma_projecao (
        id_turma int PRIMARY KEY,
        revision int NOT NULL,
        id_treinamento int NULL,
        nome_treinamento varchar(200) NULL,
        ${dates.join('\n        ')}
        excluida boolean NOT NULL DEFAULT false,
        atualizado_em timestamptz NOT NULL DEFAULT now()
      )`);
  await db.query(`
      CREATE TABLE treinamento_projecao (
        id_treinamento int PRIMARY KEY,
        revision int NOT NULL,
        nome_treinamento varchar(200) NULL,
        excluido boolean NOT NULL DEFAULT false,
        atualizado_em timestamptz NOT NULL DEFAULT now()
      )`);
  await db.query(`CREATE INDEX ${options.rows}_turma_idx ON ${options.rows} (id_turma)`);
  await db.query(`CREATE INDEX ${options.rows}_treinamento_idx ON ${options.rows} (id_treinamento)`);
}

export async function dropClassProjectionTablesV1(db: QueryRunner, options: ClassProjectionOptions): Promise<void> {
  await db.query(`DROP INDEX ${options.rows}_treinamento_idx`);
  await db.query(`DROP INDEX ${options.rows}_turma_idx`);
  await db.query('DROP TABLE treinamento_projecao');
  await db.query('DROP TABLE turma_projecao');
}
