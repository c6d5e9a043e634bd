// The runtime plugin every front end is built with (libs/web-platform/tooling/runtime-plugins):
// a federation instance registers its shared modules once per share scope, not once per module it
// consumes, and still hands each consumer the right module.
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ModuleFederation } from '@module-federation/enhanced/runtime';
import initShareScopesOncePlugin from '../libs/web-platform/tooling/runtime-plugins/init-share-scopes-once.mjs';

const SHARED_COUNT = 40;

/** A host sharing SHARED_COUNT modules, counting the registrations its lifecycle reports. */
function host(plugins) {
  const registrations = { count: 0 };
  const counter = {
    name: 'count-registrations',
    afterRegisterShare(args) {
      registrations.count += 1;
      return args;
    },
  };
  const shared = {};
  for (let i = 0; i < SHARED_COUNT; i += 1) {
    shared[`pkg-${i}`] = {
      version: '1.0.0',
      scope: ['default'],
      get: () => Promise.resolve(() => ({ id: i })),
      shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
    };
  }
  const instance = new ModuleFederation({
    name: `host_${plugins.length}_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shared,
    plugins: [counter, ...plugins],
  });
  return { instance, registrations };
}

async function consumeAll(instance) {
  const modules = [];
  for (let i = 0; i < SHARED_COUNT; i += 1) modules.push((await instance.loadShare(`pkg-${i}`))());
  return modules;
}

describe('initShareScopesOnce runtime plugin', () => {
  it('registers the shared modules once, however many of them are consumed, and hands out the right ones', async () => {
    const { instance, registrations } = host([initShareScopesOncePlugin()]);
    const before = registrations.count;
    const modules = await consumeAll(instance);
    assert.deepEqual(
      modules.map((module) => module.id),
      Array.from({ length: SHARED_COUNT }, (_, i) => i),
    );
    // One initialisation of the default scope: each shared module once.
    assert.equal(registrations.count - before, SHARED_COUNT);
    // Consumed again: nothing registered again.
    await consumeAll(instance);
    assert.equal(registrations.count - before, SHARED_COUNT);
  });

  it('is still needed: without it the runtime registers every shared module again for each one consumed', async () => {
    // When this fails, the installed runtime has upstream's fix (module-federation/core#5062):
    // drop the plugin (create-frontend-config.mjs: runtimePlugins) and this file.
    const { instance, registrations } = host([]);
    const before = registrations.count;
    await consumeAll(instance);
    assert.equal(registrations.count - before, SHARED_COUNT * SHARED_COUNT);
  });
});
