import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Workspace libs are tested from their TypeScript sources.
    conditions: ['@treina/source', 'module', 'browser', 'development|production'],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
  },
});
