import { defineConfig } from 'vitest/config';

// Three tiers, one runner: pure rules, the API on a real PostgreSQL, and web units.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Node 25+ has a global localStorage of its own (Web Storage) that shadows jsdom's and is
          // undefined without --localstorage-file: the page under test gets jsdom's, as a browser's.
          execArgv: ['--no-experimental-webstorage'],
          // Fails a test on an unexpected console.error or on a fetch made without the fake network.
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
