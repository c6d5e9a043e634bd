import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { containsPattern, foldedTerms, foldSql, foldText, type ListColumn, parseListQuery } from './paging.js';

const columns: Record<string, ListColumn> = {
  nome: { sql: 'c.nome', kind: 'text', searchable: true },
  id: { sql: 'c.id', kind: 'number' },
};

describe('list query protocol', () => {
  it('folds case, accents, spaces, hyphens and parentheses like SPEC search', () => {
    assert.equal(foldText('João (Silva)-Conceição'), 'joaosilvaconceicao');
    assert.equal(foldText('  ÁÉÍÓÚ ç '), 'aeiouc');
  });

  it('folds in SQL with the same characters', () => {
    assert.equal(foldSql('x'), "translate(lower(x::text), 'áàâãäåéèêëíìîïóòôõöúùûüçñ -()', 'aaaaaaeeeeiiiiooooouuuucn')");
  });

  it('splits a search into folded terms, dropping empty ones', () => {
    assert.deepEqual(foldedTerms('  Ana   CONCEIÇÃO '), ['ana', 'conceicao']);
    assert.deepEqual(foldedTerms(' - '), []);
    assert.deepEqual(foldedTerms(undefined), []);
  });

  it("matches folded text containing the term, LIKE's wildcards and escape taken literally", () => {
    assert.equal(containsPattern('João'), '%joao%');
    assert.equal(containsPattern('50%_a\\b'), '%50\\%\\_a\\\\b%');
  });

  it('parses page, size, sort and filters', () => {
    const query = parseListQuery({ page: '2', pageSize: '25', sort: '-id,nome', q: ' ana ', 'filter.nome': 'sil' }, columns);
    assert.deepEqual(query, {
      page: 2,
      pageSize: 25,
      sort: [
        { field: 'id', descending: true },
        { field: 'nome', descending: false },
      ],
      q: 'ana',
      filters: [{ field: 'nome', value: 'sil' }],
    });
  });

  it('refuses unknown sort or filter fields and out-of-range pages with Portuguese 400s', () => {
    assert.throws(() => parseListQuery({ sort: 'senha' }, columns), /Não é possível ordenar pelo campo 'senha'/);
    assert.throws(() => parseListQuery({ 'filter.senha': 'x' }, columns), /Não é possível filtrar pelo campo 'senha'/);
    assert.throws(() => parseListQuery({ page: '0' }, columns), /'page' deve ser um número inteiro/);
    assert.throws(() => parseListQuery({ pageSize: '101' }, columns), /'pageSize'/);
    assert.throws(() => parseListQuery({ page: ['1', '2'] }, columns), /'page' é inválido/);
  });

  it('answers the whole list when no page is asked for', () => {
    assert.equal(parseListQuery({}, columns).page, undefined);
  });
});
