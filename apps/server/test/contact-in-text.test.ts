import {
  type Bid,
  COMPANY_NAME_HOLDS_CONTACT,
  CONTACT_HELD_BACK,
  FULL_NAME_HOLDS_CONTACT,
  CONTACT_HELD_BACK_MARK as MARK,
  type NotificationsPage,
  type Quote,
  type QuoteSummary,
  type Shipment,
} from '@njira/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema/messages.ts';
import { type Actor, makeAdmin, signUp, signupBody } from './factories.ts';
import { acceptBid, fundShipment, getAs, patchShipment, placeBid, postLoad } from './shipment-factories.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Issue 39, item 7: contact details in any form are held back from the other side before payment
 * in every text it reads (a load's texts, a bid's notes, messages, names), and only there: the
 * author, admins and the counterpart (the one the author's contact is shown to) read them whole.
 */

const LOAD = {
  cargoDescription: 'Copper cathodes. Call O97 l23 4567 to load',
  fromAddress: 'Plot 12, Nkana East (+260 97 700 4821)',
  toAddress: 'Gate 3, ask for ruth at chirwagrain dot com',
  specialInstructions: 'Tarpaulin required. WhatsApp wa.me/260977004821',
  dimensions: '12m x 2.4m; zero nine seven seven zero zero four eight two one',
};
const LOAD_HELD_BACK = {
  cargoDescription: `Copper cathodes. Call ${MARK} to load`,
  fromAddress: `Plot 12, Nkana East (${MARK})`,
  toAddress: `Gate 3, ask for ${MARK}`,
  specialInstructions: `Tarpaulin required. WhatsApp ${MARK}`,
  dimensions: `12m x 2.4m; ${MARK}`,
};
const NOTES = 'Flatbed ready, mail kelvin.lungu@example.com or (096) 300 7159';
const NOTES_HELD_BACK = `Flatbed ready, mail ${MARK} or ${MARK}`;

let t: TestContext;
let owner: Actor;
let bidder: Actor;
let rival: Actor;
let admin: Actor;
let quoteId: string;
let bidId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, bidder, rival, admin] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
    makeAdmin(t.app, t.db),
  ]);
  quoteId = await postLoad(t, owner, LOAD);
  bidId = await placeBid(t, bidder, quoteId, { notes: NOTES });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const loadTexts = (q: Quote | QuoteSummary | Shipment) => ({
  cargoDescription: q.cargoDescription,
  fromAddress: q.fromAddress,
  toAddress: q.toAddress,
  ...('specialInstructions' in q ? { specialInstructions: q.specialInstructions } : {}),
  dimensions: q.dimensions,
});
const shipmentTexts = ({ specialInstructions: _, ...rest }: typeof LOAD) => rest;
const quoteAs = async (actor: Actor) => (await getAs(t, actor, `/api/quotes/${quoteId}`)).json() as Quote;
const bidIn = (q: Quote) => q.bids.find((b) => b.id === bidId) as Bid;

