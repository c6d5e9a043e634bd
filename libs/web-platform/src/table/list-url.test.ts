import { describe, expect, it } from '@jest/globals';
import { readListUrl, writeListUrl } from './list-url';
import type { ServerTableState } from './server-query';

const defaults: ServerTableState = {
  pageIndex: 0,
  pageSize: 25,
  sorting: [{ id: 'data_criacao', desc: true }],
  columnFilters: [],
  globalFilter: '',
};

describe('a list in the address', () => {
  it('writes only what differs from the defaults and keeps the screen’s own parameters', () => {
    expect(writeListUrl('?studentType=student', defaults, defaults)).toBe('?studentType=student');
    const state: ServerTableState = {
      pageIndex: 2,
      pageSize: 10,
      sorting: [{ id: 'nome_aluno', desc: false }],
      columnFilters: [{ id: 'canal', value: 'site' }],
      globalFilter: 'ana silva',
    };
    const search = writeListUrl('?studentType=student&q=old', state, defaults);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      studentType: 'student',
      q: 'ana silva',
      'filter.canal': 'site',
      sort: 'nome_aluno',
      page: '3',
      pageSize: '10',
    });
    expect(readListUrl(search, defaults)).toEqual(state);
  });

  it('reads an address without the list’s parameters, or with broken ones, as the defaults', () => {
    expect(readListUrl('?classId=4', defaults)).toEqual(defaults);
    expect(readListUrl('?page=0&pageSize=abc&sort=;drop', defaults)).toEqual({ ...defaults, sorting: [] });
    expect(readListUrl('?sort=', defaults).sorting).toEqual([]);
  });
});
