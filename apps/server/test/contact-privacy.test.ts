import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Party, Quote, Role, Shipment } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_URL } from '../src/features/events/events.routes.ts';
import { claimDueMessages } from '../src/features/outbox/outbox.queries.ts';
import { renderMessage } from '../src/features/outbox/render.ts';
import { type Actor, makeAdmin, signUp } from './factories.ts';
import { pdfText } from './pdf-text.ts';
import { getAs, makeShipment, patchShipment } from './shipment-factories.ts';
import { openStream, type SseStream } from './sse-client.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Issue 27, item 2 (ADR 023): with 'Show Contact Information' off, no endpoint, document, live event
 * or outgoing message sends that user's phone number or e-mail to the other party, even after
 * acceptance; admins and the user itself still see them.
 */

interface Contact {
  email: string;
  phoneNumber: string;
}

const tag = randomBytes(3).toString('hex');
const OWNER: Contact = { email: `ruth.kept.${tag}@example.com`, phoneNumber: '+260 97 700 4821' };
const HAULER: Contact = { email: `kelvin.kept.${tag}@example.com`, phoneNumber: '+260 96 300 7159' };

let t: TestContext;
let base: string;
let owner: Actor;
let transporter: Actor;
let admin: Actor;
let quoteId: string;
let shipmentId: string;
/** The consignee's tracking link for the shipment: the public page must hold no contact either. */
let trackingToken: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [owner, transporter, admin] = await Promise.all([
    signUp(t.app, 'cargo-owner', { ...OWNER, companyName: 'Chirwa Grain Ltd' }),
    signUp(t.app, 'transporter', { ...HAULER, companyName: 'Lungu Freight' }),
    makeAdmin(t.app, t.db),
  ]);
  shipmentId = await makeShipment(t, { owner, transporter });
  // The driver's phone is a number the transporter gives for the load, not its own contact.
  await patchShipment(t, transporter, shipmentId, {
    driverName: 'Joseph Phiri',
    driverPhone: '+260 95 118 0000',
  });
  for (const status of ['AWAITING_PICKUP', 'IN_TRANSIT', 'DELIVERED']) {
    const res = await patchShipment(t, transporter, shipmentId, { status, location: 'Lusaka' });
    if (res.statusCode !== 200) throw new Error(`${status}: ${res.statusCode} ${res.body}`);
  }
  quoteId = ((await getAs(t, transporter, `/api/shipments/${shipmentId}`)).json() as Shipment).quoteId;
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/tracking-link`,
    headers: owner.auth,
  });
  if (link.statusCode !== 201) throw new Error(`tracking link: ${link.statusCode} ${link.body}`);
  trackingToken = String((link.json() as { url: string }).url.split('/').pop());
}, 120_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

async function setShowContactInfo(actor: Actor, showContactInfo: boolean) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: actor.auth,
    payload: { showContactInfo },
  });
  expect(res.statusCode).toBe(200);
}

/** Whether the text holds the contact in any form: the e-mail or its name part, the phone as typed or its digits. */
function mentions(text: string, contact: Contact): boolean {
  const lower = text.toLowerCase();
  const [name] = contact.email.split('@');
  if (lower.includes(contact.email) || (name && lower.includes(name))) return true;
  if (text.includes(contact.phoneNumber)) return true;
  // The national number (without 260 or a leading 0) among the digits, however they were spaced.
  const national = contact.phoneNumber.replace(/\D/g, '').slice(-9);
  return text.replace(/\D/g, '').includes(national);
}

/** A route's URL with its path parameter filled from the shipment under test. */
function concrete(url: string): string {
  return url.replace(/:([^/]+)/g, (_, name: string) => {
    // A dispute photo is an image, never a party's contact: a photo that is not there (404) will do.
    if (name === 'photoId') return '00000000-0000-4000-8000-000000000000';
    if (name === 'token') return trackingToken;
    if (name !== 'id') throw new Error(`${url}: teach this test a value for :${name}`);
    return url.startsWith('/api/quotes/') ? quoteId : shipmentId;
  });
}

/** The GET routes this role may call, the live events stream apart (read as a stream below). */
const getRoutesOf = (role: Role) =>
  t.app.routeAccess.filter(
    (r) => r.method === 'GET' && r.url !== EVENTS_URL && (r.access === 'public' || r.access.includes(role)),
  );

/**
 * What each GET route the viewer may call answers it, keyed 'GET <route>': the headers and the
 * body, a PDF as the text a person could read in it.
 */
async function answersTo(viewer: Actor): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (const route of getRoutesOf(viewer.user.role)) {
    const res = await getAs(t, viewer, concrete(route.url));
    expect(res.statusCode, `GET ${route.url}`).toBeLessThan(500);
    const pdf = res.headers['content-type'] === 'application/pdf';
    const body = pdf ? (await pdfText(res.rawPayload)).text : res.body;
    answers.set(`GET ${route.url}`, `${JSON.stringify(res.headers)}\n${body}`);
  }
  return answers;
}

/** The routes whose answer to the viewer holds the contact. */
async function routesShowing(viewer: Actor, contact: Contact): Promise<string[]> {
  const answers = await answersTo(viewer);
  return [...answers].filter(([, text]) => mentions(text, contact)).map(([route]) => route);
}

/**
 * The viewer's live events: what it missed (replayed from its first notification on) and one new
 * notification, caused by `cause`, received live.
 */
async function streamTextOf(viewer: Actor, cause: () => Promise<void>): Promise<string> {
  const s = await openStream(`${base}${EVENTS_URL}`, {
    authorization: `Bearer ${viewer.token}`,
    'last-event-id': '1',
  });
  streams.push(s);
  expect(s.status).toBe(200);
  await s.until((m) => m.comments.includes('connected'));
  await cause();
  await s.until((m) => m.event === 'notification' && (m.data ?? '').includes('"shipment_rated"'), 5_000);
  return s.text();
}

/** The e-mails and SMS waiting for the user at this address, rendered as they would be sent. */
async function messagesTo(own: Contact): Promise<string[]> {
  return t.db.transaction(async (tx) => {
    const due = await claimDueMessages(tx, 10_000);
    return due
      .filter((m) => m.toEmail === own.email || m.toPhone === own.phoneNumber)
      .map((m) => JSON.stringify(renderMessage(m, 'https://njira.example')));
  });
}

const rate = (rater: Actor) => async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/rating`,
    headers: rater.auth,
    payload: { stars: 5 },
  });
  expect(res.statusCode).toBe(201);
};

