import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { outbox } from '../../db/schema/outbox.ts';

/** Issue 40, item 7: a used reset link says so when opened, before a new password is typed. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

async function mailedToken(email: string): Promise<string> {
  const token = async () => {
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toEmail, email));
    return mail?.body?.match(/token=([\w-]+)/)?.[1];
  };
  await expect.poll(token).toBeTruthy();
  return (await token()) as string;
}

describe('POST /api/auth/reset-password/check', () => {
  it('accepts a live link without spending it, and refuses it once it was used', async () => {
    const me = await signUp(t.app, 'transporter');
    await post('/api/auth/forgot-password', { email: me.user.email });
    const token = await mailedToken(me.user.email);

    const live = await post('/api/auth/reset-password/check', { token });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().ok).toBe(true);
    // Checked twice, still unspent: the reset itself goes through.
    expect((await post('/api/auth/reset-password/check', { token })).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', {
      token,
      password: 'Brand!New123',
      confirmPassword: 'Brand!New123',
    });
    expect(reset.statusCode).toBe(200);

    const used = await post('/api/auth/reset-password/check', { token });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('This reset link is invalid or has expired');
  });

  it('refuses a made-up token and a malformed one with a 400', async () => {
    const unknown = await post('/api/auth/reset-password/check', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This reset link is invalid or has expired');
    expect((await post('/api/auth/reset-password/check', {})).statusCode).toBe(400);
  });
});
