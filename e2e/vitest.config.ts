import { defineConfig } from 'vitest/config';

// The browser journeys: their own config (not a project of the root one) because they need the
// server that scripts/e2e.mjs starts. Two files at a time suits a 2-core machine: each file drives
// one Chromium against the one shared server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    maxWorkers: 2,
    // The longest journeys walk a whole trade through a dozen screens: 55–85 s when the 2 cores are
    // also busy with other work, so a minute was too tight. A timeout is a hang guard, not a bar.
    testTimeout: 120_000,
    hookTimeout: 90_000,
    // A journey that failed once is a failure; no retries hide flakiness.
    retry: 0,
  },
});
