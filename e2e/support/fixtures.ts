import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from 'playwright-core';
import { test as base, expect } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/local.mjs';
import { env } from './env.ts';

export const VIEWPORTS = {
  mobile: { width: 360, height: 800 },
  desktop: { width: 1440, height: 900 },
} as const;

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts');
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})\b/;
const FAILED_CONNECTION = /^Failed to load resource: net::(ERR_[A-Z_]+)/;

export interface App {
  page: Page;
  context: BrowserContext;
  /** Every URL a page of this test asked for, in order. */
  requests: string[];
  /** Requests to anything but this machine: the app must not call third-party hosts. */
  nonLocalRequests(): string[];
  /**
   * Lets one kind of console error through: Chromium's 'Failed to load resource' line for a response
   * with this status from a URL containing `urlPart`. Any other console error fails the test.
   */
  expectFailedResponse(status: number, urlPart: string): void;
  /** The same for a request the test itself cuts off: Chromium's line naming this network error. */
  expectFailedConnection(error: `ERR_${string}`, urlPart: string): void;
  /** Opens `pathname` on the app under test, once it is interactive. */
  goto(pathname: string): Promise<void>;
  /** The page passes axe (no serious or critical violation); screenshots at 360 and 1440 px wide. */
  checkPage(label: string): Promise<void>;
  /** A second tab in the same browser context (shares cookies and local storage, not session storage). */
  newTab(): Promise<Page>;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/** Chromium's own PDF viewer (a built-in extension) and the resources it loads: no network. */
const PDF_VIEWER = ['chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/', 'chrome://resources/'];

export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  if (PDF_VIEWER.some((prefix) => url.startsWith(prefix))) return true;
  return LOCAL_HOSTS.has(hostname);
}

/**
 * Waits (up to 10 s) for running transitions and finite animations to end, e.g. a toast sliding in:
 * mid-fade colours are not what anyone reads. Endless ones (the flag carousel) are ignored.
 */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        // A list still showing the previous page while the next loads is dimmed and marked
        // aria-busy: what a person reads is the list once it has arrived.
        !document.querySelector('[aria-busy="true"]') &&
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined);
}

/** Fails with the id, help text and target nodes of every serious or critical axe violation. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const severeViolations = async () => {
    await settle(page);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let severe = await severeViolations();
  // Something may have started moving after the page settled (a live notification's toast fading
  // in, raised by another journey's action): what is still wrong once it has settled again is real.
  if (severe.length > 0) severe = await severeViolations();
  if (severe.length === 0) return;
  const lines = severe.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map(
        (n) =>
          `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
      )
      .join('\n');
    const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
  });
  throw new Error(`Accessibility violations on ${label}:\n${lines.join('\n')}`);
}

/** Screenshots for people to look at (never compared): the current page at both widths. */
async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const original = page.viewportSize();
  for (const [kind, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({
      path: path.join(ARTIFACTS, `${name}--${kind}-${size.width}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * `test` with two fixtures: `browser`, one Chromium per file, and `app`, a fresh browser context per
 * test that records requests and console errors. When the test ends the context closes and the
 * test fails on any unexpected console error, uncaught page error or request to a non-local host.
 */
export const test = base.extend<{ $file: { browser: Browser }; $test: { app: App } }>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const browser = await chromium.launch({ executablePath: env.chromePath, args: [...CHROMIUM_ARGS] });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  app: async ({ browser, task }, use) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: env.baseUrl });
    const problems: string[] = [];
    const accessibility: string[] = [];
    const requests: string[] = [];
    const allowed: { status: number; urlPart: string }[] = [];
    const allowedConnections: { error: string; urlPart: string }[] = [];
    const fileBase = slug(path.basename(task.file?.name ?? 'e2e').replace(/\.e2e\.ts$/, ''));
    let shots = 0;

    const watch = (page: Page) => {
      page.on('pageerror', (error) =>
        problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`),
      );
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const url = message.location().url ?? '';
        const status = Number(FAILED_RESOURCE.exec(text)?.[1]);
        if (status && allowed.some((a) => a.status === status && url.includes(a.urlPart))) return;
        const error = FAILED_CONNECTION.exec(text)?.[1];
        if (error && allowedConnections.some((a) => a.error === error && url.includes(a.urlPart))) return;
        problems.push(`console error on ${page.url()}: ${text}${url ? ` (${url})` : ''}`);
      });
    };
    context.on('page', watch);
    context.on('request', (request) => requests.push(request.url()));
    // Every page must be under the Content-Security-Policy, and break none of it.
    const csp: string[] = [];
    await context.exposeBinding('__reportCspViolation', ({ page }, text: string) =>
      csp.push(`${text} on ${page.url()}`),
    );
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        // Playwright runs a waitForFunction predicate with eval in the page; the CSP may block a
        // try, which it retries another way (microsoft/playwright#36982). Such a report comes
        // from no script of the page's own: only those are the app breaking its policy.
        if (e.blockedURI === 'eval' && !/^https?:\/\//.test(e.sourceFile)) return;
        const report = (window as unknown as { __reportCspViolation: (text: string) => void })
          .__reportCspViolation;
        void report(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || 'no source'})`,
        );
      });
    });
    context.on('response', (response) => {
      const url = response.url();
      // A blob: document (a dispute photo opened full size) has no headers: it inherits the policy of
      // the page that made it (HTML's policy container), so there is no header to look for.
      if (response.request().resourceType() === 'document' && isLocal(url) && !url.startsWith('blob:')) {
        if (!response.headers()['content-security-policy']) csp.push(`no Content-Security-Policy on ${url}`);
      }
    });
    const page = await context.newPage();

    const app: App = {
      page,
      context,
      requests,
      nonLocalRequests: () => requests.filter((url) => !isLocal(url)),
      expectFailedResponse: (status, urlPart) => {
        allowed.push({ status, urlPart });
      },
      expectFailedConnection: (error, urlPart) => {
        allowedConnections.push({ error, urlPart });
      },
      goto: async (pathname) => {
        await page.goto(pathname, { waitUntil: 'load' });
        // A prerendered page shows before its code runs; wait until it works, as a person would
        // (the app marks it: apps/web/src/app/start.tsx).
        await page.waitForFunction(() => performance.getEntriesByName('njira:interactive').length > 0);
      },
      checkPage: async (label) => {
        // Recorded, not thrown, so the rest of the journey still runs and reports its own findings.
        await expectAccessible(page, `${label} (${page.url()})`).catch((error: Error) => {
          accessibility.push(error.message);
        });
        shots += 1;
        if (!env.screenshots) return;
        await screenshots(
          page,
          `${fileBase}--${slug(task.name)}--${String(shots).padStart(2, '0')}-${slug(label)}`,
        );
      },
      newTab: () => context.newPage(),
    };

    await use(app);
    await context.close();
    const failures = [...accessibility];
    if (csp.length > 0) failures.push(`Content-Security-Policy:\n  ${csp.join('\n  ')}`);
    if (problems.length > 0) failures.push(`Unexpected console or page errors:\n  ${problems.join('\n  ')}`);
    const external = app.nonLocalRequests();
    if (external.length > 0)
      failures.push(`Requests to hosts other than this machine:\n  ${external.join('\n  ')}`);
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  },
});

export { expect };
