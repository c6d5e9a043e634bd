import { createFrontendConfig } from '@treina/web-platform/rspack';

export default (env, argv) =>
  createFrontendConfig(
    {
      dir: import.meta.dirname,
      kind: 'remote',
      name: 'academic_ui',
      port: 4203,
      exposes: { './pages': './src/remote-entry.tsx' },
    },
    env,
    argv,
  );
