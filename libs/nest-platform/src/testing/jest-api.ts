import type { afterAll, beforeAll, describe, it } from '@jest/globals';

export interface JestApi {
  describe: typeof describe;
  it: typeof it;
  beforeAll: typeof beforeAll;
  afterAll: typeof afterAll;
}

/**
 * Jest's describe, it and hooks, for the kit's shared scenarios. Taken from the globals Jest installs in every test file, when a scenario
 * is declared, rather than imported: the kit is also loaded outside Jest (academic's benchmark, tools/deploy-scripts.spec.mjs), where
 * importing `@jest/globals` throws.
 */
export function jestApi(): JestApi {
  const api = globalThis as Partial<JestApi>;
  if (!api.describe || !api.it || !api.beforeAll || !api.afterAll)
    throw new Error('a shared test scenario is declared in a Jest test file');
  return api as JestApi;
}
