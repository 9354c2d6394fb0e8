import type { Page, Request, Response } from 'playwright-core';
import { describe } from 'vitest';
import { signUpViaApi } from './support/accounts.ts';
import { logIn, storedSession } from './support/auth-flows.ts';
import { type App, expect, test } from './support/fixtures.ts';
import { pathOf, shown, waitForPath } from './support/ui.ts';

const GARBAGE_TOKEN = 'garbage.not-a-jwt.at-all';

/** An API call that carried a Bearer token (an "authenticated call" in the spec's words). */
function isAuthenticatedCall(response: Response): boolean {
  const request = response.request();
  return (
    new URL(request.url()).pathname.startsWith('/api/') &&
    !request.url().includes('/api/auth/refresh') &&
    /^Bearer /.test(request.headers().authorization ?? '')
  );
}

/**
 * Reloads the dashboard and waits for its first authenticated API call made with the spoilt token.
 * (The events stream the page opened before the token was spoilt may answer late, with its good
 * token: that is not the call under test.) The dashboard loads its data with one; if it makes none,
 * the 401 rule cannot be seen, and the test says so.
 */
async function reloadAndAwaitAuthenticatedCall(page: Page): Promise<Response> {
  const call = page
    .waitForResponse(
      (r) => isAuthenticatedCall(r) && r.request().headers().authorization === `Bearer ${GARBAGE_TOKEN}`,
      { timeout: 15_000 },
    )
    .catch(() => null);
  await page.reload();
  const response = await call;
  if (!response) {
    throw new Error(
      `${pathOf(page)} made no authenticated API call within 15 s of loading, so the 401 rule ` +
        '(refresh once, else clear the session and go to /) could not be observed.',
    );
  }
  return response;
}