const contactOf = (party: Party | undefined) => ({ email: party?.email, phoneNumber: party?.phoneNumber });

describe('Show Contact Information', () => {
  it('on (the default): each party sees the other’s contact on the load and the shipment, as before', async () => {
    expect(await routesShowing(transporter, OWNER)).toEqual([
      'GET /api/quotes',
      'GET /api/quotes/:id',
      'GET /api/shipments',
      'GET /api/shipments/completed',
      'GET /api/shipments/:id',
    ]);
    expect(await routesShowing(owner, HAULER)).toEqual([
      'GET /api/quotes/:id',
      'GET /api/shipments',
      'GET /api/shipments/completed',
      'GET /api/shipments/:id',
    ]);
    const shipment = (await getAs(t, transporter, `/api/shipments/${shipmentId}`)).json() as Shipment;
    expect(contactOf(shipment.cargoOwner)).toEqual(OWNER);
  });

  it('off for the owner: no endpoint, PDF, live event or message sends its phone or e-mail to the transporter', async () => {
    await setShowContactInfo(owner, false);

    expect(await routesShowing(transporter, OWNER)).toEqual([]);
    const stream = await streamTextOf(transporter, rate(owner));
    expect(mentions(stream, OWNER)).toBe(false);
    const messages = await messagesTo(HAULER);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => mentions(m, OWNER))).toEqual([]);

    // The field is absent, as the schema allows; the rest of the party is still there.
    const shipment = (await getAs(t, transporter, `/api/shipments/${shipmentId}`)).json() as Shipment;
    expect(shipment.cargoOwner).toMatchObject({
      fullName: owner.user.fullName,
      companyName: 'Chirwa Grain Ltd',
    });
    expect(contactOf(shipment.cargoOwner)).toEqual({ email: undefined, phoneNumber: undefined });
    // The transporter is told why: the owner keeps them private (not "after payment").
    expect(shipment.cargoOwner.contactPrivate).toBe(true);
    // Only the owner's own: the transporter, still sharing, is still shown to the owner.
    expect(await routesShowing(owner, HAULER)).toContain('GET /api/shipments/:id');
  });

  it('off for the owner: the owner itself and admins still see it', async () => {
    const own = (await getAs(t, owner, `/api/shipments/${shipmentId}`)).json() as Shipment;
    expect(contactOf(own.cargoOwner)).toEqual(OWNER);
    const asAdmin = (await getAs(t, admin, `/api/shipments/${shipmentId}`)).json() as Shipment;
    expect(contactOf(asAdmin.cargoOwner)).toEqual(OWNER);
    const load = (await getAs(t, admin, `/api/quotes/${quoteId}`)).json() as Quote;
    expect(contactOf(load.cargoOwner)).toEqual(OWNER);
  });

  it('off for the transporter: nothing sends its phone or e-mail to the owner; admins still see it', async () => {
    await setShowContactInfo(owner, true);
    await setShowContactInfo(transporter, false);

    expect(await routesShowing(owner, HAULER)).toEqual([]);
    const stream = await streamTextOf(owner, rate(transporter));
    expect(mentions(stream, HAULER)).toBe(false);
    const messages = await messagesTo(OWNER);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => mentions(m, HAULER))).toEqual([]);

    const load = (await getAs(t, owner, `/api/quotes/${quoteId}`)).json() as Quote;
    const accepted = load.bids.find((b) => b.isAccepted);
    expect(accepted?.transporter).toMatchObject({ companyName: 'Lungu Freight' });
    expect(contactOf(accepted?.transporter)).toEqual({ email: undefined, phoneNumber: undefined });
    // The owner shares again, so the transporter sees the owner's contact once more.
    expect(await routesShowing(transporter, OWNER)).toContain('GET /api/shipments/:id');

    const asAdmin = (await getAs(t, admin, `/api/shipments/${shipmentId}`)).json() as Shipment;
    expect(contactOf(asAdmin.transporter)).toEqual(HAULER);
    const own = (await getAs(t, transporter, `/api/shipments/${shipmentId}`)).json() as Shipment;
    expect(contactOf(own.transporter)).toEqual(HAULER);
  });
});
