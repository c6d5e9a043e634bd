import { createFrontendConfig } from '@treina/web-platform/rspack';

export default (env, argv) =>
  createFrontendConfig(
    {
      dir: import.meta.dirname,
      kind: 'remote',
      name: 'assessment_ui',
      port: 4205,
      exposes: { './pages': './src/remote-entry.tsx' },
    },
    env,
    argv,
  );
