import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { type ApiError, UserType } from '@treina/contracts';
import { assertMayWriteActivityType, isSales, mayWriteActivityType, SALES_TYPE_ONLY } from './access.js';

describe('crm access rules', () => {
  const sales = { id_tipo_usuario: UserType.VENDAS };
  const admin = { id_tipo_usuario: UserType.ADMINISTRADOR };

  it('lets a Vendas user write only the type they see (2)', () => {
    assert.equal(isSales(sales), true);
    assert.equal(mayWriteActivityType(sales, 2), true);
    assert.equal(mayWriteActivityType(sales, 1), false);
    assert.equal(mayWriteActivityType(sales, 7), false);
  });

  it('leaves the other users free to choose', () => {
    assert.equal(mayWriteActivityType(admin, 7), true);
    assert.doesNotThrow(() => assertMayWriteActivityType(admin, 1));
  });

  it('refuses a Vendas user another type with a 403 and a Portuguese message', () => {
    assert.throws(
      () => assertMayWriteActivityType(sales, 1),
      (error) => {
        const answer = error as { getResponse(): ApiError; getStatus(): number };
        return answer.getStatus() === 403 && answer.getResponse().statusMsg === SALES_TYPE_ONLY;
      },
    );
  });
});
