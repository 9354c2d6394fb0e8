import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../testing/factories.ts';
import { type FakeCall, installFakeNetwork, jsonResponse as json } from '../testing/fake-network.ts';
import {
  ApiError,
  api,
  errorMessage,
  errorMessageFrom,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  setSessionExpiredHandler,
} from './api-client.ts';
import { getSession, setSession } from './session.ts';

const network = installFakeNetwork();
const calls = network.calls;
let expired: ReturnType<typeof vi.fn<() => void>>;

function headerOf(call: FakeCall | undefined, name: string): string | undefined {
  return call?.headers[name];
}

beforeEach(() => {
  expired = vi.fn<() => void>();
  setSessionExpiredHandler(expired);
});

describe('api client', () => {
  it('sends authenticated calls to /api with cookies, a Bearer token and JSON', async () => {
    setSession('token-1', makeUser());
    network.once('GET /api/shipments', json(200, { ok: true }));

    await expect(api.get('/shipments')).resolves.toEqual({ ok: true });

    expect(calls[0]?.url).toBe('/api/shipments');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer token-1');
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('sends the JSON content type on a bodiless authenticated POST, as spec section 7 says', async () => {
    setSession('token-1', makeUser());
    network.once('POST /api/quotes/q1/bids/b1/accept', json(200, { ok: true }));

    await api.post('/quotes/q1/bids/b1/accept');

    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends no Bearer header on public calls such as login', async () => {
    setSession('token-1', makeUser());
    network.once('POST /api/auth/login', json(200, { access_token: 'x', user: makeUser() }));

    await api.post('/auth/login', { email: 'a@b.co', password: 'secret1' }, { auth: false });

    expect(headerOf(calls[0], 'Authorization')).toBeUndefined();
    expect(calls[0]?.init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'secret1' }));
  });

  it('on a 401 refreshes once and retries the call with the new token', async () => {
    setSession('old-token', makeUser());
    network.once(
      'GET /api/shipments',
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }),
    );
    network.once('POST /api/auth/refresh', json(200, { access_token: 'new-token', user: makeUser() }));
    network.once('GET /api/shipments', json(200, [{ id: 's1' }]));

    await expect(api.get('/shipments')).resolves.toEqual([{ id: 's1' }]);

    expect(calls.map((c) => c.url)).toEqual(['/api/shipments', '/api/auth/refresh', '/api/shipments']);
    expect(calls[1]?.init.method).toBe('POST');
    expect(calls[1]?.init.credentials).toBe('include');
    expect(headerOf(calls[2], 'Authorization')).toBe('Bearer new-token');
    expect(getSession()?.accessToken).toBe('new-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('retries with a session that arrived meanwhile instead of refreshing (a password change starts one)', async () => {
    setSession('old-token', makeUser());
    network.once('GET /api/settings', () => {
      // The password change's answer lands while this call, sent with the old token, is refused.
      setSession('changed-token', makeUser());
      return json(401, { message: 'Session revoked' });
    });
    network.once('GET /api/settings', json(200, { ok: true }));

    await expect(api.get('/settings')).resolves.toEqual({ ok: true });

    expect(calls.map((c) => c.url)).toEqual(['/api/settings', '/api/settings']);
    expect(headerOf(calls[1], 'Authorization')).toBe('Bearer changed-token');
    expect(getSession()?.accessToken).toBe('changed-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps a session that arrived during a refresh refused for its old cookie', async () => {
    setSession('old-token', makeUser());
    network.once('GET /api/settings', json(401, { message: 'Session revoked' }));
    network.once('POST /api/auth/refresh', () => {
      setSession('changed-token', makeUser());
      return json(401, { message: 'Refresh token revoked' });
    });
    network.once('GET /api/settings', json(200, { ok: true }));

    await expect(api.get('/settings')).resolves.toEqual({ ok: true });

    expect(headerOf(calls[2], 'Authorization')).toBe('Bearer changed-token');
    expect(getSession()?.accessToken).toBe('changed-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    setSession('old-token', makeUser());
    network.on('POST /api/auth/refresh', () => json(200, { access_token: 'new-token', user: makeUser() }));
    network.on('GET /api/:name', ({ url, headers }) =>
      headers.Authorization === 'Bearer new-token' ? json(200, { url }) : json(401, { message: 'expired' }),
    );

    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);

    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('when the refresh fails: clears the session, goes home and says the session expired', async () => {
    setSession('old-token', makeUser());
    network.once('GET /api/shipments', json(401, { message: 'Token expired' }));
    network.once('POST /api/auth/refresh', json(401, { message: 'No refresh token' }));

    const error = await api.get('/shipments').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(SESSION_EXPIRED_MESSAGE);
    expect((error as ApiError).status).toBe(401);
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('keeps the session when the refresh gets no answer: offline, or the page unloading mid-refresh', async () => {
    setSession('old-token', makeUser());
    network.once('GET /api/shipments', json(401, { message: 'Token expired' }));
    network.once('POST /api/auth/refresh', () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(api.get('/shipments')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });

    expect(getSession()?.accessToken).toBe('old-token');
    expect(expired).not.toHaveBeenCalled();
    expect(calls.map((c) => c.url)).toEqual(['/api/shipments', '/api/auth/refresh']);
  });

  it('keeps the session when the refresh fails on the server (5xx): that says nothing of the session', async () => {
    setSession('old-token', makeUser());
    network.once('GET /api/shipments', json(401, { message: 'Token expired' }));
    network.once('POST /api/auth/refresh', json(503, { message: 'Service unavailable' }));

    await expect(api.get('/shipments')).rejects.toMatchObject({ status: 503 });

    expect(getSession()?.accessToken).toBe('old-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh after a 401 on a public call; the server message is the error', async () => {
    network.once(
      'POST /api/auth/login',
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }),
    );

    await expect(api.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('falls back to "Request failed" when the answer has no message', async () => {
    setSession('t', makeUser());
    network.once('GET /api/quotes', new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(api.get('/quotes')).rejects.toMatchObject({ status: 502, message: 'Request failed' });
  });

  it('says when a message is only the generic fallback, so screens can use their own default', async () => {
    network.once('POST /api/auth/signup', json(500, {}));
    network.once('POST /api/auth/signup', json(409, { message: 'Taken' }));

    const generic = await api.post('/auth/signup', {}, { auth: false }).catch((e: unknown) => e);
    const specific = await api.post('/auth/signup', {}, { auth: false }).catch((e: unknown) => e);

    expect(errorMessage(generic, 'Signup failed. Please try again.')).toBe(
      'Signup failed. Please try again.',
    );
    expect(errorMessage(specific, 'Signup failed. Please try again.')).toBe('Taken');
    expect(errorMessage(new Error('boom'), 'Default')).toBe('Default');
  });

  it('turns a network failure into a readable ApiError with status 0', async () => {
    network.once('GET /api/quotes', () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(api.get('/quotes')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('error text', () => {
  it('uses the response message for every method', () => {
    expect(errorMessageFrom({ message: 'Quote not found' }, 404, 'GET')).toBe('Quote not found');
    expect(errorMessageFrom({ message: 'Nope', error: 'Bad' }, 400, 'PATCH')).toBe('Nope');
  });

  it('falls back to "Request failed" except on PATCH', () => {
    expect(errorMessageFrom({ error: 'Forbidden' }, 403, 'POST')).toBe('Request failed');
    expect(errorMessageFrom(undefined, 500, 'GET')).toBe('Request failed');
  });

  it('on PATCH tries `error`, then "Request failed with status N"', () => {
    expect(errorMessageFrom({ error: 'Forbidden' }, 403, 'PATCH')).toBe('Forbidden');
    expect(errorMessageFrom('oops', 500, 'PATCH')).toBe('Request failed with status 500');
  });
});

describe('api client: changes on a bad connection (issue 28)', () => {
  const bid = { amount: 9000, estimatedDays: 2 };

  it('sends an Idempotency-Key with a signed-in change, none with a read', async () => {
    setSession('token-1', makeUser());
    network.once('POST /api/quotes/q1/bids', json(201, { id: 'b1' }));
    network.once('GET /api/quotes/q1', json(200, {}));
    await api.post('/quotes/q1/bids', bid);
    await api.get('/quotes/q1');
    expect(headerOf(calls[0], 'Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(headerOf(calls[1], 'Idempotency-Key')).toBeUndefined();
  });

  it('sends the same change again with the same key when its answer never came, and a new key once answered', async () => {
    setSession('token-1', makeUser());
    network.once('POST /api/quotes/q2/bids', () => {
      throw new TypeError('Failed to fetch');
    });
    network.on('POST /api/quotes/q2/bids', json(201, { id: 'b1' }));
    await expect(api.post('/quotes/q2/bids', bid)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    await api.post('/quotes/q2/bids', bid);
    await api.post('/quotes/q2/bids', bid);
    const keys = calls.map((c) => headerOf(c, 'Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a different change gets its own key', async () => {
    setSession('token-1', makeUser());
    network.on('POST /api/quotes/q3/bids', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.post('/quotes/q3/bids', bid)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    await expect(api.post('/quotes/q3/bids', { ...bid, amount: 9500 })).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
    expect(headerOf(calls[1], 'Idempotency-Key')).not.toBe(headerOf(calls[0], 'Idempotency-Key'));
  });

  it('keeps the key through the refresh-and-retry of a 401', async () => {
    setSession('token-1', makeUser());
    network.once('POST /api/quotes/q4/bids', json(401, { message: 'expired' }));
    network.once('POST /api/auth/refresh', json(200, { access_token: 'token-2', user: makeUser() }));
    network.once('POST /api/quotes/q4/bids', json(201, { id: 'b1' }));
    await api.post('/quotes/q4/bids', bid);
    const posts = calls.filter((c) => c.url === '/api/quotes/q4/bids');
    expect(posts).toHaveLength(2);
    expect(headerOf(posts[1], 'Idempotency-Key')).toBe(headerOf(posts[0], 'Idempotency-Key'));
  });

  it('refuses a change while offline, saying so, without sending anything', async () => {
    setSession('token-1', makeUser());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(api.post('/quotes/q5/bids', bid)).rejects.toThrow(OFFLINE_MESSAGE);
      expect(calls).toHaveLength(0);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
