import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, isLocal, test, VIEWPORTS } from './support/fixtures.ts';
import { gone, pathOf, shown } from './support/ui.ts';

const COUNTRIES = [
  'Botswana',
  'Congo',
  'Kenya',
  'Malawi',
  'Mozambique',
  'Namibia',
  'Rwanda',
  'South Africa',
  'Tanzania',
  'Zambia',
  'Zimbabwe',
];
const HEADER_LINKS = ['Home', 'About', 'Services', 'Login', 'Get Started'];
const SERVICES = ['Fast Delivery', 'Real-Time Tracking', 'Flexible Pricing', '24/7 Support'];
const IMPACT: [string, string][] = [
  ['11+', 'Countries'],
  ['1000+', 'Deliveries'],
  ['24/7', 'Support'],
  ['98%', 'On-time'],
];

/** The header's painted background: its alpha is 0 while transparent, 1 once opaque. */
function headerAlpha(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((header) => {
    const colour = getComputedStyle(header).backgroundColor;
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length === 4 ? (parts[3] ?? 0) : parts.length === 3 ? 1 : 0;
  });
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
    window.dispatchEvent(new Event('scroll'));
  }, y);
}

describe('a visitor on the landing page', () => {
  test('sees every section, loaded from this server only', async ({ app }) => {
    const { page } = app;
    await app.goto('/');

    const header = page.getByRole('banner');
    for (const name of HEADER_LINKS) await shown(header.getByRole('link', { name, exact: true }));
    expect(await header.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await header.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href')).toBe(
      '/signup',
    );
    for (const [name, anchor] of [
      ['Home', '#home'],
      ['About', '#about'],
      ['Services', '#services'],
    ] as const) {
      expect(await header.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(anchor);
    }

    await shown(page.getByText('40+ Million Kilograms Delivered', { exact: true }));
    await shown(page.getByText('Your Trusted Partner for Seamless Shipping and Delivery', { exact: true }));
    for (const [value, label] of IMPACT) {
      await shown(page.locator('#home').getByText(value, { exact: true }));
      await shown(page.locator('#home').getByText(label, { exact: true }));
    }

    for (const service of SERVICES) await shown(page.getByRole('heading', { name: service, exact: true }));
    // Each service card offers 'Learn More', revealed when the card is hovered.
    const services = page.locator('#services');
    expect(await services.getByRole('link', { name: /^Learn More/ }).count(), 'a Learn More per card').toBe(
      4,
    );
    const firstCard = services.getByRole('listitem').filter({ hasText: SERVICES[0] });
    await firstCard.hover();
    await page.waitForFunction(
      (link) => link !== null && getComputedStyle(link).opacity === '1',
      await firstCard.getByRole('link', { name: /^Learn More/ }).elementHandle(),
    );
    await shown(page.getByRole('heading', { name: 'About Us', exact: true }));

    const team = page.getByRole('region', { name: 'Meet Our Team' });
    await shown(team);
    expect(await team.getByRole('listitem').count(), 'team cards').toBe(5);
    expect(await team.getByRole('heading', { level: 3 }).count(), 'names on the team cards').toBe(5);

    const countries = page.getByRole('region', { name: 'Countries We Delivered To' });
    await countries.waitFor({ state: 'attached' });
    for (const country of COUNTRIES) {
      // The flags slide in a loop and load lazily as they come near, so check the picture itself:
      // it must come from this server and be an image.
      const flag = countries.getByRole('img', { name: new RegExp(`\\b${country}\\b`) }).first();
      const src = await flag.evaluate(
        (img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
      );
      expect(isLocal(src), `${country}'s flag comes from this server: ${src}`).toBe(true);
      const picture = await page.request.get(src);
      expect(picture.status(), `${country}'s flag (${src})`).toBe(200);
      expect(picture.headers()['content-type'], `${country}'s flag (${src})`).toMatch(/^image\//);
      expect(await countries.getByText(country, { exact: true }).count(), `${country} named`).toBeGreaterThan(
        0,
      );
    }

    await shown(page.getByRole('heading', { name: 'Send us a message', exact: true }));
    await shown(page.getByText('1,000+ Users', { exact: true }));

    const footer = page.getByRole('contentinfo');
    await shown(footer.getByText(/Harare/).first());
    await shown(footer.getByText(/Lusaka/).first());

    await scrollTo(page, 0);
    await app.checkPage('landing');
    expect(app.requests.length).toBeGreaterThan(0);
    expect(app.nonLocalRequests(), 'the landing page must load nothing from third-party hosts').toEqual([]);
  });

  test('on a phone opens the menu toggle and finds the same links', async ({ app }) => {
    const { page } = app;
    await page.setViewportSize(VIEWPORTS.mobile);
    await app.goto('/');
    const header = page.getByRole('banner');

    // The desktop links are not shown at 360 px; the toggle is.
    expect(await header.getByRole('link', { name: 'About', exact: true }).isVisible()).toBe(false);
    const toggle = await shown(header.getByRole('button', { name: /menu/i }));
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const name of HEADER_LINKS) await shown(header.getByRole('link', { name, exact: true }));
    await app.checkPage('mobile menu open');

    await toggle.click();
    await gone(header.getByRole('link', { name: 'About', exact: true }));

    // The menu's links work: Login leads to the sign-in screen.
    await toggle.click();
    await header.getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(page)).toBe('/login');
  });

  test('sees the header turn opaque once scrolled more than 20 px', async ({ app }) => {
    const { page } = app;
    await app.goto('/');
    const header = page.getByRole('banner');
    await shown(header);
    expect(await headerAlpha(page), 'transparent over the hero').toBe(0);
    expect(await header.getAttribute('data-scrolled')).toBe('false');

    await scrollTo(page, 15);
    await page.waitForTimeout(350);
    expect(await headerAlpha(page), 'still transparent at 15 px').toBe(0);
    expect(await header.getAttribute('data-scrolled')).toBe('false');

    await scrollTo(page, 200);
    await page.waitForFunction(
      () => document.querySelector('header')?.getAttribute('data-scrolled') === 'true',
    );
    await page.waitForFunction(() => {
      const colour = getComputedStyle(document.querySelector('header') as Element).backgroundColor;
      const parts = colour.match(/[\d.]+/g) ?? [];
      return parts.length === 3 || parts[3] === '1';
    });
    expect(await headerAlpha(page), 'opaque after scrolling').toBe(1);

    await scrollTo(page, 0);
    await page.waitForFunction(
      () => document.querySelector('header')?.getAttribute('data-scrolled') === 'false',
    );
  });

  test('must fill in the contact form, which sends a valid message to the platform and clears', async ({
    app,
  }) => {
    const { page } = app;
    await app.goto('/');
    // As a visitor does: scroll down to the section; the form's code arrives as it comes near.
    await page
      .locator('#contact')
      .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const form = page.locator('#contact form');
    await form.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const name = form.getByLabel('Name', { exact: true });
    const email = form.getByLabel('Email', { exact: true });
    const message = form.getByLabel('Message', { exact: true });
    const send = form.getByRole('button', { name: /send/i });

    for (const field of [name, email, message]) {
      expect(await field.evaluate((el) => (el as HTMLInputElement).required), 'marked required').toBe(true);
    }

    await send.click();
    for (const field of [name, email, message]) {
      await page.waitForFunction(
        (el) => el?.getAttribute('aria-invalid') === 'true',
        await field.elementHandle(),
      );
    }
    expect(await form.getByRole('alert').count(), 'one message per empty field').toBe(3);
    await app.checkPage('contact form errors');

    await name.fill('Chipo Zulu');
    await email.fill('not-an-email');
    await message.fill('Do you carry copper cathodes to Dar es Salaam?');
    await send.click();
    await page.waitForFunction(
      (el) => el?.getAttribute('aria-invalid') === 'true',
      await email.elementHandle(),
    );

    await email.fill('chipo@example.com');
    const before = app.requests.length;
    await send.click();
    for (const field of [name, email, message]) {
      await page.waitForFunction((el) => (el as HTMLInputElement).value === '', await field.elementHandle());
    }
    expect(await form.getByRole('alert').count(), 'no field error left').toBe(0);
    const calls = app.requests.slice(before).filter((url) => new URL(url).pathname.startsWith('/api'));
    expect(
      calls.map((url) => new URL(url).pathname),
      'submitting the contact form sends it, once',
    ).toEqual(['/api/contact']);
    await shown(page.getByText('Message sent!'));
  });
});
