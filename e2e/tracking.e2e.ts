import { describe } from 'vitest';
import { DASHBOARD } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { signInElsewhere } from './support/elsewhere.ts';
import { env } from './support/env.ts';
import { expect, expectAccessible, test, VIEWPORTS } from './support/fixtures.ts';
import { acceptedShipmentViaApi, actorViaApi } from './support/shipment-setup.ts';
import { expectToast, shown } from './support/ui.ts';

const OWNER_HOME = DASHBOARD['cargo-owner'];
const CARRIER_HOME = DASHBOARD.transporter;
/** The bar: the owner's open page shows the truck within 30 s of the fix, without a reload. */
const LIVE_MS = 30_000;
/** Near Kapiri Mposhi, on the Great North Road. */
const KAPIRI = { latitude: -13.9714, longitude: 28.6692, accuracy: 35 };

async function apiStatus(path: string, token?: string): Promise<number> {
  const response = await fetch(`${env.baseUrl}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response.status;
}

describe('tracking', () => {
  test("the transporter shares the phone's position and moves the stage; the owner's open page shows Last seen live; the tracking link opens signed out with no names, phones or amounts, and stops when revoked", async ({
    app,
    browser,
  }) => {
    const { page } = app;
    const [owner, transporter, otherOwner, otherTransporter] = await Promise.all([
      actorViaApi('cargo-owner', 'owner'),
      actorViaApi('transporter', 'carrier'),
      actorViaApi('cargo-owner', 'other-owner'),
      actorViaApi('transporter', 'other-carrier'),
    ]);
    const shipmentId = await acceptedShipmentViaApi(owner, transporter, { amount: 13_750 });

    // The owner watches the shipment's page; a mark on the window tells a reload apart.
    await logIn(app, owner, OWNER_HOME);
    const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
    await page.goto(`/dashboard/cargo-owner/shipment/${shipmentId}`, { waitUntil: 'load' });
    await streamOpen;
    await shown(page.getByText('The transporter has not turned on location sharing for this shipment.'));
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await app.checkPage('owner shipment before sharing');

    // The transporter, on a phone that grants this site its location.
    const carrier = await signInElsewhere(browser, transporter, CARRIER_HOME, {
      viewport: VIEWPORTS.mobile,
      geolocation: KAPIRI,
      permissions: ['geolocation'],
    });
    try {
      const phone = carrier.page;
      await phone.goto(`/dashboard/transporter/shipment/${shipmentId}`, { waitUntil: 'load' });
      const toggle = await shown(phone.getByRole('switch', { name: 'Share my location' }));
      await shown(phone.getByText(/A web page cannot track with the screen off/));
      await toggle.check();
      await shown(phone.getByText('On: your position is sent once the cargo is picked up.'));
      await expectAccessible(phone, "the transporter's shipment page, sharing on");

      const reported = phone.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/shipments/${shipmentId}/positions`),
      );
      await phone.getByRole('combobox', { name: 'New stage' }).selectOption('AWAITING_PICKUP');
      await phone.getByRole('button', { name: 'Update Progress' }).click();
      await expectToast(phone, 'Progress updated successfully!');
      expect((await reported).status()).toBe(201);
      const sentAt = Date.now();
      await shown(phone.getByText(/^On: position sent at/));

      // The owner's page, never reloaded, shows where the truck was.
      await shown(page.getByText(/^Last seen (just now|\d+ min ago) near Kapiri Mposhi$/), LIVE_MS);
      expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
      await shown(page.getByText(/accurate to about 35 m/));
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      await app.checkPage('owner shipment, last seen');

      // Nobody else reads the positions.
      expect(await apiStatus(`/shipments/${shipmentId}/positions`, otherOwner.token)).toBe(404);
      expect(await apiStatus(`/shipments/${shipmentId}/positions`, otherTransporter.token)).toBe(404);
      expect(await apiStatus(`/shipments/${shipmentId}/positions`, owner.token)).toBe(200);
      expect(carrier.problems).toEqual([]);
    } finally {
      await carrier.close();
    }

    // The owner shares a tracking link for the consignee.
    await page.getByRole('button', { name: 'Share tracking link' }).click();
    const link = await shown(page.getByLabel('Tracking link'));
    const url = await link.inputValue();
    expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
    await shown(page.getByRole('button', { name: 'Stop sharing' }));

    // Opened signed out, at the gate: the route, the stage, Last seen; no names, phones or amounts.
    const gate = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: env.baseUrl });
    try {
      const consignee = await gate.newPage();
      await consignee.goto(new URL(url).pathname, { waitUntil: 'load' });
      await shown(consignee.getByRole('heading', { name: 'Kitwe to Lusaka', level: 1 }));
      await shown(consignee.getByText('Picked Up'));
      await shown(consignee.getByText(/^Last seen/));
      await shown(consignee.getByText('Expected Delivery'));
      const text = await consignee.locator('body').innerText();
      for (const secret of [
        owner.fullName,
        owner.companyName,
        owner.email,
        owner.phoneNumber,
        transporter.fullName,
        transporter.companyName,
        transporter.phoneNumber,
        '13,750',
        'K ',
      ]) {
        expect(text, secret).not.toContain(secret);
      }
      const api = await fetch(`${env.baseUrl}/api${new URL(url).pathname}`);
      const json = await api.text();
      for (const secret of [
        owner.fullName,
        transporter.companyName,
        owner.phoneNumber,
        '13750',
        shipmentId,
      ]) {
        expect(json, secret).not.toContain(secret);
      }
      await expectAccessible(consignee, 'the tracking page, signed out');

      // Stopped by the owner: the link answers not found.
      await page.getByRole('button', { name: 'Stop sharing' }).click();
      await expectToast(page, 'Tracking link stopped');
      expect(await apiStatus(new URL(url).pathname)).toBe(404);
      await consignee.reload({ waitUntil: 'load' });
      await shown(consignee.getByRole('heading', { name: 'Tracking link not found' }));
      await expectAccessible(consignee, 'the tracking page, stopped');
    } finally {
      await gate.close();
    }
  });
});
