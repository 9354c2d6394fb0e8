import { defineConfig } from 'vitest/config';

// Three tiers, one runner: pure rules, the API on a real PostgreSQL, and web units.
// `isolate: false`: each worker imports the modules once for all its files instead of once per
// file. Every API file builds its own app and users and every web file renders its own tree (and
// cleans up), so nothing a test needs lives in a module; importing the whole server or web app for
// each file was most of the tiers' time (here the API 88.8 s → 49.9 s and the web 84.9 s → 37.7 s
// on the same files). The two web files that replace a module run isolated (`web-mocks`).
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

/**
 * The web files that replace a module (`vi.mock`): isolated, as a replaced module would leak into
 * the files after them in the same worker. Every other web file shares its worker's imports.
 */
const MOCKS_MODULES = [
  'apps/web/src/features/landing/contact-form.test.tsx',
  'apps/web/src/components/forms/place-bid-dialog-offline.test.tsx',
];

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
      { test: { ...web, name: 'web', isolate: false, exclude: MOCKS_MODULES } },
      { test: { ...web, name: 'web-mocks', include: MOCKS_MODULES } },
    ],
  },
});
