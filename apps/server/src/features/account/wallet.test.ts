import {
  CURRENT_PASSWORD_INCORRECT,
  type ShipmentPayment,
  WALLET_CHANGE_NEEDS_PASSWORD,
  type WalletAnswer,
} from '@njira/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, PASSWORD, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { mobileMoneyWallets, moneyTransfers } from '../../db/schema/money-transfers.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { WALLET_NOTICE_SUBJECT } from './wallet-notice.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { payments: { sandboxSettleMs: 30 } });
  // The sandbox's payout callbacks come back to this server over HTTP, as pawaPay's would.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const MTN = { provider: 'MTN_MOMO_ZMB', phoneNumber: '076 345 6789' } as const;
const AIRTEL = { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '+260 97 345 6129' } as const;

const readWallet = (actor: Actor | null) =>
  t.app.inject({ method: 'GET', url: '/api/wallet', headers: actor ? actor.auth : {} });
const saveWallet = (actor: Actor | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/wallet', headers: actor ? actor.auth : {}, payload });
const removeWallet = (actor: Actor | null, payload?: object) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/wallet',
    headers: actor ? actor.auth : {},
    ...(payload ? { payload } : {}),
  });

const storedWallet = async (userId: string) =>
  (await t.db.select().from(mobileMoneyWallets).where(eq(mobileMoneyWallets.userId, userId)))[0];
const notices = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, email), eq(outbox.subject, WALLET_NOTICE_SUBJECT)));

describe('GET /api/wallet', () => {
  it('answers null to someone who has saved no wallet', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const res = await readWallet(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wallet: null });
  });

  it("answers the caller's own wallet only, never another user's", async () => {
    const [a, b] = await Promise.all([signUp(t.app, 'cargo-owner'), signUp(t.app, 'cargo-owner')]);
    expect((await saveWallet(b, AIRTEL)).statusCode).toBe(200);
    expect((await readWallet(a)).json()).toEqual({ wallet: null });
    expect((await saveWallet(a, MTN)).statusCode).toBe(200);
    expect((await readWallet(a)).json().wallet).toMatchObject({ msisdn: '260763456789' });
    expect((await readWallet(b)).json().wallet).toMatchObject({ msisdn: '260973456129' });
  });

  it('refuses anonymous callers with 401 and admins (no settings screen) with 403', async () => {
    expect((await readWallet(null)).statusCode).toBe(401);
    const admin = await makeAdmin(t.app, t.db);
    expect((await readWallet(admin)).statusCode).toBe(403);
    expect((await saveWallet(admin, MTN)).statusCode).toBe(403);
    expect((await removeWallet(admin)).statusCode).toBe(403);
    expect(await storedWallet(admin.user.id)).toBeUndefined();
  });
});

describe("PUT /api/wallet (a cargo owner's wallet to pay from)", () => {
  it('saves, changes and removes without a password, and writes no mail', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const saved = await saveWallet(owner, MTN);
    expect(saved.statusCode).toBe(200);
    const wallet = (saved.json() as WalletAnswer).wallet;
    expect(wallet).toMatchObject({
      provider: 'MTN_MOMO_ZMB',
      msisdn: '260763456789',
      phoneNumber: '076 345 6789',
    });
    expect((await readWallet(owner)).json()).toEqual(saved.json());

    const changed = await saveWallet(owner, AIRTEL);
    expect(changed.json().wallet).toMatchObject({ provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '097 345 6129' });
    expect(await storedWallet(owner.user.id)).toMatchObject({ phoneNumber: '260973456129' });

    const removed = await removeWallet(owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ wallet: null });
    expect(await storedWallet(owner.user.id)).toBeUndefined();
    expect(await notices(owner.user.email)).toHaveLength(0);
  });

  it.each([
    [
      { provider: 'MTN_MOMO_ZMB', phoneNumber: '12345' },
      'Please enter a Zambian mobile number, e.g. 097 123 4567',
    ],
    [{ provider: 'MTN_MOMO_ZMB', phoneNumber: '' }, 'Phone number is required'],
    [{ provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '0763456789' }, 'This is not an Airtel Money number'],
    [{ provider: 'MPESA', phoneNumber: '0763456789' }, 'Please choose your mobile money provider'],
  ])('refuses %j with 400 and says why', async (body, message) => {
    const owner = await signUp(t.app, 'cargo-owner');
    const res = await saveWallet(owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await storedWallet(owner.user.id)).toBeUndefined();
  });
});

