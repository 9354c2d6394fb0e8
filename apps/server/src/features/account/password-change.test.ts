import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, PASSWORD, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** The settings screen's password form, as the server enforces it (POST /api/auth/password). */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Fresh!Passw0rd';

const changePassword = (actor: Actor | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: actor ? actor.auth : {},
    payload,
  });

const logIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const change = (overrides: Record<string, string> = {}) => ({
  currentPassword: PASSWORD,
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...overrides,
});

describe('changing the password from settings', () => {
  it('after a change the old password no longer logs in and the new one does', async () => {
    const me = await signUp(t.app, 'transporter');
    expect((await changePassword(me, change())).statusCode).toBe(200);
    expect((await logIn(me.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(me.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out every other session: a second login’s refresh cookie stops working', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const otherDevice = await logIn(me.user.email, PASSWORD);
    const cookie = otherDevice.cookies.find((c) => c.name === 'njira_refresh');
    expect((await changePassword(me, change())).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `njira_refresh=${cookie?.value}` },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it.each([
    [{ newPassword: 'short1!', confirmPassword: 'short1!' }, 'Password must be at least 8 characters'],
    [{ newPassword: '', confirmPassword: '' }, 'Password is required'],
    [{ currentPassword: '' }, 'Current password is required'],
    [{ confirmPassword: 'Something-else1' }, 'Passwords do not match'],
    [{ confirmPassword: '' }, 'Please confirm the new password'],
    [{ currentPassword: 'Not-my-passw0rd' }, 'Current password is incorrect'],
  ])('refuses %j with a 400 and keeps the old password', async (overrides, message) => {
    const me = await signUp(t.app, 'transporter');
    const res = await changePassword(me, change(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await logIn(me.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await changePassword(null, change())).statusCode).toBe(401);
  });
});
