import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { type DbOrTx, genericPlans } from './client.ts';
import { listQuoteSummaries } from './queries/quote-summaries.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const setting = async (db: DbOrTx, name: 'plan_cache_mode' | 'jit') =>
  (await db.execute<{ value: string }>(sql`select current_setting(${name}) as value`)).rows[0]?.value;

describe('the database handle', () => {
  it('plans on every call on the main pool, and once per statement, without JIT, on the generic one', async () => {
    expect(await setting(t.db, 'plan_cache_mode')).toBe('auto');
    const generic = genericPlans(t.db);
    expect(generic).not.toBe(t.db);
    expect(await setting(generic, 'plan_cache_mode')).toBe('force_generic_plan');
    expect(await setting(generic, 'jit')).toBe('off');
  });

  it('keeps a transaction’s statements in the transaction', async () => {
    await t.db.transaction(async (tx) => {
      expect(genericPlans(tx)).toBe(tx);
      expect(await setting(tx, 'plan_cache_mode')).toBe('auto');
    });
  });

  it('runs the list pages there, and a search (whose pattern shapes its plan) on the main pool', async () => {
    const statements = async (db: DbOrTx) =>
      (
        await db.execute<{ name: string; generic: number; custom: number }>(
          sql`select name, generic_plans::int as generic, custom_plans::int as custom
            from pg_prepared_statements where name like 'qs_%'`,
        )
      ).rows;
    const scope = { transporterId: '00000000-0000-4000-8000-000000000000' };
    // One call at a time: the pool hands the same idle connection back (last in, first out), so
    // the prepared statements asked about are the ones that connection holds.
    for (let i = 0; i < 3; i += 1) {
      await listQuoteSummaries(t.db, scope, { openOnly: true }, { limit: 20, offset: 0, order: 'priority' });
    }
    const generic = (await statements(genericPlans(t.db))).filter((s) => s.name.endsWith('_plain_priority'));
    expect(generic).toHaveLength(1);
    expect(generic[0]?.custom).toBe(0);
    expect(generic[0]?.generic).toBeGreaterThanOrEqual(3);
    await listQuoteSummaries(
      t.db,
      scope,
      { openOnly: true, search: 'copper' },
      { limit: 20, offset: 0, order: 'priority' },
    );
    const isSearch = (s: { name: string }) => s.name.includes('_search_');
    expect((await statements(genericPlans(t.db))).filter(isSearch)).toEqual([]);
    expect((await statements(t.db)).filter(isSearch)).toHaveLength(1);
  });
});
