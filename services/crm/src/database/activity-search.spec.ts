import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { activitySearchText, searchTextOf, searchTextSql } from './activity-search.js';

describe("an activity's searched text (busca)", () => {
  it('folds the description and the student name, e-mail and phone, as the stored rows have it', () => {
    assert.equal(activitySearchText('a'), searchTextSql('a.titulo', 'a.id_aluno'));
    assert.match(activitySearchText('a'), /^translate\(lower\(concat_ws\('\|', a\.titulo,/);
    assert.match(activitySearchText('a'), /FROM aluno_projecao s WHERE s\.id_aluno = a\.id_aluno/);
  });

  it('is written by an INSERT from the values it writes, bound as parameters', () => {
    const { sql, params } = searchTextOf({ titulo: 'Ligar', id_aluno: null });
    assert.equal(sql(), searchTextSql('CAST(:busca_titulo AS text)', 'CAST(:busca_id_aluno AS int)'));
    assert.deepEqual(params, { busca_titulo: 'Ligar', busca_id_aluno: null });
  });

  it('is written by an UPDATE from what it changes, and the stored row for the rest', () => {
    const statusOnly = searchTextOf({}, 'atividade');
    assert.equal(statusOnly.sql(), activitySearchText('atividade'));
    assert.deepEqual(statusOnly.params, {});
    const student = searchTextOf({ id_aluno: 501 }, 'atividade');
    assert.equal(student.sql(), searchTextSql('atividade.titulo', 'CAST(:busca_id_aluno AS int)'));
    assert.deepEqual(student.params, { busca_id_aluno: 501 });
  });
});
