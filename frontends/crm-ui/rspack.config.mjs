import { createFrontendConfig } from '@treina/web-platform/rspack';

export default (env, argv) =>
  createFrontendConfig(
    {
      dir: import.meta.dirname,
      kind: 'remote',
      name: 'crm_ui',
      port: 4202,
      exposes: { './pages': './src/remote-entry.tsx' },
    },
    env,
    argv,
  );
