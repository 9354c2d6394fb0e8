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
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A journey that failed once is a failure; no retries hide flakiness.
    retry: 0,
  },
});
