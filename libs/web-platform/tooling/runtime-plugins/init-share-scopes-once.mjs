// A Module Federation runtime plugin: each federation instance initialises each share scope once. runtime-core's loadShare calls
// initializeSharing without an init scope, so every shared module consumed registered all of them again. Remove it once
// @module-federation/runtime-core has the fix: tools/init-share-scopes-once.spec.mjs checks that it is still needed.

const PLUGIN_NAME = 'treina-init-share-scopes-once';

/** Handlers already given their init scope (an instance's `init` lifecycle runs on every initOptions). */
const patched = new WeakSet();

/**
 * Gives `sharedHandler.initializeSharing` one init scope for the calls that bring none (loadShare, loadShareSync): the first call for a
 * scope registers the instance's shared modules, later ones return at once. Calls that bring their own scope (a container's init) or come
 * from the build runtime keep theirs, as before.
 */
function initShareScopesOnce(sharedHandler) {
  if (!sharedHandler || typeof sharedHandler.initializeSharing !== 'function' || patched.has(sharedHandler)) return;
  patched.add(sharedHandler);
  const initScope = [];
  const initializeSharing = sharedHandler.initializeSharing.bind(sharedHandler);
  sharedHandler.initializeSharing = (shareScopeName, extraOptions) =>
    extraOptions?.initScope || extraOptions?.from === 'build'
      ? initializeSharing(shareScopeName, extraOptions)
      : initializeSharing(shareScopeName, { ...extraOptions, initScope });
}

/** @returns {import('@module-federation/runtime').ModuleFederationRuntimePlugin} */
export default function initShareScopesOncePlugin() {
  return {
    name: PLUGIN_NAME,
    init(args) {
      initShareScopesOnce(args.origin.sharedHandler);
      return args;
    },
  };
}
