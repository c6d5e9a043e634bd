// Exposed by every UI remote as `./build-info` (create-frontend-config.mjs): the name, version
// and build id of the remote's own build, compiled into it by rspack's DefinePlugin, so the
// shell can show what actually loaded.
/* global __TREINA_BUILD_INFO__ */
export const buildInfo = __TREINA_BUILD_INFO__;
