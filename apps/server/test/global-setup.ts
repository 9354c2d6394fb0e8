import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole API suite: the embedded one by default, or the server at
 * TEST_DATABASE_URL when NJIRA_TEST_DB=external. Each test file then makes its own database on it.
 */
export default async function setup(project: TestProject) {
  if (process.env.NJIRA_TEST_DB === 'external') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('NJIRA_TEST_DB=external needs TEST_DATABASE_URL');
    project.provide('pgAdminUrl', url);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'njira-test-'));
  // The embedded server may run as the `postgres` system user, which must reach its data dir.
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(dir, pino({ level: 'silent' }));
  project.provide('pgAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
