import { describe, expect, it } from 'vitest';
import { makeUser } from '../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../testing/fake-network.ts';
import { ApiError, apiPage } from './api-client.ts';
import { setSession } from './session.ts';

const network = installFakeNetwork();

const withTotal = (items: unknown[], total: string) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': total },
  });

describe('apiPage', () => {
  it('answers the page and the total the server counted', async () => {
    setSession('token-1', makeUser());
    network.once('GET /api/shipments', withTotal([{ id: 'a' }, { id: 'b' }], '42'));

    await expect(apiPage('/shipments?limit=2')).resolves.toEqual({
      items: [{ id: 'a' }, { id: 'b' }],
      total: 42,
    });
    expect(network.calls[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('counts the items when the server sent no total', async () => {
    setSession('token-1', makeUser());
    network.once('GET /api/shipments', jsonResponse(200, [{ id: 'a' }]));
    await expect(apiPage('/shipments')).resolves.toEqual({ items: [{ id: 'a' }], total: 1 });
  });

  it('fails with the server’s message', async () => {
    setSession('token-1', makeUser());
    network.once(
      'GET /api/shipments',
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'limit must be at least 1' }),
    );
    const failure = apiPage('/shipments?limit=0');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('limit must be at least 1');
  });
});
