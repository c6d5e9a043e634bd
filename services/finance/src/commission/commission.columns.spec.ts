import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { getMetadataArgsStorage } from 'typeorm';
import {
  COMMISSION_AMOUNT_COLUMNS,
  COMMISSION_COLUMNS,
  COMMISSION_LIST_COLUMNS,
  ENROLMENT_STATE_COLUMNS,
  LIST_ALIAS,
  SELLER_NAME_SQL,
} from './commission.columns.js';
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
    for (const amount of COMMISSION_AMOUNT_COLUMNS) entity.delete(amount);
    assert.deepEqual(Object.fromEntries(entity), { ...COMMISSION_COLUMNS });
  });

  it('declares the held state as the entity does, less the time PostgreSQL stamps', () => {
    const entity = entityColumns(EnrolmentStateEntity);
    entity.delete('atualizado_em');
    assert.deepEqual(Object.fromEntries(entity), { ...ENROLMENT_STATE_COLUMNS });
  });

  it("lists only columns of the table, and the seller's name", () => {
    for (const [field, column] of Object.entries(COMMISSION_LIST_COLUMNS)) {
      if (field === 'nome_vendedor') {
        assert.equal(column.sql, SELLER_NAME_SQL);
        continue;
      }
      const name = column.sql.slice(`${LIST_ALIAS}.`.length);
      const known = name in COMMISSION_COLUMNS || (COMMISSION_AMOUNT_COLUMNS as readonly string[]).includes(name);
      assert.ok(column.sql.startsWith(`${LIST_ALIAS}.`) && known, `${field}: ${column.sql}`);
    }
  });
});
