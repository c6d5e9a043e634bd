import { createFrontendConfig } from '@treina/web-platform/rspack';

export default (env, argv) =>
  createFrontendConfig(
    {
      dir: import.meta.dirname,
      kind: 'remote',
      name: 'finance_ui',
      port: 4204,
      exposes: { './pages': './src/remote-entry.tsx' },
    },
    env,
    argv,
  );
