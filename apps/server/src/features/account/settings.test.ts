import { DEFAULT_USER_SETTINGS, type SettingsAnswer } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { userSettings } from '../../db/schema/user-settings.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const readSettings = (actor: Actor | null) =>
  t.app.inject({ method: 'GET', url: '/api/settings', headers: actor ? actor.auth : {} });

const changeSettings = (actor: Actor | null, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: actor ? actor.auth : {},
    payload: payload as object,
  });

/** The spec's defaults as answered: with two-factor off (it is changed elsewhere, ADR 024). */
const DEFAULTS: SettingsAnswer = { ...DEFAULT_USER_SETTINGS, twoFactorAuth: false };

const storedRows = (userId: string) =>
  t.db.select().from(userSettings).where(eq(userSettings.userId, userId));

describe('GET /api/settings', () => {
  it("answers the spec's defaults to someone who never changed a setting, without writing a row", async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await readSettings(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
    expect(res.json()).toMatchObject({ pushNotifications: false, emailNotifications: true });
    expect(await storedRows(me.user.id)).toHaveLength(0);
  });

  it('answers a cargo owner too', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    expect((await readSettings(owner)).json()).toEqual(DEFAULTS);
  });

  it('refuses anonymous callers with 401 and admins (no settings screen) with 403', async () => {
    expect((await readSettings(null)).statusCode).toBe(401);
    const admin = await makeAdmin(t.app, t.db);
    expect((await readSettings(admin)).statusCode).toBe(403);
    expect((await changeSettings(admin, { pushNotifications: true })).statusCode).toBe(403);
  });
});

describe('PATCH /api/settings', () => {
  it('stores a change, keeps the other settings at their defaults, and the next read sees it', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await changeSettings(me, { pushNotifications: true, profileVisibility: 'private' });
    expect(res.statusCode).toBe(200);
    const expected: SettingsAnswer = {
      ...DEFAULTS,
      pushNotifications: true,
      profileVisibility: 'private',
    };
    expect(res.json()).toEqual(expected);
    expect((await readSettings(me)).json()).toEqual(expected);
  });

  it('changes only what is sent, on top of earlier changes', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    await changeSettings(me, { smsNotifications: false, showRatings: false });
    const res = await changeSettings(me, { smsNotifications: true });
    expect(res.json()).toEqual({ ...DEFAULTS, showRatings: false });
    expect(await storedRows(me.user.id)).toHaveLength(1);
  });

  it("writes the caller's own row only: another user's settings stay untouched and unseen", async () => {
    const a = await signUp(t.app, 'transporter');
    const b = await signUp(t.app, 'transporter');
    await changeSettings(b, { paymentAlerts: false });

    const res = await changeSettings(a, { newLoadAlerts: false, profileVisibility: 'verified' });
    expect(res.json()).toEqual({
      ...DEFAULTS,
      newLoadAlerts: false,
      profileVisibility: 'verified',
    });

    const [rowOfA] = await storedRows(a.user.id);
    expect(rowOfA).toMatchObject({ newLoadAlerts: false, paymentAlerts: true });
    expect((await readSettings(b)).json()).toEqual({ ...DEFAULTS, paymentAlerts: false });
    // There is no id to aim at someone else: a user id in the body is refused, not obeyed.
    const aimed = await changeSettings(a, { userId: b.user.id, paymentAlerts: true });
    expect(aimed.statusCode).toBe(400);
    expect((await readSettings(b)).json().paymentAlerts).toBe(false);
  });

  it.each([
    [{ emailNotifications: 'yes' }, 'emailNotifications must be true or false'],
    [{ showContactInfo: 1 }, 'showContactInfo must be true or false'],
    [{ profileVisibility: 'friends' }, 'profileVisibility must be public, verified or private'],
    [{}, 'Choose at least one setting to change'],
    [{ colourScheme: 'dark' }, 'Unknown setting: colourScheme'],
    // Two-factor is turned on or off only with the password and a code (ADR 024).
    [{ twoFactorAuth: true }, 'twoFactorAuth is changed only by turning two-factor sign-in on or off'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const me = await signUp(t.app, 'transporter');
    const res = await changeSettings(me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(message);
    expect(await storedRows(me.user.id)).toHaveLength(0);
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await changeSettings(null, { pushNotifications: true })).statusCode).toBe(401);
  });
});
