import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { latestByKey, unnestParameters, unnestSql } from './write-behind.js';

describe('write-behind rows', () => {
  it('keeps the highest sequence of each key (the first of equals), in key order', () => {
    const rows = [
      { id: 7, sequence: 2, note: 'a' },
      { id: 3, sequence: 1, note: 'b' },
      { id: 7, sequence: 4, note: 'c' },
      { id: 7, sequence: 3, note: 'd' },
      { id: 3, sequence: 1, note: 'e' },
    ];
    const latest = latestByKey(
      rows,
      (row) => row.id,
      (row) => row.sequence,
    );
    assert.deepEqual(
      latest.map((row) => row.note),
      ['b', 'c'],
    );
  });

  it('binds rows as one array per column, each under its column name and SQL type', () => {
    const types = { id: 'int', name: 'varchar', paid: 'numeric' } as const;
    assert.equal(unnestSql(types, 'v'), 'unnest(:id::int[], :name::varchar[], :paid::numeric[]) AS v(id, name, paid)');
    assert.deepEqual(
      unnestParameters(types, [
        { id: 1, name: 'Ana', paid: '10.00' },
        { id: 2, name: 'Bia', paid: null },
      ]),
      { id: [1, 2], name: ['Ana', 'Bia'], paid: ['10.00', null] },
    );
  });
});
