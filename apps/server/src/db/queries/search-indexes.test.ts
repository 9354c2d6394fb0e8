import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories.ts';
import { postQuote } from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { mergeSearchIndexes, SEARCH_INDEXES } from './search-indexes.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the search indexes’ pending lists', () => {
  it('are every GIN index of the schema, each gathering new entries (fastupdate on)', async () => {
    const { rows } = await t.db.$client.query<{ name: string; options: string[] | null }>(
      `select c.relname as name, c.reloptions as options
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
       where am.amname = 'gin' and c.relnamespace = 'public'::regnamespace order by 1`,
    );
    expect(rows).toEqual([...SEARCH_INDEXES].sort().map((name) => ({ name, options: ['fastupdate=true'] })));
  });

  it('finds a new load before and after its entries are merged, and a merge leaves nothing pending', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const word = `Zzyzx${Date.now()}`;
    const load = await postQuote(t.app, owner, { cargoDescription: `${word} drums` });
    const search = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/quotes?search=${word}`,
        headers: owner.auth,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: string }[]).map((q) => q.id);
    };
    expect(await search()).toEqual([load.id]);
    expect(await mergeSearchIndexes(t.db)).toBeGreaterThanOrEqual(0);
    // Nothing was written since: nothing is left to merge.
    expect(await mergeSearchIndexes(t.db)).toBe(0);
    expect(await search()).toEqual([load.id]);
  });
});
