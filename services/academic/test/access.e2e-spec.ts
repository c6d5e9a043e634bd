import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { migrate } from '@treina/nest-platform';
import { createTestDatabase, type TestDatabase } from '@treina/nest-platform/testing';
import { DataSource } from 'typeorm';
import {
  type EntryAccess,
  type MaterialFileAccess,
  mayDownloadCertificate,
  seesClassSessions,
  staffReadsFile,
  studentReadsMaterialFile,
  studentSeesClass,
  studentSeesEntry,
} from '../src/access.js';
import { academicDatabaseOptions } from '../src/database/data-source.js';

// One small school, as rows and as plain values: each rule's predicate and its SQL must agree on every case.
const key = (letter: string) => `material-${letter.repeat(8)}-0000-0000-0000-000000000000.pdf`;
const CLASSES = [
  { id: 10, id_treinamento: 1 },
  { id: 11, id_treinamento: 1 },
  { id: 12, id_treinamento: 2 },
];
const STUDENTS = [100, 101, 102, 103];
const ENTRIES: Array<EntryAccess & { id: number }> = [
  { id: 1, id_turma: 10, id_aluno: 100, libera_conteudo: true },
  { id: 2, id_turma: 10, id_aluno: 101, libera_conteudo: false },
  { id: 3, id_turma: 11, id_aluno: 101, libera_conteudo: true },
  { id: 4, id_turma: 12, id_aluno: 102, libera_conteudo: true },
];
const MATERIALS: Array<MaterialFileAccess & { id: number }> = [
  { id: 1, chave_arquivo: key('a'), id_treinamento: 1 },
  { id: 2, chave_arquivo: key('b'), id_treinamento: 2 },
];
/** A stored material file shown in no training. */
const UNSHOWN = key('c');
const world = { materials: MATERIALS, classes: CLASSES, entries: ENTRIES };

