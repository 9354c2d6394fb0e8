import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { KEY_TAKEN_MESSAGE, KEYS_PER_USER } from '../src/db/queries/idempotency-keys.ts';
import { ANSWER_LOST_MESSAGE, KEY_REUSED_MESSAGE, REPLAYED_HEADER } from '../src/plugins/idempotency.ts';
import { deliveryBody, deliveryCodeOf, photoJpeg, postDelivery } from './delivery-factories.ts';
import { disputeBody } from './dispute-factories.ts';
import { fetchDocumentFile, multipart, NEXT_YEAR, PDF_BYTES, uploadDocument } from './document-factories.ts';
import { type Actor, loadBody, makeAdmin, PASSWORD, signUp, totpCode, turnOnTwoFactor } from './factories.ts';
import { fix, shipmentOnTheRoad } from './position-factories.ts';
import {
  acceptBid,
  makeShipment,
  patchShipment,
  placeBid,
  postLoad,
  setShipment,
} from './shipment-factories.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Issue 28: every signed-in write honours `Idempotency-Key` (ADR 022). Each case makes what its
 * write needs, sends the write, then sends it again with the same key: the second answer is the
 * first one, replayed, and the database is exactly as the first left it (applied once).
 */

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let admin: Actor;
/** The user of the two-factor case: made by its own preparation, with two-factor on. */
let twoFactorUser: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, 'cargo-owner');
  // An Airtel number whose payouts the sandbox leaves without a callback: nothing changes later.
  transporter = await signUp(t.app, 'transporter', { phoneNumber: '+260 97 345 6129' });
  admin = await makeAdmin(t.app, t.db);
});
afterAll(() => t?.close());

/** Every row of every table but the keys themselves, as one digest per table. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'idempotency_keys' order by 1`,
  );
  const digest: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const { rows } = await db.execute<{ h: string }>(
      sql.raw(
        `select count(*) || ':' || md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${tablename}" x`,
      ),
    );
    digest[tablename] = rows[0]?.h ?? '';
  }
  return digest;
}

interface Write {
  actor: () => Actor;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as registered, to check that every write route has a case. */
  route: string;
  /** Makes what the write needs; returns its URL and body (and its headers, for a multipart body). */
  prepare: () => Promise<{ url: string; payload?: object; headers?: Record<string, string> }>;
  status: number;
}

async function delivered(): Promise<string> {
  const id = await makeShipment(t, { owner, transporter });
  const res = await patchShipment(t, transporter, id, { status: 'DELIVERED' });
  if (res.statusCode !== 200) throw new Error(`delivery failed: ${res.body}`);
  return id;
}

/** A delivered shipment its owner disputed (as JSON, no photo). */
async function disputed(): Promise<string> {
  const id = await delivered();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${id}/dispute`,
    headers: owner.auth,
    payload: { reason: 'Two pallets arrived crushed.' },
  });
  if (res.statusCode !== 200) throw new Error(`opening the dispute failed: ${res.body}`);
  return id;
}

/** A transporter's question on a load (POST /api/quotes/:id/messages), for the messaging writes. */
async function sendMessage(actor: Actor, quoteId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/messages`,
    headers: actor.auth,
    payload: { body: 'When can you load?' },
  });
  if (res.statusCode !== 201) throw new Error(`sending failed: ${res.body}`);
  return res.json() as { conversationId: string; message: { id: number } };
}

