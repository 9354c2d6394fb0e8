import { describe } from 'vitest';
import { logIn } from './support/auth-flows.ts';
import { type App, expect, test } from './support/fixtures.ts';
import {
  acceptedShipmentViaApi,
  actorViaApi,
  deliveryCodeViaApi,
  deliveryPhoto,
  shipmentViaApi,
} from './support/shipment-setup.ts';
import { expectToast, fillDeliveryProof, gone, shown, waitForPath } from './support/ui.ts';

const shortId = (id: string) => id.slice(-8).toUpperCase();

/** axe and screenshots from the top of the page, so the fixed shell sits where a person sees it. */
async function checkFromTop(app: App, label: string): Promise<void> {
  await app.page.evaluate(() => window.scrollTo(0, 0));
  await app.checkPage(label);
}

describe('a transporter runs a delivery from My Deliveries and the shipment page', () => {
  test('confirms pickup, moves it to In Transit and Near Destination, names the driver, marks it delivered', async ({
    app,
  }) => {
    const { page } = app;
    // Set up through the API: a fresh owner posts a load, a fresh transporter bids, the owner accepts.
    const [owner, transporter] = await Promise.all([
      actorViaApi('cargo-owner', 'owner'),
      actorViaApi('transporter', 'hauler'),
    ]);
    const shipmentId = await acceptedShipmentViaApi(owner, transporter, { amount: 12_500 });
    const title = `Shipment #${shortId(shipmentId)}`;

    await logIn(app, transporter, '/dashboard/transporter');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deliveries' }).click();
    await waitForPath(page, '/dashboard/transporter/deliveries');
    await shown(page.getByRole('heading', { name: 'My Deliveries', level: 1 }));
    await shown(page.getByText('Track and manage your delivery orders'));

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await shown(card);
    await shown(page.getByRole('tab', { name: 'Active (1)' }));
    await shown(page.getByRole('tab', { name: 'Completed (0)' }));
    await shown(page.getByText('K 12.5K'));
    await shown(card.getByText('Pending Pickup'));
    await shown(card.getByText(owner.companyName));
    await checkFromTop(app, 'my deliveries, pending pickup');

    // The search is the server's: by the short id, and one that matches nothing.
    const search = page.getByRole('searchbox', { name: 'Search deliveries' });
    await search.fill(shortId(shipmentId).toLowerCase());
    await shown(card);
    await search.fill('no-such-delivery-xyz');
    await shown(page.getByText('No deliveries match your search.'));
    await search.fill('');
    await shown(card);

    // Confirm Pickup, after a confirmation.
    await card.getByRole('button', { name: 'Confirm Pickup' }).click();
    const pickup = page.getByRole('dialog', { name: 'Confirm pickup?' });
    await shown(pickup);
    await checkFromTop(app, 'confirm pickup dialog');
    await pickup.getByRole('button', { name: 'Confirm Pickup' }).click();
    await expectToast(page, 'Progress updated successfully!');
    await gone(pickup);
    await shown(card.getByText('Picked Up'));
    expect(await card.getByRole('button', { name: 'Pickup Confirmed' }).isDisabled()).toBe(true);

    // On the shipment page: In Transit with a location and a note.
    await card.getByRole('link', { name: 'Track Shipment' }).click();
    await waitForPath(page, `/dashboard/transporter/shipment/${shipmentId}`);
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    const stage = page.getByLabel('New stage');
    const location = page.getByLabel('Location (optional)');
    const notes = page.getByLabel('Notes (optional)');
    expect(await stage.locator('option').allTextContents()).toEqual([
      'Select the next stage',
      'In Transit (50%)',
      'Near Destination (80%)',
      'Delivered (100%)',
    ]);
    await stage.selectOption('IN_TRANSIT');
    await location.fill('  Kapiri Mposhi ');
    await notes.fill('Left the mine at dawn');
    await page.getByRole('button', { name: 'Update Progress' }).click();
    await expectToast(page, 'Progress updated successfully!');
    await shown(page.getByText(`Completed by ${transporter.companyName}`).first());
    await shown(page.getByText('Kapiri Mposhi', { exact: true }));
    await shown(
      page
        .getByRole('list', { name: 'Delivery Progress' })
        .getByText('Left the mine at dawn', { exact: true }),
    );
    expect(await location.inputValue()).toBe('');
    expect(await notes.inputValue()).toBe('');
    expect(await stage.inputValue()).toBe('');

    // Then Near Destination, which becomes the current stage.
    await stage.selectOption('IN_TRANSIT_NEAR');
    await page.getByRole('button', { name: 'Update Progress' }).click();
    await expectToast(page, 'Progress updated successfully!');
    const near = page.getByRole('listitem').filter({ hasText: /^Near Destination/ });
    await shown(near.getByText('Current', { exact: true }));
    expect(await stage.locator('option').allTextContents()).toEqual([
      'Select the next stage',
      'Delivered (100%)',
    ]);

    // Driver & Vehicle: saved, then shown as a card.
    await page.getByLabel('Driver name').fill('Joseph Phiri');
    await page.getByLabel('Driver phone').fill('+260 97 700 1234');
    await page.getByLabel('Truck number').fill('ABZ 1234');
    await page.getByRole('button', { name: 'Save Driver Details' }).click();
    await expectToast(page, 'Driver details saved');
    await shown(page.getByText('Joseph Phiri', { exact: true }));
    await shown(page.getByRole('button', { name: 'Edit' }));
    await gone(page.getByLabel('Driver name'));
    await checkFromTop(app, 'shipment near destination');

    // Back to My Deliveries: Mark Delivered, and find it under Completed.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deliveries' }).click();
    await waitForPath(page, '/dashboard/transporter/deliveries');
    await shown(card.getByText('In Transit'));
    // Mark Delivered opens the shipment with Delivered chosen and its proof asked for (issue 39).
    await card.getByRole('link', { name: 'Mark Delivered' }).click();
    await waitForPath(page, `/dashboard/transporter/shipment/${shipmentId}`);
    await expect.poll(() => page.getByRole('combobox', { name: 'New stage' }).inputValue()).toBe('DELIVERED');
    await fillDeliveryProof(page, await deliveryCodeViaApi(owner, shipmentId), await deliveryPhoto());
    await expectToast(page, 'Progress updated successfully!');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deliveries' }).click();
    await waitForPath(page, '/dashboard/transporter/deliveries');
    await shown(page.getByText('No Active Deliveries'));
    await page.getByRole('tab', { name: 'Completed (1)' }).click();
    await shown(card.getByText('Delivered'));
    await shown(card.getByText(/^Completed: /));
    await shown(card.getByRole('button', { name: 'Download Receipt' }));
    await checkFromTop(app, 'my deliveries, completed');

    const stored = await shipmentViaApi(owner, shipmentId);
    expect(stored).toMatchObject({ status: 'DELIVERED', progress: 100, driverName: 'Joseph Phiri' });

    // The delivered shipment's page offers no more stages.
    await card.getByRole('link', { name: 'View Details' }).click();
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    await shown(
      page
        .getByRole('listitem')
        .filter({ hasText: /^Delivered/ })
        .getByText('Current', { exact: true }),
    );
    expect(await page.getByLabel('New stage').count()).toBe(0);
    await checkFromTop(app, 'shipment delivered');
  });

  test('a shipment that is not one of yours is not found', async ({ app }) => {
    const { page } = app;
    const [owner, hauler, rival] = await Promise.all([
      actorViaApi('cargo-owner', 'owner'),
      actorViaApi('transporter', 'hauler'),
      actorViaApi('transporter', 'rival'),
    ]);
    const shipmentId = await acceptedShipmentViaApi(owner, hauler);
    app.expectFailedResponse(404, `/api/shipments/${shipmentId}`);

    await logIn(app, rival, '/dashboard/transporter');
    // The rival's own deliveries: none, and the other transporter's shipment is not among them.
    await app.goto('/dashboard/transporter/deliveries');
    await shown(page.getByText('No Active Deliveries'));
    await shown(page.getByText('Check Available Loads to find new deliveries.'));
    await shown(page.getByRole('tab', { name: 'Completed (0)' }));
    // Total Value: 'K 0', not 'K 0.0K'.
    await expect
      .poll(() => page.getByRole('region', { name: 'Delivery summary' }).innerText())
      .toMatch(/Total Value\s+K 0$/);
    await checkFromTop(app, 'my deliveries, empty');

    await app.goto(`/dashboard/transporter/shipment/${shipmentId}`);
    await shown(page.getByRole('heading', { name: 'Shipment not found' }));
    await checkFromTop(app, 'shipment not found');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(page, '/dashboard/transporter');
  });
});