describe('access rules: each predicate and its SQL give the same answers', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const ids = async (sql: string, parameters: unknown[]) =>
    ((await dataSource.query(sql, parameters)) as Array<{ id: number }>).map((row) => row.id).sort((a, b) => a - b);
  /** The rule's SQL with its named parameters bound, through TypeORM's driver as the repositories run it. */
  const bound = (sql: string, parameters: Record<string, unknown>) => dataSource.driver.escapeQueryWithParameters(sql, parameters);

  beforeAll(async () => {
    db = await createTestDatabase('academic_access');
    await migrate(academicDatabaseOptions(db.url));
    dataSource = await new DataSource(academicDatabaseOptions(db.url)).initialize();
    await dataSource.query(`INSERT INTO treinamento (id, nome_treinamento, id_status_treinamento) VALUES (1, 'T1', 1), (2, 'T2', 1)`);
    for (const klass of CLASSES)
      await dataSource.query(
        `INSERT INTO turma (id, id_treinamento, data_inicio, data_fim, id_periodo_turma, id_status_turma) VALUES ($1, $2, '2026-03-01', '2026-03-05', 1, 1)`,
        [klass.id, klass.id_treinamento],
      );
    for (const student of STUDENTS)
      await dataSource.query(`INSERT INTO aluno (id, nome_aluno) VALUES ($1, $2)`, [student, `Aluno ${student}`]);
    for (const entry of ENTRIES)
      await dataSource.query(
        `INSERT INTO inscricao (id, id_turma, id_aluno, id_status_inscricao, cci, data_hora_inclusao, libera_conteudo) VALUES ($1, $2, $3, 1, 'x', now(), $4)`,
        [entry.id, entry.id_turma, entry.id_aluno, entry.libera_conteudo],
      );
    for (const file of [...MATERIALS.map((material) => material.chave_arquivo), UNSHOWN])
      await dataSource.query(
        `INSERT INTO arquivo (chave, categoria, nome_original, content_type, tamanho) VALUES ($1, 'material', 'm.pdf', 'application/pdf', 1)`,
        [file],
      );
    for (const material of MATERIALS) {
      await dataSource.query(`INSERT INTO material (id, nome_material, chave_arquivo) VALUES ($1, $2, $3)`, [
        material.id,
        `M${material.id}`,
        material.chave_arquivo,
      ]);
      await dataSource.query(`INSERT INTO treinamento_material (id_treinamento, id_material) VALUES ($1, $2)`, [
        material.id_treinamento,
        material.id,
      ]);
    }
    await dataSource.query(`INSERT INTO material (id, nome_material, chave_arquivo) VALUES (3, 'M3', $1)`, [UNSHOWN]);
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('a student sees only the classes whose own entry releases content', async () => {
    // The table of cases: the classes each student sees.
    const expected: Record<number, number[]> = { 100: [10], 101: [11], 102: [12], 103: [] };
    for (const student of STUDENTS) {
      const byPredicate = CLASSES.filter((klass) => studentSeesClass.holds(ENTRIES, klass.id, student)).map((klass) => klass.id);
      const bySql = await ids(...bound(`SELECT c.id FROM turma c WHERE ${studentSeesClass.sql('c', 'student')}`, { student }));
      assert.deepEqual(byPredicate, expected[student], `predicate, student ${student}`);
      assert.deepEqual(bySql, expected[student], `SQL, student ${student}`);
    }
  });

  it('a student sees only their own entries of a class', async () => {
    const expected: Record<number, number[]> = { 100: [1], 101: [2, 3], 102: [4], 103: [] };
    for (const student of STUDENTS) {
      const byPredicate = ENTRIES.filter((entry) => studentSeesEntry.holds(entry, student)).map((entry) => entry.id);
      const bySql = await ids(...bound(`SELECT e.id FROM inscricao e WHERE ${studentSeesEntry.sql('e', 'student')}`, { student }));
      assert.deepEqual(byPredicate, expected[student], `predicate, student ${student}`);
      assert.deepEqual(bySql, expected[student], `SQL, student ${student}`);
    }
  });

  it("a student reads a material's file only when a class they see shows it", async () => {
    const cases: Array<[string, number, boolean]> = [
      [key('a'), 100, true],
      [key('a'), 101, true],
      [key('a'), 102, false],
      [key('b'), 101, false],
      [key('b'), 102, true],
      [UNSHOWN, 100, false],
      [key('z'), 100, false],
      [key('a'), 103, false],
    ];
    for (const [file, student, expected] of cases) {
      const [sql, parameters] = bound(`SELECT ${studentReadsMaterialFile.sql('key', 'student')} AS allowed`, { key: file, student });
      const [row] = (await dataSource.query(sql, parameters)) as Array<{ allowed: boolean }>;
      assert.equal(studentReadsMaterialFile.holds(world, file, student), expected, `predicate, ${file}, student ${student}`);
      assert.equal(row!.allowed, expected, `SQL, ${file}, student ${student}`);
    }
  });

  it("an instructor sees only the sessions of classes they teach; other staff see every class's", async () => {
    const teachers: Record<number, number | null> = { 10: 4, 11: 5, 12: null };
    for (const [id, instructor] of Object.entries(teachers))
      await dataSource.query('UPDATE turma SET id_instrutor = $2 WHERE id = $1', [Number(id), instructor]);
    const cases: Array<[{ id_tipo_usuario: number; id_usuario: number }, number[]]> = [
      [{ id_tipo_usuario: 4, id_usuario: 4 }, [10]],
      [{ id_tipo_usuario: 4, id_usuario: 5 }, [11]],
      [{ id_tipo_usuario: 4, id_usuario: 9 }, []],
      [{ id_tipo_usuario: 1, id_usuario: 4 }, [10, 11, 12]],
      [{ id_tipo_usuario: 2, id_usuario: 9 }, [10, 11, 12]],
    ];
    for (const [user, expected] of cases) {
      const byPredicate = CLASSES.filter((klass) => seesClassSessions.holds(user, { id_instrutor: teachers[klass.id]! })).map((k) => k.id);
      const bySql = await ids(
        ...bound(`SELECT c.id FROM turma c WHERE ${seesClassSessions.sql('c', 'tipo', 'usuario')}`, {
          tipo: user.id_tipo_usuario,
          usuario: user.id_usuario,
        }),
      );
      assert.deepEqual(byPredicate, expected, `predicate, ${JSON.stringify(user)}`);
      assert.deepEqual(bySql, expected, `SQL, ${JSON.stringify(user)}`);
    }
  });

  it("staff open material files with a materials, trainings or classes permission; a student's documents with the students permission", () => {
    const cases: Array<[string[], 'material' | 'documento', boolean]> = [
      [['material'], 'material', true],
      [['training'], 'material', true],
      [['class'], 'material', true],
      [['student'], 'material', false],
      [['student'], 'documento', true],
      [['material', 'class'], 'documento', false],
      [[], 'material', false],
    ];
    for (const [permissions, category, expected] of cases)
      assert.equal(staffReadsFile(permissions, category), expected, `${permissions} ${category}`);
  });

  it('a student downloads only their own certificates; staff any', () => {
    assert.equal(mayDownloadCertificate({ id_tipo_usuario: 6, id_aluno: 100 }, 100), true);
    assert.equal(mayDownloadCertificate({ id_tipo_usuario: 6, id_aluno: 100 }, 101), false);
    assert.equal(mayDownloadCertificate({ id_tipo_usuario: 6, id_aluno: null }, 101), false);
    assert.equal(mayDownloadCertificate({ id_tipo_usuario: 1, id_aluno: null }, 101), true);
  });
});