const writes: Write[] = [
  {
    actor: () => owner,
    method: 'POST',
    route: '/api/quotes',
    prepare: async () => ({ url: '/api/quotes', payload: loadBody() }),
    status: 201,
  },
  {
    actor: () => owner,
    method: 'DELETE',
    route: '/api/quotes/:id',
    prepare: async () => ({ url: `/api/quotes/${await postLoad(t, owner)}` }),
    status: 200,
  },
  {
    actor: () => transporter,
    method: 'POST',
    route: '/api/quotes/:id/bids',
    prepare: async () => ({
      url: `/api/quotes/${await postLoad(t, owner)}/bids`,
      payload: { amount: 9_000, estimatedDays: 3 },
    }),
    status: 201,
  },
  {
    actor: () => transporter,
    method: 'DELETE',
    route: '/api/quotes/:id/bids/:bidId',
    prepare: async () => {
      const quoteId = await postLoad(t, owner);
      return { url: `/api/quotes/${quoteId}/bids/${await placeBid(t, transporter, quoteId)}` };
    },
    status: 204,
  },
  {
    actor: () => owner,
    method: 'POST',
    route: '/api/quotes/:id/bids/:bidId/accept',
    prepare: async () => {
      const quoteId = await postLoad(t, owner);
      const bidId = await placeBid(t, transporter, quoteId);
      return { url: `/api/quotes/${quoteId}/bids/${bidId}/accept` };
    },
    status: 200,
  },
  {
    actor: () => transporter,
    method: 'PATCH',
    route: '/api/shipments/:id',
    prepare: async () => ({
      url: `/api/shipments/${await makeShipment(t, { owner, transporter })}`,
      payload: { status: 'AWAITING_PICKUP', location: 'Kitwe depot' },
    }),
    status: 200,
  },
  {
    actor: () => owner,
    method: 'DELETE',
    route: '/api/shipments/:id',
    prepare: async () => ({
      url: `/api/shipments/${await makeShipment(t, { owner, transporter, paid: false })}`,
    }),
    status: 200,
  },
  {
    actor: () => transporter,
    method: 'POST',
    route: '/api/shipments/:id/withdraw',
    prepare: async () => {
      const id = await makeShipment(t, { owner, transporter, paid: false });
      // Left unpaid for 24 hours: the acceptance is a day and an hour old.
      await setShipment(t.db, id, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
      return { url: `/api/shipments/${id}/withdraw` };
    },
    status: 200,
  },
  {
    actor: () => owner,
    method: 'POST',
    route: '/api/shipments/:id/payment',
    prepare: async () => {
      const quoteId = await postLoad(t, owner);
      const shipmentId = await acceptBid(t, owner, quoteId, await placeBid(t, transporter, quoteId));
      // A number the sandbox never calls back about: the payment stays in progress.
      return {
        url: `/api/shipments/${shipmentId}/payment`,
        payload: { provider: 'MTN_MOMO_ZMB', phoneNumber: '0763 456 129' },
      };
    },
    status: 200,
  },
  {
    actor: () => owner,
    method: 'POST',
    route: '/api/shipments/:id/payment/release',
    prepare: async () => ({ url: `/api/shipments/${await delivered()}/payment/release` }),
    status: 200,
  },
  {
    actor: () => owner,
    method: 'POST',
    route: '/api/shipments/:id/dispute',
    prepare: async () => ({
      url: `/api/shipments/${await delivered()}/dispute`,
      payload: { reason: 'Two pallets arrived crushed.' },
    }),
    status: 200,
  },
  {
    // The transporter's answer with a photo (issue 39, multipart): answered once, one photo kept.
    actor: () => transporter,
    method: 'POST',
    route: '/api/shipments/:id/dispute/answer',
    prepare: async () => {
      const id = await disputed();
      const body = disputeBody({ answer: 'The pallets were dry at loading.' }, [
        { content: await photoJpeg() },
      ]);
      return { url: `/api/shipments/${id}/dispute/answer`, ...body };
    },
    status: 200,
  },
  {
    // The owner's photos added later: the retry adds none.
    actor: () => owner,
    method: 'POST',
    route: '/api/shipments/:id/dispute/photos',
    prepare: async () => {
      const body = disputeBody({}, [{ content: await photoJpeg() }]);
      return { url: `/api/shipments/${await disputed()}/dispute/photos`, ...body };
    },
    status: 200,
  },
  {
    actor: () => admin,
    method: 'POST',
    route: '/api/admin/disputes/:id/resolve',
    prepare: async () => {
      const shipmentId = await delivered();
      const opened = await t.app.inject({
        method: 'POST',
        url: `/api/shipments/${shipmentId}/dispute`,
        headers: owner.auth,
        payload: { reason: 'Two pallets arrived crushed.' },
      });
      if (opened.statusCode !== 200) throw new Error(`opening the dispute failed: ${opened.body}`);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/disputes?limit=100',
        headers: admin.auth,
      });
      const dispute = (list.json() as { id: string; shipmentId: string }[]).find(
        (d) => d.shipmentId === shipmentId,
      );
      if (!dispute) throw new Error('the dispute is not listed');
      return {
        url: `/api/admin/disputes/${dispute.id}/resolve`,
        payload: { outcome: 'release', reason: 'Photos show the load arrived intact.' },
      };
    },
    status: 200,
  },
  {
    actor: () => admin,
    method: 'POST',
    route: '/api/admin/transfers/:id/retry',
    prepare: async () => {
      const shipmentId = await delivered();
      const released = await t.app.inject({
        method: 'POST',
        url: `/api/shipments/${shipmentId}/payment/release`,
        headers: owner.auth,
      });
      if (released.statusCode !== 200) throw new Error(`the release failed: ${released.body}`);
      // The payout (to a number the sandbox never answers) marked failed as the provider would:
      // the retry goes to the same number and stays under way.
      const { rows } = await t.db.execute<{ id: string }>(
        sql`update money_transfers set status = 'FAILED', failure_code = 'RECIPIENT_NOT_FOUND', finished_at = now()
          where shipment_id = ${shipmentId} and kind = 'payout' returning id`,
      );
      return { url: `/api/admin/transfers/${rows[0]?.id}/retry` };
    },
    status: 200,
  },
  {
    actor: () => admin,
    method: 'POST',
    route: '/api/admin/deposits/:id/refund',
    prepare: async () => {
      // A deposit the provider completed for K 1 of what was asked (issue 39), as its callback leaves it.
      const shipmentId = await makeShipment(t, { owner, transporter, paid: false });
      const { rows } = await t.db.execute<{ id: string }>(
        sql`insert into money_transfers (kind, shipment_id, user_id, gateway, provider, phone_number, amount_ngwee, received_ngwee, status, finished_at)
          select 'deposit', s.id, s.owner_id, 'sandbox', 'MTN_MOMO_ZMB', '260763456901', s.amount_ngwee, 100, 'COMPLETED', now()
          from shipments s where s.id = ${shipmentId} returning id`,
      );
      return { url: `/api/admin/deposits/${rows[0]?.id}/refund` };
    },
    status: 200,
  },
  {
    actor: () => owner,
    method: 'POST',
    route: '/api/shipments/:id/rating',
    prepare: async () => ({ url: `/api/shipments/${await delivered()}/rating`, payload: { stars: 5 } }),
    status: 201,
  },
  {
    actor: () => owner,
    method: 'PATCH',
    route: '/api/settings',
    prepare: async () => ({ url: '/api/settings', payload: { smsNotifications: false } }),
    status: 200,
  },
  {
    actor: () => owner,
    method: 'PUT',
    route: '/api/wallet',
    prepare: async () => ({
      url: '/api/wallet',
      payload: { provider: 'MTN_MOMO_ZMB', phoneNumber: '0763 456 129' },
    }),
    status: 200,
  },
  {
    actor: () => owner,
    method: 'DELETE',
    route: '/api/wallet',
    prepare: async () => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/wallet',
        headers: owner.auth,
        payload: { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '0973 456 129' },
      });
      if (saved.statusCode !== 200) throw new Error(`saving the wallet failed: ${saved.body}`);
      return { url: '/api/wallet' };
    },
    status: 200,
  },
  {
    actor: () => owner,
    method: 'PATCH',
    route: '/api/auth/profile',
    prepare: async () => ({
      url: '/api/auth/profile',
      payload: { fullName: 'Mwila Banda', phoneNumber: '+260 97 123 4567', companyName: 'Banda Mining' },
    }),
    status: 200,
  },
  {
    actor: () => twoFactorUser,
    method: 'POST',
    route: '/api/account/two-factor/disable',
    prepare: async () => {
      twoFactorUser = await signUp(t.app, 'transporter');
      const secret = await turnOnTwoFactor(t.app, twoFactorUser.auth);
      return {
        url: '/api/account/two-factor/disable',
        payload: { currentPassword: PASSWORD, code: totpCode(secret, 1) },
      };
    },
    status: 200,
  },
  {
    actor: () => transporter,
    method: 'POST',
    route: '/api/quotes/:id/messages',
    prepare: async () => ({
      url: `/api/quotes/${await postLoad(t, owner)}/messages`,
      payload: { body: 'Is the cargo palletised?' },
    }),
    status: 201,
  },
  {
    actor: () => owner,
    method: 'POST',
    route: '/api/conversations/:id/read',
    prepare: async () => {
      const { conversationId, message } = await sendMessage(transporter, await postLoad(t, owner));
      return { url: `/api/conversations/${conversationId}/read`, payload: { upTo: message.id } };
    },
    status: 200,
  },
  {
    actor: () => owner,
    method: 'POST',
    route: '/api/messages/:id/report',
    prepare: async () => {
      const { message } = await sendMessage(transporter, await postLoad(t, owner));
      return { url: `/api/messages/${message.id}/report`, payload: { reason: 'Rude' } };
    },
    status: 200,
  },
  {
    actor: () => transporter,
    method: 'POST',
    route: '/api/notifications/read',
    prepare: async () => {
      await postLoad(t, owner);
      return { url: '/api/notifications/read', payload: { all: true } };
    },
    status: 200,
  },
  {
    actor: () => admin,
    method: 'PATCH',
    route: '/api/admin/users/:id',
    prepare: async () => {
      const someone = await signUp(t.app, 'transporter');
      return { url: `/api/admin/users/${someone.user.id}`, payload: { status: 'suspended' } };
    },
    status: 200,
  },
  {
    // The delivery with its proof (issue 39, multipart): sent again, it is delivered once.
    actor: () => transporter,
    method: 'POST',
    route: '/api/shipments/:id/delivery',
    prepare: async () => {
      const id = await makeShipment(t, { owner, transporter });
      const { payload, headers } = deliveryBody({
        code: await deliveryCodeOf(t, id),
        receiverName: 'Mary Mwale',
        confirmUnusual: true,
        photo: { content: await photoJpeg() },
      });
      return { url: `/api/shipments/${id}/delivery`, payload, headers };
    },
    status: 200,
  },
  {
    // An admin releases a delivery without the receiver's code (issue 39): once.
    actor: () => admin,
    method: 'POST',
    route: '/api/admin/shipments/:id/release',
    prepare: async () => {
      const id = await makeShipment(t, { owner, transporter });
      const res = await postDelivery(t, transporter, id, {
        noCode: true,
        noCodeReason: 'No SMS at the gate',
        receiverName: 'Peter Banda',
        confirmUnusual: true,
        photo: { content: await photoJpeg() },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      return { url: `/api/admin/shipments/${id}/release` };
    },
    status: 200,
  },
  {
    // The code texted to the receiver: a retry sends no second SMS.
    actor: () => owner,
    method: 'POST',
    route: '/api/shipments/:id/delivery-code/sms',
    prepare: async () => ({
      url: `/api/shipments/${await makeShipment(t, { owner, transporter })}/delivery-code/sms`,
      payload: { receiverName: 'Mary Mwale', phoneNumber: '0966 123 456' },
    }),
    status: 200,
  },
  {
    // A multipart upload (ADR 026): the same file sent again with the same key is stored once.
    actor: () => transporter,
    method: 'POST',
    route: '/api/documents',
    prepare: async () => {
      const { payload, headers } = multipart({
        type: 'insurance',
        expiresOn: NEXT_YEAR,
        file: { filename: 'insurance.pdf', content: PDF_BYTES },
      });
      return { url: '/api/documents', payload, headers };
    },
    status: 201,
  },
  {
    actor: () => transporter,
    method: 'DELETE',
    route: '/api/documents/:id',
    prepare: async () => ({
      url: `/api/documents/${(await uploadDocument(t.app, transporter, 'vehicle_registration')).id}`,
    }),
    status: 204,
  },
  {
    actor: () => admin,
    method: 'POST',
    route: '/api/admin/documents/:id/approve',
    prepare: async () => {
      const doc = await uploadDocument(t.app, await signUp(t.app, 'transporter'), 'drivers_licence');
      await fetchDocumentFile(t.app, admin, doc.id);
      return { url: `/api/admin/documents/${doc.id}/approve` };
    },
    status: 200,
  },
  {
    actor: () => admin,
    method: 'POST',
    route: '/api/admin/documents/:id/reject',
    prepare: async () => {
      const doc = await uploadDocument(t.app, await signUp(t.app, 'transporter'), 'company_registration');
      return { url: `/api/admin/documents/${doc.id}/reject`, payload: { reason: 'Unreadable scan' } };
    },
    status: 200,
  },
  {
    actor: () => transporter,
    method: 'PUT',
    route: '/api/shipments/:id/location-sharing',
    prepare: async () => ({
      url: `/api/shipments/${await makeShipment(t, { owner, transporter })}/location-sharing`,
      payload: { share: true },
    }),
    status: 200,
  },
  {
    actor: () => transporter,
    method: 'POST',
    route: '/api/shipments/:id/positions',
    prepare: async () => ({
      url: `/api/shipments/${await shipmentOnTheRoad(t, owner, transporter)}/positions`,
      payload: fix(),
    }),
    status: 201,
  },
  {
    actor: () => owner,
    method: 'DELETE',
    route: '/api/shipments/:id/tracking-link',
    prepare: async () => {
      const id = await makeShipment(t, { owner, transporter });
      await t.app.inject({ method: 'POST', url: `/api/shipments/${id}/tracking-link`, headers: owner.auth });
      return { url: `/api/shipments/${id}/tracking-link` };
    },
    status: 200,
  },
];

/** Writes that take no key, and why (ADR 022). */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/password': 'answers with a new session: its tokens are not stored',
  // ADR 024: a stored answer would keep the secret or the recovery codes in clear for a day.
  'POST /api/account/two-factor/setup': 'answers the TOTP secret: not stored for a replay',
  'POST /api/account/two-factor/enable': 'answers the recovery codes: not stored for a replay',
  'POST /api/account/two-factor/recovery-codes': 'answers the recovery codes: not stored for a replay',
  // Issue 41: only the token's hash is kept; a retry makes a new link, which replaces the first.
  'POST /api/shipments/:id/tracking-link': 'answers the tracking link’s token: not stored for a replay',
};

