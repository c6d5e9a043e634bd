// A Module Federation runtime plugin every Treina front end is built with (create-frontend-config.mjs:
// runtimePlugins): each federation instance initialises each share scope once.
//
// runtime-core 2.9's loadShare calls initializeSharing without an init scope, so the once-per-scope
// guard inside it never holds: every shared module consumed registered every shared module of the
// instance again. The shell shares ~165 modules and a cold /class consumes ~66 of them: ~11,000
// registrations (each a share-scope lookup and a lifecycle event) on the main thread before the first
// row. Upstream's fix, under review (module-federation/core#5062), keeps one init scope per shared
// handler for those calls; this plugin does the same from the outside. Remove it once a release
// of @module-federation/runtime-core has that fix: tools/init-share-scopes-once.spec.mjs checks that
// the installed runtime still needs it.

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
