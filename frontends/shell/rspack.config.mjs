import { createFrontendConfig } from '@treina/web-platform/rspack';

export default (env, argv) => createFrontendConfig({ dir: import.meta.dirname, kind: 'host', name: 'shell', port: 4200 }, env, argv);
