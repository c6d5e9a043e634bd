import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import 'reflect-metadata';
import { ACCESS_RULE, RequirePermission } from './access.decorators.js';

describe('access decorators', () => {
  it('keeps the permission names an endpoint accepts', () => {
    class Probe {
      @RequirePermission('class_update', 'student')
      update() {}
    }
    assert.deepEqual(Reflect.getMetadata(ACCESS_RULE, Probe.prototype.update), { kind: 'permission', anyOf: ['class_update', 'student'] });
  });

  it('does not compile with a permission name that does not exist (the build fails if this line compiles)', () => {
    // @ts-expect-error 'clas_update' is not a PermissionName
    const misspelt = RequirePermission('clas_update');
    assert.equal(typeof misspelt, 'function');
  });
});
