import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { AuthenticatedUser } from '@treina/nest-platform';
import { ACTIVITY_JOINS, ACTIVITY_LIST_COLUMNS, foldedColumnOf, joinsOf } from './activity-list.columns.js';
import { scopeConditions } from './activity.rules.js';

describe('the Atividades list columns', () => {
  it('reads every joined column through the join it declares', () => {
    for (const [field, column] of Object.entries(ACTIVITY_LIST_COLUMNS)) {
      const alias = column.sql.split('.')[0]!;
      if (alias === 'a') assert.equal(column.join, undefined, field);
      else assert.equal(column.join, alias, field);
      if (column.join) assert.ok(ACTIVITY_JOINS[column.join], field);
    }
  });

  it('joins only what the given fields read, each table once', () => {
    assert.deepEqual(joinsOf(['data', 'id_status_atividade', 'tempo_gasto']), []);
    assert.deepEqual(joinsOf(['nome_aluno', 'email_aluno', 'data']), ['s']);
    assert.deepEqual(joinsOf(['nome_usuario', 'criado_por', 'tipo_atividade', 'nome_tipo_atividade']), ['u', 'c', 't']);
    assert.deepEqual(joinsOf(['nome_status_atividade']), ['st']);
    assert.deepEqual(joinsOf(['campo_inexistente']), []);
  });

  it('answers the text filters of the description and the student from their stored folded text', () => {
    assert.equal(foldedColumnOf('titulo'), 'a.titulo_dobrado');
    assert.equal(foldedColumnOf('nome_aluno'), 's.nome_dobrado');
    assert.equal(foldedColumnOf('telefone_aluno'), 's.telefone_dobrado');
    assert.equal(foldedColumnOf('nome_usuario'), undefined);
  });
});

describe("the list's narrowing", () => {
  const user = (id_usuario: number, id_tipo_usuario: number) => ({ id_usuario, id_tipo_usuario }) as AuthenticatedUser;

  it('keeps a consultant to their own activities, whatever userId asks', () => {
    const conditions = scopeConditions({ userId: 1 }, user(3, 5));
    assert.deepEqual(
      conditions.map((condition) => condition.params),
      [{ consultantId: 3 }, { scopeUserId: 1 }],
    );
  });

  it('narrows to the FIXED type with sales, to a user and to a student; nothing for the others', () => {
    assert.deepEqual(scopeConditions({}, user(1, 1)), []);
    assert.deepEqual(scopeConditions({ sales: false }, user(1, 1)), []);
    assert.deepEqual(
      scopeConditions({ sales: true, userId: 7, studentId: 501 }, user(1, 1)).map((condition) => condition.sql),
      ['a.id_usuario = :scopeUserId', 'a.id_tipo_atividade = :salesType', 'a.id_aluno = :scopeStudentId'],
    );
    assert.deepEqual(scopeConditions({ sales: true }, user(1, 1))[0]!.params, { salesType: 2 });
  });

  it('narrows a Vendas user (type 3) to the FIXED type even when the query does not ask', () => {
    assert.deepEqual(scopeConditions({}, user(2, 3)), [{ sql: 'a.id_tipo_atividade = :salesType', params: { salesType: 2 } }]);
    assert.deepEqual(scopeConditions({ sales: false }, user(2, 3)), [
      { sql: 'a.id_tipo_atividade = :salesType', params: { salesType: 2 } },
    ]);
  });
});
