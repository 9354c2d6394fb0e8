import { ADMIN_TWO_FACTOR_MESSAGE, type AuthResponse, TOO_MANY_TWO_FACTOR_CODES } from '@njira/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  makeAdmin,
  PASSWORD,
  signUp,
  totpCode,
  turnOnTwoFactor,
} from '../../../test/factories.ts';
import { createTestApp, TEST_SECRETS_KEY, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { serverSecrets } from '../../db/schema/server-secrets.ts';
import { userTwoFactor } from '../../db/schema/two-factor.ts';
import { twoFactorRecoveryCodes } from '../../db/schema/two-factor-recovery-codes.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { DEMO_ADMIN_EMAIL } from '../../seed/people.ts';
import { ensureAdmin } from './admin-account.ts';
import { CHALLENGE_EXPIRED } from './two-factor.service.ts';
import { TWO_FACTOR_ON_SUBJECT } from './two-factor-notice.ts';
import { TOTP_SEAL_PURPOSE } from './two-factor-reseal.ts';

/** Issue 27, item 4: two-factor sign-in with an authenticator app (ADR 024). */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, actor?: { auth: { authorization: string } }) =>
  t.app.inject({ method: 'POST', url, payload, ...(actor ? { headers: actor.auth } : {}) });

const logIn = (email: string, password = PASSWORD, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

const secondStep = (challenge: string, code: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { challenge, code },
    remoteAddress: ip,
  });

/** A transporter with two-factor on, its TOTP secret and recovery codes. */
async function enrolled(): Promise<{ me: Actor; secret: string; recoveryCodes: string[] }> {
  const me = await signUp(t.app, 'transporter');
  const setup = await post('/api/account/two-factor/setup', { currentPassword: PASSWORD }, me);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post(
    '/api/account/two-factor/enable',
    { currentPassword: PASSWORD, code: totpCode(secret) },
    me,
  );
  expect(enable.statusCode, enable.body).toBe(200);
  return { me, secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

async function challengeFor(email: string, ip?: string): Promise<string> {
  const res = await logIn(email, PASSWORD, ip);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { challenge: string }).challenge;
}

describe('turning two-factor on', () => {
  it('set-up answers a secret, its otpauth URI and a QR code, and stores the secret encrypted', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const res = await post('/api/account/two-factor/setup', { currentPassword: PASSWORD }, me);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { secret: string; otpauthUri: string; qrSvg: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toContain(`secret=${body.secret}`);
    expect(body.otpauthUri).toContain('issuer=Njira');
    expect(body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, me.user.id));
    expect(row?.pendingSecret).toBeTruthy();
    expect(row?.pendingSecret).not.toContain(body.secret);
    expect(row?.enabledAt).toBeNull();
    // Sealed with SECRETS_KEY, which the database does not hold; no secret it holds opens it (ADR 032).
    expect(new SecretBox(TEST_SECRETS_KEY, TOTP_SEAL_PURPOSE).open(row?.pendingSecret ?? '')).toBe(
      body.secret,
    );
    for (const { value } of await t.db.select().from(serverSecrets)) {
      for (const version of ['v1', 'v2'] as const) {
        expect(new SecretBox(value, TOTP_SEAL_PURPOSE, version).open(row?.pendingSecret ?? '')).toBeNull();
      }
    }
  });

  it('needs the password for set-up and enabling, and the app’s right code to enable', async () => {
    const me = await signUp(t.app, 'transporter');
    const wrongPassword = await post('/api/account/two-factor/setup', { currentPassword: 'Wr0ng!pass' }, me);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Current password is incorrect');
    const { secret } = (
      await post('/api/account/two-factor/setup', { currentPassword: PASSWORD }, me)
    ).json();
    const noPassword = await post(
      '/api/account/two-factor/enable',
      { currentPassword: 'Wr0ng!pass', code: totpCode(secret) },
      me,
    );
    expect(noPassword.statusCode).toBe(400);
    const wrongCode = await post(
      '/api/account/two-factor/enable',
      { currentPassword: PASSWORD, code: totpCode(secret, 5) },
      me,
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe('Invalid code');
    expect((await t.app.inject({ url: '/api/settings', headers: me.auth })).json().twoFactorAuth).toBe(false);
    const ok = await post(
      '/api/account/two-factor/enable',
      { currentPassword: PASSWORD, code: totpCode(secret) },
      me,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const codes = (ok.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await t.app.inject({ url: '/api/settings', headers: me.auth })).json().twoFactorAuth).toBe(true);
    // Stored as hashes only.
    const stored = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, me.user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((s) => s.codeHash)).not.toContain(code);
  });

  it('logs the change, e-mails the account and signs out the other devices, not this one', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const other = await logIn(me.user.email);
    const otherToken = (other.json() as AuthResponse).access_token;
    await turnOnTwoFactor(t.app, me.auth);
    expect((await t.app.inject({ url: '/api/auth/profile', headers: me.auth })).statusCode).toBe(200);
    const otherNow = await t.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(otherNow.statusCode).toBe(401);
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.actorId, me.user.id), eq(activities.type, 'TWO_FACTOR_ENABLED')));
    expect(logged).toHaveLength(1);
    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, me.user.email), eq(outbox.subject, TWO_FACTOR_ON_SUBJECT)));
    expect(mail).toHaveLength(1);
  });

  it('PATCH /api/settings still refuses twoFactorAuth, saying where it is changed', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: me.auth,
      payload: { twoFactorAuth: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /twoFactorAuth is changed only by turning two-factor sign-in on or off/,
    );
  });
});

