import type { FrontendBuildInfo } from '@treina/contracts';

/** Compiled in by the shared rspack config (create-frontend-config.mjs); absent in unit tests. */
declare const __TREINA_BUILD_INFO__: FrontendBuildInfo | undefined;

/** The shell's own build: name, version, build id. */
export const SHELL_BUILD: FrontendBuildInfo | undefined = typeof __TREINA_BUILD_INFO__ === 'undefined' ? undefined : __TREINA_BUILD_INFO__;

/** What the 'Sobre' dialog says of one front end's state. */
export function describeRemote(status: { version?: string; loaded?: FrontendBuildInfo; failed?: boolean }): string {
  if (status.failed) return 'não carregou (veja o console do navegador)';
  if (status.loaded) return `carregado: versão ${status.loaded.version}, build ${status.loaded.buildId}`;
  return 'ainda não aberto nesta sessão';
}
