import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { getMetadataArgsStorage } from 'typeorm';
import { COMMISSION_COLUMNS, COMMISSION_LIST_COLUMNS, ENROLMENT_STATE_COLUMNS, LIST_ALIAS } from './commission.columns.js';
import { CommissionEntity } from './commission.entity.js';
import { EnrolmentStateEntity } from './enrolment-state.entity.js';

/** The entity's columns by database name with their SQL types, inherited ones included. */
function entityColumns(entity: abstract new () => object): Map<string, string> {
  const targets = new Set<unknown>();
  for (let target: unknown = entity; typeof target === 'function' && target !== Function.prototype; target = Object.getPrototypeOf(target))
    targets.add(target);
  const spelling: Record<string, string> = { boolean: 'bool', integer: 'int' };
  return new Map(
    getMetadataArgsStorage()
      .columns.filter((column) => targets.has(column.target))
      .map((column) => [column.options.name ?? column.propertyName, spelling[String(column.options.type)] ?? String(column.options.type)]),
  );
}

describe('commission columns', () => {
  it('declares every column an event writes with the type the entity (and so the migrations) gives it', () => {
    const entity = entityColumns(CommissionEntity);
    entity.delete('busca');
    assert.deepEqual(Object.fromEntries(entity), { ...COMMISSION_COLUMNS });
  });

  it('declares the held state as the entity does, less the time PostgreSQL stamps', () => {
    const entity = entityColumns(EnrolmentStateEntity);
    entity.delete('atualizado_em');
    assert.deepEqual(Object.fromEntries(entity), { ...ENROLMENT_STATE_COLUMNS });
  });

  it('lists only columns of the table', () => {
    for (const [field, column] of Object.entries(COMMISSION_LIST_COLUMNS)) {
      const name = column.sql.slice(`${LIST_ALIAS}.`.length);
      assert.ok(column.sql.startsWith(`${LIST_ALIAS}.`) && name in COMMISSION_COLUMNS, `${field}: ${column.sql}`);
    }
  });
});
