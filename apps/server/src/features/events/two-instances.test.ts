import type { AddressInfo } from 'node:net';
import { notificationSchema } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { acceptBid, placeBid, postLoad } from '../../../test/shipment-factories.ts';
import { dataOf, named, openStream, type SseStream } from '../../../test/sse-client.ts';
import { createInstance, createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';

/**
 * Two server instances on one PostgreSQL, as behind a load balancer (issue 13's bar): an action
 * through one reaches the streams held by the other, through LISTEN/NOTIFY alone.
 */
let a: TestContext;
let b: { app: App; close: () => Promise<void> };
const urls = { a: '', b: '' };
const open: SseStream[] = [];

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events`;
}

beforeAll(async () => {
  a = await createTestApp();
  b = await createInstance(a);
  urls.a = await listen(a.app);
  urls.b = await listen(b.app);
}, 60_000);
afterAll(async () => {
  for (const s of open) s.close();
  await b?.close();
  await a?.close();
});

async function streamOn(url: string, actor: Actor) {
  const s = await openStream(url, { authorization: `Bearer ${actor.token}` });
  open.push(s);
  expect(s.status).toBe(200);
  await s.until((m) => m.comments.includes('connected'));
  return s;
}

describe('two instances on one database', () => {
  it('delivers a bid placed through instance A to the owner’s stream on instance B within a second', async () => {
    const owner = await signUp(a.app, 'cargo-owner');
    const tr = await signUp(a.app, 'transporter');
    const onB = await streamOn(urls.b, owner);
    const alsoOnA = await streamOn(urls.a, owner);
    const quoteId = await postLoad(a, owner);

    const before = Date.now();
    await placeBid(a, tr, quoteId, { amount: 8_800 });
    const answered = Date.now();
    const m = await onB.until(named('notification'), 2_000);
    const took = Date.now() - answered;
    expect(took).toBeLessThan(1_000);
    expect(answered - before).toBeLessThan(5_000);
    const n = notificationSchema.parse(dataOf(m));
    expect(n).toMatchObject({ kind: 'bid_placed', quoteId });
    // The same user's tab on the other instance gets it too, with the same id: exactly once each.
    const same = await alsoOnA.until(named('notification'), 2_000);
    expect(same.id).toBe(m.id);
    expect(onB.messages.filter(named('notification'))).toHaveLength(1);
    expect(alsoOnA.messages.filter(named('notification'))).toHaveLength(1);
  });

  it('delivers an acceptance through B to the winner’s stream on A, and the loser’s on B', async () => {
    const owner = await signUp(b.app, 'cargo-owner');
    const winner = await signUp(b.app, 'transporter');
    const loser = await signUp(b.app, 'transporter');
    const quoteId = await postLoad(a, owner);
    const bidId = await placeBid(a, winner, quoteId);
    await placeBid(a, loser, quoteId);
    const [winnerOnA, loserOnB] = await Promise.all([streamOn(urls.a, winner), streamOn(urls.b, loser)]);
    const bAsContext = { ...a, app: b.app };
    const shipmentId = await acceptBid(bAsContext, owner, quoteId, bidId);
    expect(dataOf(await winnerOnA.until(named('notification')))).toMatchObject({
      kind: 'bid_accepted',
      shipmentId,
    });
    expect(dataOf(await loserOnB.until(named('notification')))).toMatchObject({
      kind: 'bid_not_accepted',
      shipmentId: null,
    });
  });
});
