import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** The migrated database's trigram indexes take each write at once (index-options.ts, ADR 010). */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

describe('the trigram search indexes', () => {
  it('have no pending list (fastupdate off), so no single write merges one', async () => {
    const { rows } = await t.db.$client.query<{ name: string; options: string[] | null }>(
      `select c.relname as name, c.reloptions as options
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
       where am.amname = 'gin' and c.relnamespace = 'public'::regnamespace order by 1`,
    );
    expect(rows).toEqual([
      { name: 'activities_search_idx', options: ['fastupdate=false'] },
      { name: 'quotes_search_idx', options: ['fastupdate=false'] },
      { name: 'users_search_idx', options: ['fastupdate=false'] },
    ]);
  });
});
