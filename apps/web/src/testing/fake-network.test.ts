import { describe, expect, it } from 'vitest';
import { installFakeNetwork, jsonResponse, matchRoute } from './fake-network.ts';

const network = installFakeNetwork();

describe('fake network: routes', () => {
  it('matches method and path, ignoring the query unless the route names one', () => {
    expect(matchRoute('GET /api/quotes', 'GET', '/api/quotes?limit=1')).toEqual({});
    expect(matchRoute('GET /api/quotes', 'POST', '/api/quotes')).toBeNull();
    expect(matchRoute('GET /api/quotes?limit=1', 'GET', '/api/quotes?limit=2')).toBeNull();
    expect(matchRoute('GET /api/quotes', 'GET', '/api/quotes/active')).toBeNull();
  });

  it('reads :name segments as parameters', () => {
    expect(matchRoute('GET /api/quotes/:id/bids', 'GET', '/api/quotes/q%201/bids')).toEqual({ id: 'q 1' });
  });
});

describe('fake network: answers', () => {
  it('answers every call with a standing reply, and records each call with its JSON body', async () => {
    network.on('POST /api/quotes', jsonResponse(201, { id: 'q1' }));

    for (const weight of [1, 2]) {
      const response = await fetch('/api/quotes', { method: 'POST', body: JSON.stringify({ weight }) });
      expect(await response.json()).toEqual({ id: 'q1' });
    }
    expect(network.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/quotes', { weight: 1 }],
      ['POST', '/api/quotes', { weight: 2 }],
    ]);
  });

  it('uses one-shot replies first, in order, then the standing one', async () => {
    network.on('GET /api/quotes/:id', ({ params }) => jsonResponse(200, { id: params.id }));
    network.once('GET /api/quotes/:id', jsonResponse(404, { message: 'Quote not found' }));

    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await fetch('/api/quotes/q7')).status);
    expect(statuses).toEqual([404, 200]);
  });

  it('fails the fetch when a reply throws, as a dropped connection does', async () => {
    network.once('GET /api/health', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetch('/api/health')).rejects.toThrow('Failed to fetch');
  });
});