describe('signing in with two-factor on', () => {
  it('a right password alone gives no session: a challenge, and no cookie', async () => {
    const { me } = await enrolled();
    const res = await logIn(me.user.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.twoFactorRequired).toBe(true);
    expect(typeof body.challenge).toBe('string');
    expect(body.access_token).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'njira_refresh')).toBeUndefined();
  });

  it('the password and the app’s code sign in; a wrong code is refused', async () => {
    const { me, secret } = await enrolled();
    const challenge = await challengeFor(me.user.email);
    const wrong = await secondStep(challenge, totpCode(secret, 10));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid code');
    // The code that enabled it was taken at this step; the next step's code is new.
    const ok = await secondStep(challenge, totpCode(secret, 1));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as AuthResponse).user.email).toBe(me.user.email);
    expect(ok.cookies.find((c) => c.name === 'njira_refresh')).toBeDefined();
  });

  it('a code already used is not taken again (a replay)', async () => {
    const { me, secret } = await enrolled();
    const code = totpCode(secret, 1);
    expect((await secondStep(await challengeFor(me.user.email), code)).statusCode).toBe(200);
    const replay = await secondStep(await challengeFor(me.user.email), code);
    expect(replay.statusCode).toBe(401);
    // Neither is the code of the step that enabled it, nor an earlier one.
    expect((await secondStep(await challengeFor(me.user.email), totpCode(secret))).statusCode).toBe(401);
  });

  it('a recovery code signs in once', async () => {
    const { me, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3] ?? '';
    const first = await secondStep(await challengeFor(me.user.email), code.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    const again = await secondStep(await challengeFor(me.user.email), code);
    expect(again.statusCode).toBe(401);
    const used = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, me.user.id), isNotNull(twoFactorRecoveryCodes.usedAt)));
    expect(used).toHaveLength(1);
    const status = await t.app.inject({ url: '/api/account/two-factor', headers: me.auth });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('a challenge signs in once: a second code on it, even at the same moment, is refused', async () => {
    const { me, secret, recoveryCodes } = await enrolled();
    const challenge = await challengeFor(me.user.email);
    const answers = await Promise.all([
      secondStep(challenge, totpCode(secret, 1)),
      secondStep(challenge, recoveryCodes[0] ?? ''),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const later = await secondStep(challenge, recoveryCodes[1] ?? '');
    expect(later.statusCode).toBe(401);
    expect(later.json().message).toBe(CHALLENGE_EXPIRED);
  });

  it('a challenge stops working once the password is changed', async () => {
    const { me, secret } = await enrolled();
    const challenge = await challengeFor(me.user.email);
    const changed = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'An0ther!Passw0rd', confirmPassword: 'An0ther!Passw0rd' },
      me,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const res = await secondStep(challenge, totpCode(secret, 1));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(CHALLENGE_EXPIRED);
    // The new password's challenge works.
    const fresh = await logIn(me.user.email, 'An0ther!Passw0rd');
    expect((await secondStep(fresh.json().challenge, totpCode(secret, 1))).statusCode).toBe(200);
  });

  it('5 wrong codes end a challenge: the password is asked for again', async () => {
    const { me, secret } = await enrolled();
    const challenge = await challengeFor(me.user.email);
    for (let i = 0; i < 5; i++)
      expect((await secondStep(challenge, String(100000 + i))).statusCode).toBe(401);
    const spent = await secondStep(challenge, totpCode(secret, 1));
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe(CHALLENGE_EXPIRED);
    expect((await secondStep(await challengeFor(me.user.email), totpCode(secret, 1))).statusCode).toBe(200);
  });

  it('10 wrong codes from elsewhere are throttled (429, even a right one), never at an address the owner signed in from', async () => {
    const { me, secret, recoveryCodes } = await enrolled();
    const home = '10.0.3.1';
    expect(
      (await secondStep(await challengeFor(me.user.email, home), recoveryCodes[0] ?? '', home)).statusCode,
    ).toBe(200);
    // Whoever knows the password, from addresses the account never completed a sign-in from.
    for (let round = 0; round < 2; round++) {
      const ip = `10.0.4.${round + 1}`;
      const challenge = await challengeFor(me.user.email, ip);
      for (let i = 0; i < 5; i++)
        expect((await secondStep(challenge, String(200000 + i), ip)).statusCode).toBe(401);
    }
    const blocked = await secondStep(
      await challengeFor(me.user.email, '10.0.4.9'),
      totpCode(secret, 1),
      '10.0.4.9',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY_TWO_FACTOR_CODES);
    // The owner at home signs in all the same.
    const atHome = await secondStep(await challengeFor(me.user.email, home), totpCode(secret, 1), home);
    expect(atHome.statusCode, atHome.body).toBe(200);
  });

  it('refuses a forged or foreign challenge', async () => {
    const { secret } = await enrolled();
    const { me: other } = await enrolled();
    expect((await secondStep('not-a-challenge', totpCode(secret, 1))).statusCode).toBe(401);
    // An access token is not a challenge.
    expect((await secondStep(other.token, totpCode(secret, 1))).statusCode).toBe(401);
  });

  it('an account without two-factor signs in with its password as before', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await logIn(me.user.email);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AuthResponse).access_token).toBeTruthy();
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code; then the password alone signs in again', async () => {
    const { me, secret, recoveryCodes } = await enrolled();
    const wrongPassword = await post(
      '/api/account/two-factor/disable',
      { currentPassword: 'Wr0ng!pass', code: totpCode(secret, 1) },
      me,
    );
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await post(
      '/api/account/two-factor/disable',
      { currentPassword: PASSWORD, code: '000000' },
      me,
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe('Invalid code');
    const noCode = await post('/api/account/two-factor/disable', { currentPassword: PASSWORD }, me);
    expect(noCode.statusCode).toBe(400);
    const off = await post(
      '/api/account/two-factor/disable',
      { currentPassword: PASSWORD, code: recoveryCodes[0] ?? '' },
      me,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await logIn(me.user.email)).json().access_token).toBeTruthy();
    const rows = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, me.user.id));
    expect(rows).toHaveLength(0);
  });

  it('new recovery codes need the password and a code; the old ones stop working', async () => {
    const { me, secret, recoveryCodes } = await enrolled();
    const res = await post(
      '/api/account/two-factor/recovery-codes',
      { currentPassword: PASSWORD, code: totpCode(secret, 1) },
      me,
    );
    expect(res.statusCode, res.body).toBe(200);
    const fresh = (res.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await secondStep(await challengeFor(me.user.email), recoveryCodes[1] ?? '')).statusCode).toBe(
      401,
    );
    expect((await secondStep(await challengeFor(me.user.email), fresh[1] ?? '')).statusCode).toBe(200);
  });
});

