import { describe } from 'vitest';
import { logIn } from './support/auth-flows.ts';
import { type App, expect, test } from './support/fixtures.ts';
import {
  acceptedShipmentViaApi,
  actorViaApi,
  biddedLoadViaApi,
  deliverViaApi,
  quoteBidsViaApi,
  ratedShipmentViaApi,
  rateViaApi,
} from './support/shipment-setup.ts';
import { expectToast, gone, shown, waitForPath } from './support/ui.ts';

const shortId = (id: string) => id.slice(-8).toUpperCase();

/** axe and screenshots from the top of the page, so the fixed shell sits where a person sees it. */
async function checkFromTop(app: App, label: string): Promise<void> {
  await app.page.evaluate(() => window.scrollTo(0, 0));
  await app.checkPage(label);
}

describe('ratings, both ways', () => {
  test('the transporter rates the owner from Completed deliveries, the owner rates back, and the owner sees it beside the next bid', async ({
    app,
  }) => {
    const { page } = app;
    // Set up through the API: a load posted, bid on, accepted and delivered.
    const [owner, transporter] = await Promise.all([
      actorViaApi('cargo-owner', 'owner'),
      actorViaApi('transporter', 'hauler'),
    ]);
    const shipmentId = await acceptedShipmentViaApi(owner, transporter, { amount: 12_000 });
    await deliverViaApi(transporter, shipmentId, owner);
    const title = `Shipment #${shortId(shipmentId)}`;

    // The transporter finds it under Completed and rates the cargo owner.
    await logIn(app, transporter, '/dashboard/transporter');
    await app.goto('/dashboard/transporter/deliveries');
    await page.getByRole('tab', { name: 'Completed (1)' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await shown(card);
    await card.getByRole('button', { name: 'Rate Cargo Owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate Cargo Owner' });
    await shown(dialog);
    await shown(dialog.getByText(new RegExp(`How did ${owner.companyName} do`)));

    // Sending without stars is refused in the dialog; then stars by keyboard: Tab in, arrows.
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await shown(dialog.getByText('Please choose from 1 to 5 stars'));
    await dialog.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await gone(dialog.getByText('Please choose from 1 to 5 stars'));
    await app.checkPage('stars chosen by keyboard');
    const comment = 'Loads ready on time, paperwork in order';
    await dialog.getByLabel('Comment (optional)').fill(comment);
    await shown(dialog.getByText(`${comment.length}/500 characters`));
    await checkFromTop(app, 'rate cargo owner dialog');
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await expectToast(page, 'Thank you for your rating!');
    await gone(dialog);
    const rated = card.getByRole('button', { name: /^Rated/ });
    await shown(rated);
    expect(await rated.isDisabled()).toBe(true);
    expect(await rated.textContent()).toContain('Rated ★ 4');
    await checkFromTop(app, 'my deliveries, rated');

    // The shipment page shows the owner's new average on its contact card, and Rated there too.
    await card.getByRole('link', { name: 'View Details' }).click();
    await waitForPath(page, `/dashboard/transporter/shipment/${shipmentId}`);
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    await shown(page.getByText('4.0 (1 rating)'));
    expect(await page.getByRole('button', { name: /^Rated/ }).isDisabled()).toBe(true);
    await checkFromTop(app, 'shipment page, owner rated');

    const ownersView = await ratedShipmentViaApi(owner, shipmentId);
    expect(ownersView.cargoOwner.rating).toEqual({ average: 4, count: 1 });
    expect(ownersView.myRating).toBeNull();

    // The owner rates the transporter through the API (its My Shipments screen is another branch's).
    await rateViaApi(owner, shipmentId, { stars: 5, comment: 'Careful with the cathodes' });

    // The transporter's bid on the owner's next load carries that rating, for the owner.
    const quoteId = await biddedLoadViaApi(owner, transporter);
    const quote = await quoteBidsViaApi(owner, quoteId);
    expect(quote.bids).toHaveLength(1);
    expect(quote.bids[0]?.transporter).toMatchObject({
      companyName: transporter.companyName,
      rating: { average: 5, count: 1 },
    });

    // The transporter's profile shows its own figure.
    await app.goto('/dashboard/transporter/profile');
    await shown(page.getByText('5.0 (1 rating)'));
    await checkFromTop(app, 'transporter profile with rating');
  });
});
