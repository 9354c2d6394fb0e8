import { defineConfig } from 'vitest/config';

// Three tiers, one runner: pure rules, the API on a real PostgreSQL, and web units.
// `isolate: false` for the domain and the API: each worker imports the modules once for all its
// files instead of once per file. Every API file builds its own app and users, so nothing a test
// needs lives in a module; importing the whole server for each of 80 files was most of the tier's
// time (88.8 s → 49.9 s on the same 20 files here; the whole tier 482 s → 317 s).
/** The web units, in jsdom. */
const web = {
  include: ['apps/web/src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  // Node 25+ has a global localStorage of its own (Web Storage) that shadows jsdom's and is
  // undefined without --localstorage-file: the page under test gets jsdom's, as a browser's.
  execArgv: ['--no-experimental-webstorage'],
  // Fails a test on an unexpected console.error or on a fetch made without the fake network.
  setupFiles: ['apps/web/src/testing/setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // Isolated: sharing a worker, web files failed in some orders (a form's toast waited for in
      // vain after an earlier file's toasts), so each file still imports the app afresh.
      { test: { ...web, name: 'web' } },
    ],
  },
});