describe('admins must use two-factor', () => {
  it('an admin without it cannot reach admin data, and can once it is on', async () => {
    const admin = await makeAdmin(t.app, t.db, { twoFactor: false });
    for (const url of ['/api/admin/users', '/api/dashboard/stats', '/api/shipments']) {
      const res = await t.app.inject({ url, headers: admin.auth });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ message: ADMIN_TWO_FACTOR_MESSAGE, code: 'two_factor_required' });
    }
    // What turning it on needs stays open.
    const status = await t.app.inject({ url: '/api/account/two-factor', headers: admin.auth });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });
    expect((await t.app.inject({ url: '/api/auth/profile', headers: admin.auth })).statusCode).toBe(200);
    await turnOnTwoFactor(t.app, admin.auth);
    expect((await t.app.inject({ url: '/api/admin/users', headers: admin.auth })).statusCode).toBe(200);
  });

  it('signs an admin with two-factor in with password and code', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const challenge = await challengeFor(admin.email);
    const res = await secondStep(challenge, totpCode(admin.totpSecret ?? '', 1));
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json() as AuthResponse).access_token;
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('the seeded demo admin is let in without it while ADMIN_2FA_EXEMPT_DEMO is on (the default)', async () => {
    await ensureAdmin(t.db, { email: DEMO_ADMIN_EMAIL, password: PASSWORD });
    const res = await logIn(DEMO_ADMIN_EMAIL);
    const token = (res.json() as AuthResponse).access_token;
    const users = await t.app.inject({
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.statusCode).toBe(200);
  });

  it('with ADMIN_2FA_EXEMPT_DEMO=false the demo admin too is sent to turn it on', async () => {
    const strict = await createTestApp({ ADMIN_2FA_EXEMPT_DEMO: 'false' });
    try {
      await ensureAdmin(strict.db, { email: DEMO_ADMIN_EMAIL, password: PASSWORD });
      const login = await strict.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_ADMIN_EMAIL, password: PASSWORD },
      });
      const token = (login.json() as AuthResponse).access_token;
      const users = await strict.app.inject({
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(users.statusCode).toBe(403);
      expect(users.json().code).toBe('two_factor_required');
    } finally {
      await strict.close();
    }
  });
});
