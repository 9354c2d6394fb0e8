import type { Quote } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { postQuote } from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { LIVE_COUNT_LIMIT } from '../../lib/snapshot-cache.ts';

// A word that more than LIVE_COUNT_LIMIT open loads mention is ranked from a snapshot of the page's
// ids (QuoteService.searchIds); the loads themselves must still be read as they are now.
let t: TestContext;
let owner: Actor;
let transporter: Actor;
let template: Quote;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter] = await Promise.all([signUp(t.app, 'cargo-owner'), signUp(t.app, 'transporter')]);
  template = await postQuote(t.app, owner, { cargoDescription: 'Sorghum sacks' });
  // Copies with new ids, made in SQL (the generated columns, search_text among them, make themselves).
  const { rows: columns } = await t.db.$client.query<{ name: string }>(
    `select quote_ident(column_name) as name from information_schema.columns
     where table_name = 'quotes' and is_generated = 'NEVER' order by ordinal_position`,
  );
  await t.db.$client.query(
    `insert into quotes (${columns.map((c) => c.name).join(', ')})
     select ${columns.map((c) => `r.${c.name}`).join(', ')}
     from quotes q cross join generate_series(1, $1::int) g
     cross join lateral jsonb_populate_record(q, jsonb_build_object('copy', g, 'id', gen_random_uuid(),
       'created_at', now() - g * interval '1 second')) r
     where q.id = $2`,
    [LIVE_COUNT_LIMIT + 50, template.id],
  );
});
afterAll(async () => t?.close());

async function search(term: string): Promise<{ ids: string[]; total: string | undefined }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/quotes/active?search=${term}&sort=priority&limit=20&offset=0`,
    headers: transporter.auth,
  });
  expect(res.statusCode).toBe(200);
  return { ids: (res.json() as Quote[]).map((q) => q.id), total: res.headers['x-total-count'] as string };
}

describe('searching a word many open loads mention', () => {
  it('finds the page, whatever the case of the word', async () => {
    const { ids, total } = await search('SORGHUM');
    expect(ids).toHaveLength(20);
    expect(total).toBe(String(LIVE_COUNT_LIMIT + 51));
    expect((await search('sorghum')).ids).toEqual(ids);
  });

  it('never shows a load that closed since the page was ranked: the loads are read live', async () => {
    const { ids } = await search('sorghum');
    const cancelled = ids[0] as string;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/quotes/${cancelled}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const again = await search('sorghum');
    expect(again.ids).not.toContain(cancelled);
    expect(again.ids.length).toBeGreaterThanOrEqual(19);
  });

  it('keeps a rare word live: a load posted a moment ago is found at once', async () => {
    const fresh = await postQuote(t.app, owner, { cargoDescription: 'Sorghum and millet' });
    expect((await search('millet')).ids).toEqual([fresh.id]);
  });
});
