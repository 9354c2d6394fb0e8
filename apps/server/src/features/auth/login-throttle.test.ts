import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { loginThrottle } from '../../db/schema/login-throttle.ts';

/**
 * Issue 25, items 3 and 4, tried the way they were found: racing wrong passwords, forged forwarded
 * addresses, and an attacker elsewhere trying to lock the owner out. The app trusts one proxy,
 * 10.0.0.5 (TRUST_PROXY); every other sender's forwarded headers are ignored.
 */
let t: TestContext;
const PROXY = '10.0.0.5';

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: PROXY });
}, 60_000);
afterAll(async () => t?.close());

const login = (email: string, password: string, from: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers,
    payload: { email, password },
  });

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => {
    acc[c] = (acc[c] ?? 0) + 1;
    return acc;
  }, {});

describe('the login throttle', () => {
  it('checks 10 of 60 wrong passwords racing for one account, each from its own address', async () => {
    const me = await signUp(t.app, 'transporter');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(me.user.email, 'wrong-password', `10.60.0.${i + 1}`)),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 10, 429: 50 });
  });

  it('checks 50 of 60 wrong logins racing from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`nobody${i}@example.com`, 'wrong-password', '10.61.0.1')),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 50, 429: 10 });
  });

  it('does not believe a forwarded address from a sender that is not the proxy', async () => {
    for (let i = 0; i < 50; i++) await login(`spoof${i}@example.com`, 'wrong-password', '10.62.0.1');
    const forged = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(`spoof${i}@example.com`, 'wrong-password', '10.62.0.1', {
          'x-forwarded-for': `198.51.100.${i + 1}`,
        }),
      ),
    );
    expect(tally(forged.map((a) => a.statusCode))).toEqual({ 429: 20 });
  });

  it('counts the client’s address the configured proxy forwards', async () => {
    const res = await login('forwarded@example.com', 'wrong-password', PROXY, {
      'x-forwarded-for': '41.77.9.9',
    });
    expect(res.statusCode).toBe(401);
    const keys = await t.db
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(like(loginThrottle.key, 'login:ip:%'));
    expect(keys.map((k) => k.key)).toContain('login:ip:41.77.9.9');
    expect(keys.map((k) => k.key)).not.toContain(`login:ip:${PROXY}`);
  });

  it('failures from elsewhere do not lock the owner out of an address it signs in from', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    expect((await login(owner.user.email, PASSWORD, '10.63.0.1')).statusCode).toBe(200);
    const attack = [];
    for (let i = 0; i < 12; i++)
      attack.push((await login(owner.user.email, 'wrong-guess', `10.64.0.${i + 1}`)).statusCode);
    expect(tally(attack)).toEqual({ 401: 10, 429: 2 });
    // At home: signed in. From an address the account never used: refused, as the attacker is.
    expect((await login(owner.user.email, PASSWORD, '10.63.0.1')).statusCode).toBe(200);
    expect((await login(owner.user.email, PASSWORD, '10.65.0.1')).statusCode).toBe(429);
  });

  it('a success gives its attempt back: a shared address is not used up by people who sign in', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app, 'transporter')));
    for (let round = 0; round < 20; round++) {
      for (const p of people) expect((await login(p.user.email, PASSWORD, '10.66.0.1')).statusCode).toBe(200);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and refuses to trust every sender', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(ConfigError);
  });

  it('turns HSTS on only for HTTPS the trusted proxy reports', async () => {
    const over = (from: string) =>
      t.app.inject({ url: '/api/health', remoteAddress: from, headers: { 'x-forwarded-proto': 'https' } });
    expect((await over(PROXY)).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await over('10.67.0.1')).headers['strict-transport-security']).toBeUndefined();
  });
});
