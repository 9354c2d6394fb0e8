import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { backToBack } from './back-to-back.ts';
import { isUniqueViolation } from './pg-errors.ts';

/** Statements sent together on a transaction's connection (back-to-back.ts). */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table if not exists b2b_parent (id int primary key)`);
  await t.db.execute(sql`create table if not exists b2b_child (id int primary key references b2b_parent (id))`);
}, 60_000);
afterAll(async () => {
  await t?.db.execute(sql`drop table if exists b2b_child, b2b_parent`);
  await t?.close();
});

const count = async (table: string) => {
  const { rows } = await t.db.$client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n;
};

describe('backToBack', () => {
  it('runs the statements in the order given (a later one may rely on an earlier one) and returns each result', async () => {
    const results = await t.db.transaction((tx) =>
      backToBack(
        tx.execute(sql`insert into b2b_parent values (1), (2) returning id`),
        tx.execute(sql`insert into b2b_child values (1) returning id`),
        tx.execute(sql`select count(*)::int as n from b2b_child`),
      ),
    );
    expect(results.map((r) => r.rows)).toEqual([[{ id: 1 }, { id: 2 }], [{ id: 1 }], [{ n: 1 }]]);
  });

  it('throws the first failure and the whole transaction rolls back', async () => {
    const before = [await count('b2b_parent'), await count('b2b_child')];
    const failed = await t.db
      .transaction((tx) =>
        backToBack(
          tx.execute(sql`insert into b2b_parent values (3)`),
          tx.execute(sql`insert into b2b_parent values (1)`),
          tx.execute(sql`insert into b2b_child values (3)`),
        ),
      )
      .catch((err: unknown) => err);
    expect(isUniqueViolation(failed, 'b2b_parent_pkey')).toBe(true);
    expect([await count('b2b_parent'), await count('b2b_child')]).toEqual(before);
    // The connection is fine afterwards.
    expect(await count('b2b_parent')).toBe(2);
  });
});