describe('Idempotency-Key on signed-in writes', () => {
  it('has a case for every signed-in write route', () => {
    const signedInWrites = t.app.routeAccess
      .filter((r) => r.access !== 'public' && ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`);
    const covered = [...writes.map((w) => `${w.method} ${w.route}`), ...Object.keys(EXEMPT)];
    expect(signedInWrites.filter((r) => !covered.includes(r))).toEqual([]);
  });

  for (const write of writes) {
    it(`${write.method} ${write.route}: a retry with the same key is applied once and answered the same`, async () => {
      const { url, payload, headers } = await write.prepare();
      const key = randomUUID();
      const send = () =>
        t.app.inject({
          method: write.method,
          url,
          headers: { ...write.actor().auth, ...headers, 'idempotency-key': key },
          ...(payload ? { payload } : {}),
        });
      const first = await send();
      expect(first.statusCode, first.body).toBe(write.status);
      expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
      const before = await snapshot(t.db);

      const again = await send();
      expect(again.statusCode).toBe(write.status);
      expect(again.headers[REPLAYED_HEADER]).toBe('true');
      expect(again.body).toBe(first.body);
      expect(await snapshot(t.db)).toEqual(before);
    });
  }
});

describe('Idempotency-Key rules', () => {
  const post = (key: string, body: object, actor = owner) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { ...actor.auth, 'idempotency-key': key },
      payload: body,
    });
  const countQuotes = async () =>
    Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from quotes`)).rows[0]?.n);

  it('applies concurrent requests with one key once: one answers, the others are told it is under way or replayed', async () => {
    const key = randomUUID();
    const body = loadBody({ cargoDescription: 'Concurrent retries' });
    const before = await countQuotes();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(key, body)));
    expect(await countQuotes()).toBe(before + 1);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe(KEY_TAKEN_MESSAGE);
    }
    // Once the first has answered, a retry is its answer.
    const retry = await post(key, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(created[0]?.json().id);
  });

  it('refuses the same key on a different request (422) and applies nothing', async () => {
    const key = randomUUID();
    expect((await post(key, loadBody({ cargoDescription: 'First' }))).statusCode).toBe(201);
    const before = await countQuotes();
    const other = await post(key, loadBody({ cargoDescription: 'Something else' }));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(KEY_REUSED_MESSAGE);
    expect(await countQuotes()).toBe(before);
  });

  it('keys are per user: another user may use the same key for their own write', async () => {
    const key = randomUUID();
    const otherOwner = await signUp(t.app, 'cargo-owner');
    const mine = await post(key, loadBody());
    const theirs = await post(key, loadBody(), otherOwner);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('a refused write is not stored: the retry runs again and may succeed', async () => {
    const quoteId = await postLoad(t, owner, { maxBudget: 10_000 });
    const key = randomUUID();
    const bid = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/quotes/${quoteId}/bids`,
        headers: { ...transporter.auth, 'idempotency-key': key },
        payload: { amount, estimatedDays: 2 },
      });
    expect((await bid(50_000)).statusCode).toBe(400);
    // The same key with the body corrected is a new attempt, not a reuse: nothing was applied.
    expect((await bid(9_000)).statusCode).toBe(201);
  });

  it('refuses a malformed key with a clear message', async () => {
    const res = await post('has spaces in it', loadBody());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Idempotency-Key must be 1 to 255 visible characters');
  });

  it('a write without a key works as before', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: owner.auth,
      payload: loadBody(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('keeps no hash of the body: a password sent with a write cannot be tested against the stored row', async () => {
    const someone = await signUp(t.app, 'cargo-owner');
    const key = randomUUID();
    const body = {
      fullName: 'Mwila Banda',
      phoneNumber: '+260 96 555 0101',
      companyName: 'Banda Mining',
      currentPassword: PASSWORD,
    };
    const change = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: { ...someone.auth, 'idempotency-key': key },
        payload,
      });
    expect((await change(body)).statusCode).toBe(200);
    const { rows } = await t.db.execute<Record<string, unknown>>(
      sql`select * from idempotency_keys where user_id = ${someone.user.id}`,
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    const hashes = (text: string) =>
      ['base64url', 'hex', 'base64'].map((e) =>
        createHash('sha256')
          .update(text)
          .digest(e as 'hex'),
      );
    const json = JSON.stringify(body);
    for (const text of [json, `PATCH /api/auth/profile\n{}\n${json}`, PASSWORD]) {
      for (const h of hashes(text)) expect(stored).not.toContain(h);
    }
    expect(stored).not.toContain(PASSWORD);
    // The password is not part of the fingerprint: the same change is the same request.
    const again = await change({ ...body, currentPassword: 'Other!Passw0rd' });
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    // Any other field still is.
    expect((await change({ ...body, companyName: 'Other' })).statusCode).toBe(422);
  });

  it(`keeps at most ${KEYS_PER_USER} keys per user, the newest; the oldest stops replaying`, async () => {
    const someone = await signUp(t.app, 'transporter');
    const keys = Array.from({ length: KEYS_PER_USER + 30 }, () => randomUUID());
    const save = (key: string, i: number) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: { ...someone.auth, 'idempotency-key': key },
        payload: { fullName: `Driver ${i}`, phoneNumber: someone.user.phoneNumber, companyName: 'Haulage' },
      });
    for (const [i, key] of keys.entries()) expect((await save(key, i)).statusCode).toBe(200);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from idempotency_keys where user_id = ${someone.user.id}`,
    );
    expect(rows[0]?.n).toBe(KEYS_PER_USER);
    const newest = await save(keys.at(-1) as string, keys.length - 1);
    expect(newest.headers[REPLAYED_HEADER]).toBe('true');
    const oldest = await save(keys[0] as string, 0);
    expect(oldest.headers[REPLAYED_HEADER]).toBeUndefined();
  }, 60_000);

  it('the password change ignores a key (its answer carries a new session)', async () => {
    const someone = await signUp(t.app, 'cargo-owner');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { ...someone.auth, 'idempotency-key': randomUUID() },
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'An0ther!Passw0rd',
        confirmPassword: 'An0ther!Passw0rd',
      },
    });
    expect(res.statusCode).toBe(200);
    const stored = await t.db.execute(sql`select 1 from idempotency_keys where user_id = ${someone.user.id}`);
    expect(stored.rows).toHaveLength(0);
  });
});

describe('Idempotency-Key after a crash between the commit and the answer', () => {
  it('tells the retry the request was applied and its answer lost, and applies nothing', async () => {
    const key = randomUUID();
    const payload = loadBody({ cargoDescription: 'Answer lost' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: { ...owner.auth, 'idempotency-key': key },
        payload,
      });
    expect((await send()).statusCode).toBe(201);
    // As a kill -9 right after the commit leaves it: the key written with the action, no answer.
    await t.db.execute(
      sql`update idempotency_keys set status_code = null, response_body = null where key = ${key}`,
    );
    const before = await snapshot(t.db);
    const retry = await send();
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(ANSWER_LOST_MESSAGE);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
