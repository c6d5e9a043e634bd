import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CreateAuditEntries1764100000000 } from '../src/audit/1764100000000-create-audit-entries.js';
import { ImmutableAuditEntries1764300000001 } from '../src/audit/1764300000001-immutable-audit-entries.js';
import { ANONYMISED_VALUE, rewriteAuditTrail } from '../src/audit/audit-rewrite.js';
import { insertAuditRecords } from '../src/audit/audit-trail.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

describe('audit_entry is append-only', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('audit_immutable');
    dataSource = await new DataSource({
      type: 'postgres',
      url: db.url,
      migrations: [CreateAuditEntries1764100000000, ImmutableAuditEntries1764300000001],
    }).initialize();
    await dataSource.runMigrations();
    await insertAuditRecords(dataSource.manager, [
      {
        actor: { id_usuario: 9, nome: 'Joana Aluna' },
        entidade: 'students',
        id_entidade: 5,
        acao: 'update',
        alteracoes: [
          { campo: 'nome_aluno', de: 'Joana', para: 'Joana Aluna' },
          { campo: 'id_status_aluno', de: 1, para: 2 },
        ],
      },
      { actor: null, entidade: 'students', id_entidade: 6, acao: 'create', alteracoes: [{ campo: 'nome_aluno', de: null, para: 'Outro' }] },
    ]);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  it('refuses a plain UPDATE and a plain DELETE', async () => {
    await assert.rejects(dataSource.query(`UPDATE audit_entry SET nome_usuario = 'x'`), /append-only: UPDATE refused/);
    await assert.rejects(dataSource.query('DELETE FROM audit_entry'), /append-only: DELETE refused/);
    assert.equal(Number((await dataSource.query('SELECT count(*) AS n FROM audit_entry'))[0].n), 2);
  });

  it('refuses a rewrite outside a transaction', async () => {
    await assert.rejects(rewriteAuditTrail(dataSource.manager, { entidade: 'students', id_entidade: 5, campos: ['nome_aluno'] }));
  });

  it("rewrites only the subject's personal values and the name they acted under, and closes the door afterwards", async () => {
    await dataSource.transaction(async (manager) => {
      const changed = await rewriteAuditTrail(manager, {
        entidade: 'students',
        id_entidade: 5,
        campos: ['nome_aluno'],
        actor: { id_usuario: 9, nome: 'Titular anonimizado 5' },
      });
      assert.equal(changed, 2);
      // Later in the same transaction the trail is append-only again.
      await assert.rejects(manager.query('SAVEPOINT s; DELETE FROM audit_entry'), /DELETE refused/);
      await manager.query('ROLLBACK TO SAVEPOINT s');
    });
    const rows = await dataSource.query('SELECT id_entidade, nome_usuario, alteracoes FROM audit_entry ORDER BY id');
    assert.deepEqual(rows, [
      {
        id_entidade: 5,
        nome_usuario: 'Titular anonimizado 5',
        alteracoes: [
          { campo: 'nome_aluno', de: ANONYMISED_VALUE, para: ANONYMISED_VALUE },
          { campo: 'id_status_aluno', de: 1, para: 2 },
        ],
      },
      { id_entidade: 6, nome_usuario: null, alteracoes: [{ campo: 'nome_aluno', de: null, para: 'Outro' }] },
    ]);
  });

  it('rewriting again changes nothing (idempotent)', async () => {
    const changed = await dataSource.transaction((manager) =>
      rewriteAuditTrail(manager, {
        entidade: 'students',
        id_entidade: 5,
        campos: ['nome_aluno'],
        actor: { id_usuario: 9, nome: 'Titular anonimizado 5' },
      }),
    );
    assert.equal(changed, 0);
  });
});
