import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, setSession } from '../lib/session.ts';
import { makeUser } from '../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../testing/fake-network.ts';
import { decideAccess, requireRole, resetSilentRefreshForTests } from './guards.ts';

const session = (role: string) => ({ accessToken: 't', user: makeUser({ role: role as never }) });

async function runLoader(roles: Parameters<typeof requireRole>[0]): Promise<string | null> {
  const loader = requireRole(roles);
  try {
    await loader({ request: new Request('http://localhost/dashboard'), params: {}, context: {} } as never);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route guards: who may open a role-guarded page', () => {
  it('sends a visitor without a session to /', () => {
    expect(decideAccess(null, ['transporter'])).toEqual({ allow: false, redirectTo: '/' });
  });

  it('lets a user of an allowed role in', () => {
    expect(decideAccess(session('transporter'), ['transporter'])).toEqual({ allow: true });
    expect(decideAccess(session('admin'), ['admin'])).toEqual({ allow: true });
  });

  it('sends a signed-in user of another role to /unauthorized', () => {
    expect(decideAccess(session('cargo-owner'), ['transporter'])).toEqual({
      allow: false,
      redirectTo: '/unauthorized',
    });
    expect(decideAccess(session('transporter'), ['admin'])).toEqual({
      allow: false,
      redirectTo: '/unauthorized',
    });
  });

  it('normalises role spellings before comparing', () => {
    expect(decideAccess(session('CARGO_OWNER'), ['cargo-owner'])).toEqual({ allow: true });
    expect(decideAccess(session('Cargo Owner'), ['cargo-owner'])).toEqual({ allow: true });
  });

  it('treats an unknown role as the wrong role', () => {
    expect(decideAccess(session('driver'), ['transporter'])).toEqual({
      allow: false,
      redirectTo: '/unauthorized',
    });
  });
});

describe('guard loader', () => {
  const network = installFakeNetwork();

  beforeEach(() => {
    resetSilentRefreshForTests();
  });

  it('redirects to / when nobody is signed in, without calling the server', async () => {
    expect(await runLoader(['transporter'])).toBe('/');
    expect(network.calls).toEqual([]);
  });

  it('redirects a wrong role to /unauthorized', async () => {
    setSession('t', makeUser({ role: 'cargo-owner' }));
    expect(await runLoader(['transporter'])).toBe('/unauthorized');
  });

  it('silently refreshes a returning visitor remembered in local storage', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser({ role: 'cargo-owner' })));
    network.once(
      'POST /api/auth/refresh',
      jsonResponse(200, { access_token: 'fresh', user: makeUser({ role: 'cargo-owner' }) }),
    );

    expect(await runLoader(['cargo-owner'])).toBeNull();
    expect(network.calls.map((c) => c.url)).toEqual(['/api/auth/refresh']);
    expect(getSession()?.accessToken).toBe('fresh');
  });

  it('forgets the remembered user and goes to / when the silent refresh fails', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    network.once('POST /api/auth/refresh', new Response('{"message":"no"}', { status: 401 }));

    expect(await runLoader(['transporter'])).toBe('/');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('goes to / but remembers the visitor when the silent refresh gets no answer (offline)', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    network.once('POST /api/auth/refresh', () => {
      throw new TypeError('Failed to fetch');
    });

    expect(await runLoader(['transporter'])).toBe('/');
    expect(localStorage.getItem('user')).not.toBeNull();
  });
});
