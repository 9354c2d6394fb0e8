import { describe } from 'vitest';
import { DEMO } from './support/accounts.ts';
import { privateDeployment } from './support/deployment.ts';
import { env } from './support/env.ts';
import { expect, test, VIEWPORTS } from './support/fixtures.ts';
import { shown, toasts } from './support/ui.ts';

/** What the server sends for a page, before any browser or script touches it. */
async function rawPage(pathname: string): Promise<string> {
  const res = await fetch(`${env.baseUrl}${pathname}`, { headers: { accept: 'text/html' } });
  expect(res.status, pathname).toBe(200);
  return res.text();
}

const LANDING_TEXT = [
  'Move freight across Africa with trusted local truckers',
  '40+ Million Kilograms Delivered',
  'Your Trusted Partner for Seamless Shipping and Delivery',
  'Fast Delivery',
  'Real-Time Tracking',
  'Meet Our Team',
  'Countries We Delivered To',
  'Send us a message',
  '+260 97 123 4567',
  'hello@njira.co.zm',
  '1,000+ Users',
  'Lusaka',
  'Harare',
];
const LOGIN_TEXT = ['Welcome back', 'Email', 'Password', 'Forgot password?', 'Sign In', 'Sign Up'];
const SIGNUP_TEXT = [
  'Create your account',
  'Transporter',
  'Cargo Owner',
  'Full name',
  'Company name',
  'Phone number',
  'Create Account',
];

describe('the public pages before any JavaScript runs', () => {
  test.for([
    ['/', LANDING_TEXT],
    ['/login', LOGIN_TEXT],
    ['/signup', SIGNUP_TEXT],
  ] as const)('%s arrives as HTML with its content, and no inline script', async ([pathname, texts]) => {
    const html = await rawPage(pathname);
    for (const text of texts) expect(html, `${pathname} contains "${text}"`).toContain(`>${text}<`);
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      expect(tag, `${pathname}: scripts come from files (the CSP allows no inline script)`).toMatch(
        /\ssrc="/,
      );
    }
    // No web font (ADR 033): the page names no font file to fetch.
    expect(html).not.toMatch(/\.woff2/);
  });

  test('any other path gets the empty app shell, not a prerendered page', async () => {
    const html = await rawPage('/dashboard/transporter/loads');
    expect(html).toContain('<div id="root"></div>');
  });

  test('paint with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: env.baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await shown(page.getByRole('heading', { level: 1, name: LANDING_TEXT[0] }));
      await shown(page.getByRole('link', { name: 'hello@njira.co.zm' }));
      await page.goto('/login');
      await shown(page.getByRole('button', { name: 'Sign In' }));
      await page.goto('/signup');
      await shown(page.getByRole('button', { name: 'Create Account' }));
    } finally {
      await context.close();
    }
  });
});

describe('every response from the server', () => {
  async function assetOf(pathname: string): Promise<string> {
    const src = /<script type="module" crossorigin src="([^"]+)"/.exec(await rawPage(pathname))?.[1];
    if (!src) throw new Error(`${pathname} names no script`);
    return src;
  }

  test('carries the security headers: a page, an asset and an API response', async () => {
    for (const url of ['/', await assetOf('/'), '/api/health']) {
      const res = await fetch(`${env.baseUrl}${url}`, {
        headers: { accept: url === '/' ? 'text/html' : '*/*' },
      });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    }
  });

  test('sends assets brotli or gzip as the browser accepts, and API JSON too, with Vary', async () => {
    const asset = await assetOf('/');
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${env.baseUrl}${asset}`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding'), asset).toBe(encoding);
      expect(res.headers.get('vary'), asset).toContain('accept-encoding');
    }
    const login = await fetch(`${env.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.transporter.email, password: DEMO.transporter.password }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const loads = await fetch(`${env.baseUrl}/api/quotes/active`, {
      headers: { authorization: `Bearer ${access_token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(loads.status).toBe(200);
    expect(loads.headers.get('content-encoding')).toBe('br');
    expect(loads.headers.get('vary')).toContain('accept-encoding');
    expect(Array.isArray(await loads.json())).toBe(true);
  });
});

describe('the installable app', () => {
  test('registers its service worker, and a second visit offline still paints the landing', async ({
    app,
  }) => {
    const { page, context } = app;
    // No hero clip: it plays from the network only, and this visit is offline.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await app.goto('/');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href ? ((await (await fetch(href)).json()) as { name: string; start_url: string }) : null;
    });
    expect(manifest).toMatchObject({ start_url: '/' });
    // The visitor reads the page to its end. The pictures are not precached: the worker keeps the
    // ones shown (those before it started from the HTTP cache, app/service-worker.ts).
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const shown = performance
              .getEntriesByType('resource')
              .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'img')
              .map((e) => e.name);
            const kept = await Promise.all(shown.map((url) => caches.match(url)));
            return shown.length > 0 && kept.every(Boolean);
          }),
        { timeout: 15_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await app.goto('/');
    await shown(page.getByRole('heading', { level: 1, name: LANDING_TEXT[0] }));
    await shown(page.getByRole('link', { name: 'hello@njira.co.zm' }));
    await app.checkPage('landing offline');
    // Its code came from the cache too: on a phone, the menu opens.
    await page.setViewportSize(VIEWPORTS.mobile);
    const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await context.setOffline(false);
  });
});

describe('a new deploy', () => {
  test('is announced with a prompt, and Reload brings the new version in', async ({ app }) => {
    const { page } = app;
    const deployment = await privateDeployment();
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no hero clip, which would outlive the deployment
    try {
      await page.goto(`${deployment.url}/`, { waitUntil: 'load' });
      const registration = () =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.ready;
          return { active: Boolean(r.active), waiting: Boolean(r.waiting) };
        });
      expect(await registration()).toEqual({ active: true, waiting: false });
      // The visit after: the page is now the service worker's, which a new version has to wait for.
      await page.reload({ waitUntil: 'load' });
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

      deployment.shipNewVersion();
      // Browsers look for a new version on navigation and, in a long-open tab, every hour (see
      // app/service-worker.ts); ask now.
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const prompt = toasts(page)
        .getByRole('listitem')
        .filter({ hasText: 'A new version of Njira is ready' });
      await shown(prompt);
      expect(await registration(), 'the new version waits for the visitor').toEqual({
        active: true,
        waiting: true,
      });
      await app.checkPage('update prompt');

      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await shown(page.getByRole('heading', { level: 1, name: LANDING_TEXT[0] }));
      expect(await registration(), 'the new version took over').toEqual({ active: true, waiting: false });
      expect(await toasts(page).getByText('A new version of Njira is ready').count()).toBe(0);
    } finally {
      await deployment.close();
    }
  });
});