describe("PUT and DELETE /api/wallet (a transporter's wallet to be paid to)", () => {
  it('needs the current password, as a new phone number does: missing or wrong is 400 and changes nothing', async () => {
    const me = await signUp(t.app, 'transporter');
    const none = await saveWallet(me, MTN);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(WALLET_CHANGE_NEEDS_PASSWORD);
    const wrong = await saveWallet(me, { ...MTN, currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(CURRENT_PASSWORD_INCORRECT);
    expect(await storedWallet(me.user.id)).toBeUndefined();
    expect(await notices(me.user.email)).toHaveLength(0);

    expect((await saveWallet(me, { ...MTN, currentPassword: PASSWORD })).statusCode).toBe(200);
    // Changing it is refused the same way, and the saved wallet stays.
    expect((await saveWallet(me, AIRTEL)).json().message).toBe(WALLET_CHANGE_NEEDS_PASSWORD);
    expect((await saveWallet(me, { ...AIRTEL, currentPassword: 'nope' })).statusCode).toBe(400);
    expect((await removeWallet(me)).json().message).toBe(WALLET_CHANGE_NEEDS_PASSWORD);
    expect((await removeWallet(me, { currentPassword: 'nope' })).json().message).toBe(
      CURRENT_PASSWORD_INCORRECT,
    );
    expect(await storedWallet(me.user.id)).toMatchObject({
      provider: 'MTN_MOMO_ZMB',
      phoneNumber: '260763456789',
    });
    expect(await notices(me.user.email)).toHaveLength(1);
  });

  it('tells the account’s address once per change, the number by its last three digits only', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await saveWallet(me, { ...MTN, currentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    const [notice, ...more] = await notices(me.user.email);
    expect(more).toHaveLength(0);
    expect(notice?.body).toContain('Your payout wallet was changed to MTN MoMo ••• 789');
    expect(notice?.body).toContain('contact support');
    expect(notice?.body).not.toContain('345 6789');

    // The same wallet again changes nothing: no password asked, no second mail.
    expect((await saveWallet(me, MTN)).statusCode).toBe(200);
    expect(await notices(me.user.email)).toHaveLength(1);

    const removed = await removeWallet(me, { currentPassword: PASSWORD });
    expect(removed.json()).toEqual({ wallet: null });
    const all = await notices(me.user.email);
    expect(all).toHaveLength(2);
    expect(all.some((m) => m.body?.includes('Your payout wallet was removed'))).toBe(true);
    // Nothing left to remove: nothing asked, nothing sent.
    expect((await removeWallet(me)).statusCode).toBe(200);
    expect(await notices(me.user.email)).toHaveLength(2);
  });

  it('the payout after a release goes to the saved wallet, not the profile’s number', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    // The profile's number is an Airtel line; the saved wallet is MTN.
    const transporter = await signUp(t.app, 'transporter', { phoneNumber: '+260 97 123 4567' });
    expect((await saveWallet(transporter, { ...MTN, currentPassword: PASSWORD })).statusCode).toBe(200);

    const id = await makeShipment(t, { owner, transporter, amount: 10_000 });
    expect((await patchShipment(t, transporter, id, { status: 'DELIVERED' })).statusCode).toBe(200);
    const release = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/payment/release`,
      headers: owner.auth,
    });
    expect(release.statusCode, release.body).toBe(200);

    const [payout] = await t.db
      .select()
      .from(moneyTransfers)
      .where(and(eq(moneyTransfers.shipmentId, id), eq(moneyTransfers.kind, 'payout')));
    expect(payout).toMatchObject({
      userId: transporter.user.id,
      provider: 'MTN_MOMO_ZMB',
      phoneNumber: '260763456789',
      amountNgwee: 800_000,
    });
    const seen = (await getAs(t, transporter, `/api/shipments/${id}/payment`)).json() as ShipmentPayment;
    expect(seen.payout).toMatchObject({
      provider: 'MTN_MOMO_ZMB',
      phoneNumber: '260763456789',
      amount: 8_000,
    });
  });
});