describe("a load's texts before payment", () => {
  it('a transporter reads them with every contact held back, in Available Loads and on the load', async () => {
    const list = (await getAs(t, rival, '/api/quotes/active')).json() as QuoteSummary[];
    const listed = list.find((q) => q.id === quoteId);
    expect(listed && loadTexts(listed)).toEqual(LOAD_HELD_BACK);
    expect(loadTexts(await quoteAs(rival))).toEqual(LOAD_HELD_BACK);
    expect(loadTexts(await quoteAs(bidder))).toEqual(LOAD_HELD_BACK);
  });

  it('the owner and admins read them whole', async () => {
    expect(loadTexts(await quoteAs(owner))).toEqual(LOAD);
    expect(loadTexts(await quoteAs(admin))).toEqual(LOAD);
  });

  it('the one-line cargo label that notifications quote never carries them', async () => {
    expect((await quoteAs(owner)).cargo).toBe(`Mining - Copper cathodes. Call ${MARK} to load`);
    // The owner writes to the bidder: the bidder's bell names the load by that label.
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${quoteId}/messages`,
      headers: owner.auth,
      payload: { body: 'Can you load on Monday?', transporterId: bidder.user.id },
    });
    expect(sent.statusCode).toBe(201);
    const bell = (await getAs(t, bidder, '/api/notifications')).json() as NotificationsPage;
    const texts = JSON.stringify(bell);
    expect(texts).toContain('Copper cathodes');
    expect(texts).not.toMatch(/4567|4821/);
  });
});

describe("a bid's notes before payment", () => {
  it('the owner reads them with the e-mail and the number held back', async () => {
    expect(bidIn(await quoteAs(owner)).notes).toBe(NOTES_HELD_BACK);
  });

  it('the bidder reads its own notes whole, and admins do', async () => {
    expect(bidIn(await quoteAs(bidder)).notes).toBe(NOTES);
    expect(bidIn(await quoteAs(admin)).notes).toBe(NOTES);
  });

  it('a rival transporter does not read them at all', async () => {
    expect(bidIn(await quoteAs(rival)).notes).toBeNull();
  });
});

describe('once the load is booked: the texts follow the contact', () => {
  it('each side reads the other’s texts whole exactly when it sees the other’s contact: after payment', async () => {
    const shipmentId = await acceptBid(t, owner, quoteId, bidId);
    const note = await patchShipment(t, bidder, shipmentId, {
      driverName: 'Joseph Phiri',
      notes: 'Driver on 0963007159 tomorrow',
    });
    expect(note.statusCode).toBe(200);
    const check = async (paid: boolean) => {
      const accepted = bidIn(await quoteAs(owner));
      const ownerSees = accepted.transporter?.email !== undefined;
      expect(accepted.notes).toBe(ownerSees ? NOTES : NOTES_HELD_BACK);
      const asOwner = (await getAs(t, owner, `/api/shipments/${shipmentId}`)).json() as Shipment;
      const notes = asOwner.progressHistory.map((e) => e.notes);
      expect(notes).toContain(ownerSees ? 'Driver on 0963007159 tomorrow' : `Driver on ${MARK} tomorrow`);

      const asBidder = (await getAs(t, bidder, `/api/shipments/${shipmentId}`)).json() as Shipment;
      const bidderSees = asBidder.cargoOwner.email !== undefined;
      const expected = bidderSees ? LOAD : LOAD_HELD_BACK;
      expect(loadTexts(asBidder)).toEqual(shipmentTexts(expected));
      expect(loadTexts(await quoteAs(bidder))).toEqual(expected);
      // Contact, and the texts with it, come with the payment (issue 39, item 7).
      expect([ownerSees, bidderSees]).toEqual([paid, paid]);
    };
    await check(false);
    await fundShipment(t.db, shipmentId);
    await check(true);
    // The rival, no party of it, does not read the booked load at all.
    expect((await getAs(t, rival, `/api/quotes/${quoteId}`)).statusCode).toBe(404);
  });
});

describe('names', () => {
  it.each([
    [{ fullName: 'Ruth Chirwa 0977004821' }, FULL_NAME_HOLDS_CONTACT],
    [{ fullName: 'Ruth zero nine seven seven zero zero four eight two one' }, FULL_NAME_HOLDS_CONTACT],
    [{ companyName: 'Chirwa Grain (ruth at chirwagrain dot com)' }, COMPANY_NAME_HOLDS_CONTACT],
    [{ companyName: 'Chirwa Grain wa.me/260977004821' }, COMPANY_NAME_HOLDS_CONTACT],
  ])('sign-up refuses %j with 400', async (name, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ role: 'cargo-owner', ...name }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    [{ fullName: 'Kelvin ０９６ ３００ ７１５９' }, FULL_NAME_HOLDS_CONTACT],
    [{ companyName: 'Lungu Freight kelvin＠example．com' }, COMPANY_NAME_HOLDS_CONTACT],
  ])('the profile refuses %j with 400 and keeps the name', async (name, message) => {
    const me = await signUp(t.app, 'transporter');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: me.auth,
      payload: {
        fullName: me.user.fullName,
        companyName: me.user.companyName,
        phoneNumber: me.user.phoneNumber,
        ...name,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const profile = (await getAs(t, me, '/api/auth/profile')).json() as Actor['user'];
    expect([profile.fullName, profile.companyName]).toEqual([me.user.fullName, me.user.companyName]);
  });
});

describe('a number split over two messages', () => {
  const send = (actor: Actor, load: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/quotes/${load}/messages`,
      headers: actor.auth,
      payload: { body },
    });
  const stored = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]?.n;

  it('refuses the message that completes it with 422, even after the other side wrote in between', async () => {
    const load = await postLoad(t, owner);
    expect((await send(rival, load, 'My number is 096 300')).statusCode).toBe(201);
    const before = await stored();
    const res = await send(rival, load, '7159');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CONTACT_HELD_BACK);
    expect(await stored()).toBe(before);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${load}/messages`,
      headers: owner.auth,
      payload: { body: 'Please keep it here', transporterId: rival.user.id },
    });
    expect(reply.statusCode).toBe(201);
    expect((await send(rival, load, '7159')).statusCode).toBe(422);
    // A figure that completes nothing goes through.
    expect((await send(rival, load, 'OK, 30 tonnes on Monday')).statusCode).toBe(201);
  });
});