/** API calls (but the long-lived events stream) the page has sent and not yet had answered. */
function trackApiCalls(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const tracked = (r: Request) => {
    const path = new URL(r.url()).pathname;
    return path.startsWith('/api/') && path !== '/api/events';
  };
  page.on('request', (r) => {
    if (!tracked(r)) return;
    inFlight.add(r);
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no call has been in flight for `quietMs`; fails, naming them, after 15 s. */
    async quiet(quietMs = 600): Promise<void> {
      const deadline = Date.now() + 15_000;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(
            `API calls still in flight after 15 s: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        }
        await page.waitForTimeout(50);
      }
    },
  };
}

/**
 * Signed in, with the dashboard settled: the live events stream is open and every call the page
 * made with the still-good token (the profile, the bell's list, the refetches the stream's opening
 * asks for) has been answered, so none can be mistaken for, or race with, the call under test.
 */
async function signedInOwner(app: App): Promise<void> {
  const owner = await signUpViaApi('cargo-owner', 'session');
  const calls = trackApiCalls(app.page);
  const streamOpen = app.page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200,
    { timeout: 30_000 },
  );
  await logIn(app, owner, '/dashboard/cargo-owner');
  await shown(app.page.getByRole('main'));
  await streamOpen;
  await calls.quiet();
}

function spoilAccessToken(page: Page): Promise<void> {
  return page.evaluate((token) => sessionStorage.setItem('access_token', token), GARBAGE_TOKEN);
}

describe('an expired session', () => {
  test('with a bad access token and no refresh cookie, the next call ends the session and goes home', async ({
    app,
  }) => {
    const { page, context } = app;
    await signedInOwner(app);
    await spoilAccessToken(page);
    await context.clearCookies();
    app.expectFailedResponse(401, '/api/');

    // The message shows for 5 s: watched for from the reload on, so a slow machine cannot miss it.
    const told = shown(page.getByText('Session expired. Please login again.', { exact: true }), 30_000);
    const response = await reloadAndAwaitAuthenticatedCall(page);
    expect(response.status()).toBe(401);
    await waitForPath(page, '/');
    expect(await storedSession(page)).toEqual({ token: null, user: null, remembered: null });
    await told;

    // Signed out for good: the guarded page sends the visitor home again.
    await app.goto('/dashboard/cargo-owner');
    await waitForPath(page, '/');
  });

  test('with a bad access token but a valid refresh cookie, the page refreshes silently and stays', async ({
    app,
  }) => {
    const { page } = app;
    await signedInOwner(app);
    await spoilAccessToken(page);
    app.expectFailedResponse(401, '/api/');

    const refreshed = page
      .waitForResponse((r) => r.url().includes('/api/auth/refresh'), { timeout: 15_000 })
      .catch(() => null);
    const first = await reloadAndAwaitAuthenticatedCall(page);
    expect(first.status(), 'the spoilt token is refused').toBe(401);
    expect((await refreshed)?.status(), 'the refresh cookie buys a new token').toBe(200);
    const retried = await page.waitForResponse(
      (r) => isAuthenticatedCall(r) && r.request().headers().authorization !== `Bearer ${GARBAGE_TOKEN}`,
    );
    expect(retried.status(), 'the call is retried with the new token').toBeLessThan(400);

    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/dashboard/cargo-owner');
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.token).not.toBe(GARBAGE_TOKEN);
  });

  test('a refresh whose answer is lost (the connection dropped) signs nobody out; the next page goes on', async ({
    app,
  }) => {
    const { page, context } = app;
    await signedInOwner(app);
    await spoilAccessToken(page);
    app.expectFailedResponse(401, '/api/');

    // The server trades the cookie, but its answer, new cookie and all, never reaches the browser.
    app.expectFailedConnection('ERR_CONNECTION_RESET', '/api/auth/refresh');
    const cookiesBefore = await context.cookies();
    let lost = 0;
    await page.route('**/api/auth/refresh', async (route) => {
      await route.fetch();
      await context.clearCookies();
      await context.addCookies(cookiesBefore);
      lost += 1;
      await route.abort('connectionreset');
    });
    const refused = page.waitForResponse(
      (r) => isAuthenticatedCall(r) && r.request().headers().authorization === `Bearer ${GARBAGE_TOKEN}`,
    );
    await page.getByRole('link', { name: 'Quotes' }).first().click();
    expect((await refused).status()).toBe(401);
    await expect.poll(() => lost, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(pathOf(page), 'still signed in, on the page asked for').toBe('/dashboard/cargo-owner/quotes');
    expect((await storedSession(page)).user).not.toBeNull();

    // Back on a good connection: the cookie the browser still holds was traded seconds ago, and is
    // honoured once more.
    await page.unroute('**/api/auth/refresh');
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/refresh'), { timeout: 15_000 });
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/dashboard/cargo-owner/quotes');
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.token).not.toBe(GARBAGE_TOKEN);
  });

  test('a returning visitor in a new tab is signed in again by the refresh cookie', async ({ app }) => {
    const { page } = app;
    await signedInOwner(app);

    // A new tab has no session storage (no access token) but shares the cookie and local storage.
    const tab = await app.newTab();
    const refreshed = tab.waitForResponse((r) => r.url().includes('/api/auth/refresh'));
    await tab.goto('/dashboard/cargo-owner/quotes');
    expect((await refreshed).status()).toBe(200);
    await tab.waitForTimeout(300);
    expect(pathOf(tab)).toBe('/dashboard/cargo-owner/quotes');
    expect((await storedSession(tab)).token).toBeTruthy();
    await page.close();
  });

  test('a returning visitor whose refresh cookie is gone is sent home', async ({ app }) => {
    const { context } = app;
    await signedInOwner(app);
    await context.clearCookies();
    app.expectFailedResponse(401, '/api/auth/refresh');

    const tab = await app.newTab();
    await tab.goto('/dashboard/cargo-owner');
    await waitForPath(tab, '/');
    expect(await storedSession(tab)).toEqual({ token: null, user: null, remembered: null });
  });
});
