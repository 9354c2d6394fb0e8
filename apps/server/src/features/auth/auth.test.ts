import { randomUUID } from 'node:crypto';
import { CHANGE_NEEDS_PASSWORD, CURRENT_PASSWORD_INCORRECT, EMAIL_LINK_INVALID } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, PASSWORD, signUp, signupBody, tokenWithSecret } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { refreshTokens } from '../../db/schema/refresh-tokens.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/signup', () => {
  it('creates a transporter by default, returns access_token and user, sets an httpOnly refresh cookie', async () => {
    const body = signupBody();
    delete (body as Record<string, unknown>).role;
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.access_token).toMatch(/^ey/);
    expect(json.user).toMatchObject({ email: body.email, fullName: body.fullName, role: 'transporter' });
    expect(json.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(json)).not.toContain(PASSWORD);
    const cookie = res.cookies.find((c) => c.name === 'njira_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('normalises the role (CARGO_OWNER → cargo-owner) and writes a signup activity', async () => {
    const res = await post('/api/auth/signup', signupBody({ role: 'CARGO_OWNER' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('cargo-owner');
    const rows = await t.db.select().from(activities).where(eq(activities.actorId, res.json().user.id));
    expect(rows.map((r) => r.type)).toEqual(['USER_SIGNED_UP']);
  });

  it('refuses an admin sign-up', async () => {
    const res = await post('/api/auth/signup', signupBody({ role: 'admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Admin accounts cannot be created by sign-up',
    });
  });

  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ fullName: ' a ' }, 'Full name must be at least 2 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ companyName: '' }, 'Company name is required'],
    [{ phoneNumber: '' }, 'Phone number is required'],
    [{ phoneNumber: '097-abc-123' }, 'Please enter a valid phone number'],
  ])('answers 400 with the spec message for %o', async (override, message) => {
    const res = await post('/api/auth/signup', signupBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const body = signupBody();
    expect((await post('/api/auth/signup', body)).statusCode).toBe(201);
    const res = await post('/api/auth/signup', { ...body, email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });
});

describe('bad input never gives a 500', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers a huge body with 413', async () => {
    const res = await post('/api/auth/signup', signupBody({ fullName: 'x'.repeat(200_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large');
  });

  it('answers wrong types with 400 naming the problem', async () => {
    const res = await post('/api/auth/login', { email: 42, password: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email is required');
  });

  it('takes a bodiless call sent with a JSON content type, as the spec’s client sends it', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json', cookie: me.cookie, ...me.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: me.cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('still refuses a missing body where one is required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the right password, case-insensitively on the e-mail', async () => {
    const body = signupBody();
    await post('/api/auth/signup', body);
    const res = await post('/api/auth/login', { email: body.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(body.email);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const body = signupBody();
    await post('/api/auth/signup', body);
    const wrong = await post('/api/auth/login', { email: body.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid email or password',
      });
    }
  });

  it('applies the spec messages', async () => {
    expect((await post('/api/auth/login', { email: '', password: 'x' })).json().message).toBe(
      'Email is required',
    );
    expect((await post('/api/auth/login', { email: 'a@b.co', password: '' })).json().message).toBe(
      'Password is required',
    );
    expect((await post('/api/auth/login', { email: 'a@b.co', password: '12345' })).json().message).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('rate-limits failed logins per account with 429, even for the right password', async () => {
    const body = signupBody();
    await post('/api/auth/signup', body);
    for (let i = 0; i < 10; i++)
      await post('/api/auth/login', { email: body.email, password: 'wrong-password' });
    const res = await post('/api/auth/login', { email: body.email, password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many failed login attempts. Please wait 15 minutes and try again.');
  });
});

describe('access tokens', () => {
  it('GET /api/auth/profile needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to continue');
  });

  it('refuses a token signed with another secret', async () => {
    const me = await signUp(t.app, 'transporter');
    const forged = await tokenWithSecret('another-secret-that-is-long-enough-to-sign').sign({
      sub: me.user.id,
      role: 'admin',
      sid: randomUUID(),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const me = await signUp(t.app, 'transporter');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: me.user.id, role: 'admin', iss: 'njira', aud: 'njira-api', exp: 9999999999 })}.`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${none}` },
    });
    expect(res.statusCode).toBe(401);
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${none}` },
    });
    expect(verify.json()).toEqual({ valid: false });
  });

  it('GET /api/auth/verify says valid with the user for a good token', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: me.auth });
    expect(res.json()).toMatchObject({ valid: true, user: { id: me.user.id, role: 'cargo-owner' } });
  });
});

describe('profile', () => {
  it('reads and updates the caller’s own profile only', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: me.auth,
      payload: {
        fullName: 'Mwila Banda',
        phoneNumber: me.user.phoneNumber,
        companyName: 'Banda Trucks',
        licenseNumber: 'ZM-123',
        vehicleTypes: ['Flatbed'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.user.id,
      fullName: 'Mwila Banda',
      companyName: 'Banda Trucks',
      licenseNumber: 'ZM-123',
      vehicleTypes: ['Flatbed'],
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: me.auth });
    expect(read.json().fullName).toBe('Mwila Banda');
  });

  it('refuses taking another account’s e-mail', async () => {
    const a = await signUp(t.app, 'transporter');
    const b = await signUp(t.app, 'transporter');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: b.auth,
      payload: { ...profileOf(b), email: a.user.email, currentPassword: PASSWORD },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('refresh tokens', () => {
  const refresh = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
  const cookieOf = (res: Awaited<ReturnType<typeof refresh>>) => {
    const value = res.cookies.find((c) => c.name === 'njira_refresh')?.value;
    if (!value) throw new Error('no refresh cookie was set');
    return `njira_refresh=${value}`;
  };

  it('rotates: each trade gives a new cookie, which trades in turn', async () => {
    const me = await signUp(t.app, 'transporter');
    const first = await refresh(me.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(me.user.id);
    const next = cookieOf(first);
    expect(next).not.toBe(me.cookie);
    const second = await refresh(next);
    expect(second.statusCode).toBe(200);
    expect(cookieOf(second)).not.toBe(next);
  });

  it('honours a traded cookie once more within 30 s, with the same successor (two tabs, an answer lost)', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const first = await refresh(me.cookie);
    const replay = await refresh(me.cookie);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().user.id).toBe(me.user.id);
    // The same successor either way: whichever answer the browser kept, it holds the good cookie.
    expect(cookieOf(replay)).toBe(cookieOf(first));
    expect((await refresh(cookieOf(first))).statusCode).toBe(200);
  });

  it('a traded cookie presented a third time within 30 s revokes its login: ten replays, no new sessions', async () => {
    const me = await signUp(t.app, 'transporter');
    const first = await refresh(me.cookie);
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await refresh(me.cookie)).statusCode);
    expect(answers).toEqual([200, 401, 401, 401, 401, 401, 401, 401, 401, 401]);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, me.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    // The rightful holder's successor is revoked with the rest, and so is its access token.
    expect((await refresh(cookieOf(first))).statusCode).toBe(401);
    const access = { authorization: `Bearer ${first.json().access_token as string}` };
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: access })).statusCode,
      )
      .toBe(401);
  });

  it('a traded cookie presented after 30 s is taken as stolen: refused, and its whole login revoked', async () => {
    const me = await signUp(t.app, 'transporter');
    const first = await refresh(me.cookie);
    const successor = cookieOf(first);
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.userId, me.user.id));

    const stolen = await refresh(me.cookie);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().message).toBe('Session expired. Please login again.');
    // The revocation was committed: the rightful holder's successor no longer trades either.
    expect((await refresh(successor)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: me.cookie },
    });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a refresh with no cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/password', () => {
  it('needs the current password, then signs out other sessions', async () => {
    const me = await signUp(t.app, 'transporter');
    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'nope-nope', newPassword: 'An0ther!Pass', confirmPassword: 'An0ther!Pass' },
      me.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const mismatch = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'An0ther!Pass', confirmPassword: 'x' },
      me.auth,
    );
    expect(mismatch.json().message).toBe('Passwords do not match');
    const ok = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'An0ther!Pass', confirmPassword: 'An0ther!Pass' },
      me.auth,
    );
    expect(ok.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: me.cookie },
    });
    expect(old.statusCode).toBe(401);
    const login = await post('/api/auth/login', { email: me.user.email, password: 'An0ther!Pass' });
    expect(login.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const mailedToken = async (email: string) => {
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toEmail, email));
    return mail?.body?.match(/token=([\w-]+)/)?.[1];
  };
  /** The link is queued after the answer (its timing says nothing): wait for it. */
  const tokenFromOutbox = async (email: string) => {
    await expect.poll(() => mailedToken(email)).toBeTruthy();
    return mailedToken(email);
  };

  it('answers the same for a known and an unknown e-mail, and only mails the known one', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const known = await post('/api/auth/forgot-password', { email: me.user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await tokenFromOutbox(me.user.email)).toBeTruthy();
    expect(await mailedToken('ghost@example.com')).toBeUndefined();
  });

  it('answers before the account is looked up: a known address is not slower to answer', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    // Nothing can be written to the outbox while this is held; the answer must not wait for it.
    const blocker = await t.db.$client.connect();
    try {
      await blocker.query('begin; lock table outbox in exclusive mode');
      const answered = await Promise.race([
        post('/api/auth/forgot-password', { email: me.user.email }).then((r) => r.statusCode),
        new Promise((r) => setTimeout(() => r('waited for the mail'), 3_000)),
      ]);
      expect(answered).toBe(202);
    } finally {
      await blocker.query('rollback');
      blocker.release();
    }
    expect(await tokenFromOutbox(me.user.email)).toBeTruthy();
  });

  it('resets once with the mailed token; the token cannot be used twice', async () => {
    const me = await signUp(t.app, 'transporter');
    await post('/api/auth/forgot-password', { email: me.user.email });
    const token = await tokenFromOutbox(me.user.email);
    const body = { token, password: 'Brand!New123', confirmPassword: 'Brand!New123' };
    const res = await post('/api/auth/reset-password', body);
    expect(res.statusCode).toBe(200);
    expect(
      (await post('/api/auth/login', { email: me.user.email, password: 'Brand!New123' })).statusCode,
    ).toBe(200);
    const again = await post('/api/auth/reset-password', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired');
  });

  it('refuses a made-up token', async () => {
    const res = await post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'Brand!New123',
      confirmPassword: 'Brand!New123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This reset link is invalid or has expired');
  });
});

describe('operations', () => {
  it('GET /api/health is ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document with the auth routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/signup');
  });
});

/** What the profile form sends for this actor, unchanged. */
function profileOf(actor: Actor) {
  const { fullName, phoneNumber, companyName } = actor.user;
  return { fullName, phoneNumber, companyName };
}

describe('changes that take over an account need the password and tell the owner (issue 25)', () => {
  const patch = (actor: Actor, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: actor.auth,
      payload: { ...profileOf(actor), ...payload },
    });
  const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.toEmail, email));
  const linkIn = async (email: string, page: string) => {
    const bodies = (await mailsTo(email)).map((m) => m.body ?? '');
    return bodies.map((b) => new RegExp(`/${page}\\?token=([\\w-]+)`).exec(b)?.[1]).find(Boolean) as string;
  };
  const login = (email: string, password = PASSWORD) => post('/api/auth/login', { email, password });

  it('a stolen access token alone cannot change the e-mail or the phone number', async () => {
    const me = await signUp(t.app, 'transporter');
    for (const change of [{ email: 'thief@example.com' }, { phoneNumber: '+260 97 666 6666' }]) {
      const none = await patch(me, change);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(CHANGE_NEEDS_PASSWORD);
      const wrong = await patch(me, { ...change, currentPassword: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(CURRENT_PASSWORD_INCORRECT);
    }
    const read = (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: me.auth })).json();
    expect(read).toMatchObject({
      email: me.user.email,
      phoneNumber: me.user.phoneNumber,
      pendingEmail: null,
    });
    // The name and the company need nothing more.
    expect((await patch(me, { companyName: 'Renamed Haulage' })).statusCode).toBe(200);
  });

  it('a new phone number needs the password, and the account’s address is told', async () => {
    const me = await signUp(t.app, 'transporter');
    const res = await patch(me, { phoneNumber: '+260 96 555 0101', currentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().phoneNumber).toBe('+260 96 555 0101');
    const mails = await mailsTo(me.user.email);
    const notice = mails.find((m) => m.subject === 'Your Njira phone number was changed');
    expect(notice?.body, JSON.stringify(mails)).toContain('+260 96 555 0101');
  });

  it('a new e-mail takes effect only when its link is opened; until then the old one signs in', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const newEmail = `moved-${me.user.id.slice(0, 8)}@example.com`;
    const res = await patch(me, { email: newEmail, currentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: me.user.email, pendingEmail: newEmail });
    expect((await login(newEmail)).statusCode).toBe(401);
    expect((await login(me.user.email)).statusCode).toBe(200);
    const notice = (await mailsTo(me.user.email)).find(
      (m) => m.subject === 'Your Njira sign-in e-mail is being changed',
    );
    expect(notice?.body).toContain(newEmail);

    const confirm = await linkIn(newEmail, 'confirm-email');
    const confirmed = await post('/api/auth/confirm-email', { token: confirm });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(`Your sign-in email is now ${newEmail}.`);
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(me.user.email)).statusCode).toBe(401);
    // A link works once.
    const again = await post('/api/auth/confirm-email', { token: confirm });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_LINK_INVALID);
  });

  it('the old address undoes it within 7 days: its e-mail again, every device signed out', async () => {
    const me = await signUp(t.app, 'transporter');
    const newEmail = `taken-${me.user.id.slice(0, 8)}@example.com`;
    expect((await patch(me, { email: newEmail, currentPassword: PASSWORD })).statusCode).toBe(200);
    await post('/api/auth/confirm-email', { token: await linkIn(newEmail, 'confirm-email') });

    const undo = await post('/api/auth/undo-email-change', {
      token: await linkIn(me.user.email, 'undo-email-change'),
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toContain(`Your sign-in email is ${me.user.email} again`);
    expect((await login(me.user.email)).statusCode).toBe(200);
    expect((await login(newEmail)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: me.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: me.auth })).statusCode,
      )
      .toBe(401);
    // Expired, unknown and junk links are refused the same way.
    for (const token of ['x'.repeat(43), 'short']) {
      const bad = await post('/api/auth/undo-email-change', { token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(EMAIL_LINK_INVALID);
    }
  });

  it('counts wrong current passwords: the 11th try in 15 minutes is refused', async () => {
    const me = await signUp(t.app, 'transporter');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await patch(me, { phoneNumber: '+260 97 000 0000', currentPassword: `wrong-${i}` })).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
