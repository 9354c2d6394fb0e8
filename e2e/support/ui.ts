import type { Locator, Page } from 'playwright-core';

const WAIT_MS = 10_000;

/** Waits for the element to be visible; the error names the locator when it never shows. */
export async function shown(locator: Locator, timeout = WAIT_MS): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits for the element to be hidden or gone. */
export async function gone(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** The toaster's live region (sonner, labelled 'Notifications'). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ });
}

/** A toast with this title (and description, if given) appears. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const region = toasts(page);
  const toast = region.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  await shown(toast.first());
  if (description !== undefined) {
    await shown(toast.getByText(description, { exact: typeof description === 'string' }).first());
  }
}

/** Waits until the location's path is `pathname` (the app redirects after 500 ms, or on a guard). */
export async function waitForPath(page: Page, pathname: string, timeout = WAIT_MS): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * On the transporter's shipment page with Delivered chosen: the proof as a driver gives it at the
 * gate (the receiver's code, the name, a photo from the camera), the unusual delivery confirmed when
 * the page asks, then Mark Delivered.
 */
export async function fillDeliveryProof(page: Page, code: string, photo: Buffer): Promise<void> {
  await page.getByLabel("Receiver's delivery code").fill(code);
  await page.getByLabel("Receiver's name").fill('Mary Mwale');
  await page
    .getByLabel('Photo of the signed delivery note or the goods')
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  const unusual = page.getByLabel('Yes, the goods were delivered');
  if ((await unusual.count()) > 0) await unusual.check();
  await page.getByRole('button', { name: 'Mark Delivered' }).click();
}
