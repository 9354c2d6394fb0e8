import { randomBytes } from 'node:crypto';
import type { AuthResponse, PostLoadInput, Role } from '@njira/domain';
import { Secret, TOTP } from 'otpauth';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { ensureAdmin } from '../src/features/auth/admin-account.ts';
import { TokenService } from '../src/lib/tokens.ts';

export const PASSWORD = 'Str0ng!Passw0rd';

export function signupBody(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    fullName: `Test User ${tag}`,
    email: `user-${tag}@example.com`,
    password: PASSWORD,
    companyName: `Company ${tag}`,
    phoneNumber: '+260 97 123 4567',
    role: 'transporter',
    ...overrides,
  };
}

export interface Actor {
  token: string;
  user: AuthResponse['user'];
  cookie: string;
  auth: { authorization: string };
}

/** Signs up through the API, as a person would. */
export async function signUp(
  app: App,
  role: Exclude<Role, 'admin'>,
  overrides: Record<string, unknown> = {},
): Promise<Actor> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: signupBody({ role, ...overrides }),
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as AuthResponse;
  const cookie = res.cookies.find((c) => c.name === 'njira_refresh');
  return {
    token: body.access_token,
    user: body.user,
    cookie: cookie ? `njira_refresh=${cookie.value}` : '',
    auth: { authorization: `Bearer ${body.access_token}` },
  };
}

/**
 * A new admin, signed in. Admins must use two-factor sign-in (ADR 024), so it is turned on the way a
 * person would, unless `twoFactor: false` (for the tests of that rule); the secret comes back.
 */
export async function makeAdmin(
  app: App,
  db: Db,
  { twoFactor = true }: { twoFactor?: boolean } = {},
): Promise<Actor & { email: string; totpSecret: string | null }> {
  const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
  await ensureAdmin(db, { email, password: PASSWORD });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
  });
  const body = res.json() as AuthResponse;
  const auth = { authorization: `Bearer ${body.access_token}` };
  const totpSecret = twoFactor ? await turnOnTwoFactor(app, auth) : null;
  return { token: body.access_token, user: body.user, cookie: '', auth, email, totpSecret };
}

/** Turns two-factor sign-in on for the signed-in user (`PASSWORD`); answers the TOTP secret. */
export async function turnOnTwoFactor(app: App, auth: { authorization: string }): Promise<string> {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    headers: auth,
    payload: { currentPassword: PASSWORD },
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/enable',
    headers: auth,
    payload: { currentPassword: PASSWORD, code: totpCode(secret) },
  });
  if (enable.statusCode !== 200)
    throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`);
  return secret;
}

/** The authenticator app's code for `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** A valid post-load body: Kitwe to Lusaka, picking up in 3 days. */
export function loadBody(overrides: Partial<PostLoadInput> = {}): PostLoadInput {
  const day = 86_400_000;
  return {
    cargoType: 'mining',
    cargoDescription: 'Copper cathodes on pallets',
    weight: 28_000,
    dimensions: '12m x 2.4m x 2m',
    fromLocation: 'Kitwe',
    fromAddress: 'Plot 12, Nkana East',
    toLocation: 'Lusaka',
    toAddress: 'Lusaka South MFEZ, Gate 3',
    estimatedValue: 40_000,
    insuranceRequired: false,
    specialInstructions: 'Tarpaulin required',
    pickupDate: new Date(Date.now() + 3 * day).toISOString(),
    deliveryDate: new Date(Date.now() + 6 * day).toISOString(),
    maxBudget: 15_000,
    ...overrides,
  };
}

/** A token signed with our secret but claiming whatever we like, for forgery tests. */
export function tokenWithSecret(secret: string) {
  return new TokenService(secret);
}
