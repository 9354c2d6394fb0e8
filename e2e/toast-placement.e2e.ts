import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { DEMO, newAccount } from './support/accounts.ts';
import { fillSignup, logIn, signupForm } from './support/auth-flows.ts';
import { expect, settle, test, VIEWPORTS } from './support/fixtures.ts';
import { actorViaApi, postLoadViaApi } from './support/shipment-setup.ts';
import { shown } from './support/ui.ts';

/*
 * Issue 28, item 8: a toast must not cover what a person needs next. It used to sit top right, over
 * the header's bell and name at 1440 px and over the bid dialog's title and close button at 360 px.
 */

type Box = { x: number; y: number; width: number; height: number };

const PHONE = { width: 360, height: 740 };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await (await shown(locator)).boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** Opens the load's bid dialog and submits it empty: the 'Validation Error' toast appears. */
async function validationToast(page: Page, quoteId: string): Promise<{ dialog: Locator; toast: Locator }> {
  // A fresh page each time: no toast left from logging in or from the other width.
  await page.goto(`/dashboard/transporter/quote/${quoteId}`);
  await page.getByRole('button', { name: 'Place Bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place Bid' });
  await shown(dialog.getByLabel('Bid Amount (K)'));
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await shown(dialog.getByText('Please fill in all required fields', { exact: true }));
  // A modal dialog hides the rest of the page from the accessibility tree, the toaster too.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Validation Error' });
  await shown(toast);
  expect(await toast.count(), 'one toast on screen').toBe(1);
  await settle(page);
  return { dialog, toast };
}

/**
 * The toast (with its close button, which sticks out of its corner) overlaps none of the controls,
 * each measured where a person sees it: scrolled into view in a dialog too tall for the phone.
 */
async function expectUncovered(toast: Locator, controls: Record<string, Locator>): Promise<void> {
  for (const [name, control] of Object.entries(controls)) {
    await control.scrollIntoViewIfNeeded();
    await settle(toast.page());
    const toastBox = union(await boxOf(toast), await boxOf(toast.locator('[data-close-button]')));
    const box = await boxOf(control);
    expect(
      overlaps(toastBox, box),
      `the toast ${JSON.stringify(toastBox)} covers ${name} ${JSON.stringify(box)}`,
    ).toBe(false);
  }
}

describe('toasts', () => {
  test('on a phone a toast covers neither the signup page’s Create Account button nor the field to fix (issue 40)', async ({
    app,
  }) => {
    const { page } = app;
    await page.setViewportSize(PHONE);
    await app.goto('/signup');
    const submit = signupForm(page).submit;
    /** Scrolled as a person reaches the button: at the bottom of the screen, in the toasts' lane. */
    const pressSubmit = async () => {
      await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      await submit.click();
    };
    const expectClear = async (title: string) => {
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
      await shown(toast);
      await settle(page);
      const toastBox = union(await boxOf(toast), await boxOf(toast.locator('[data-close-button]')));
      for (const [name, control] of Object.entries({
        'the focused field': page.locator('input:focus'),
        submit,
      })) {
        const box = (await control.count()) > 0 ? await control.boundingBox() : null;
        // Off the screen (scrolled away from) is not covered.
        if (!box || box.y + box.height <= 0 || box.y >= PHONE.height) continue;
        expect(
          overlaps(toastBox, box),
          `the toast ${JSON.stringify(toastBox)} covers ${name} ${JSON.stringify(box)}`,
        ).toBe(false);
      }
      await page.locator('[data-sonner-toast] [data-close-button]').first().click();
    };

    // A failed check: the toast keeps clear of the first field to fix, which is focused.
    await pressSubmit();
    await expectClear('Validation Error');
    // The server's refusal (an e-mail already used): the button stays where it was pressed.
    app.expectFailedResponse(409, '/api/auth/signup');
    await fillSignup(page, { ...newAccount('toasts'), email: DEMO.transporter.email }, 'transporter');
    await pressSubmit();
    await expectClear('Signup failed');
  });

  test('a validation error toast covers neither the bid dialog on a phone nor the header on a desktop', async ({
    app,
  }) => {
    const { page } = app;
    const owner = await actorViaApi('cargo-owner', 'toasts');
    const load = await postLoadViaApi(owner, { cargoDescription: 'Maize in 50 kg bags' });
    await logIn(app, DEMO.transporter, DEMO.transporter.dashboard);

    await page.setViewportSize(PHONE);
    const phone = await validationToast(page, load.id);
    await page.screenshot({ path: '/tmp/toast-360.png' });
    await expectUncovered(phone.toast, {
      'the dialog title': phone.dialog.getByRole('heading', { name: 'Place Bid' }),
      'the close button': phone.dialog.getByRole('button', { name: 'Close' }),
      'the Place Bid button': phone.dialog.getByRole('button', { name: 'Place Bid' }),
      'the Cancel button': phone.dialog.getByRole('button', { name: 'Cancel' }),
    });
    await page.screenshot({ path: '/tmp/toast-360-buttons.png' });

    await page.setViewportSize(VIEWPORTS.desktop);
    const desktop = await validationToast(page, load.id);
    await page.screenshot({ path: '/tmp/toast-1440.png' });
    // The header is behind the dialog's overlay, but in view: the toast must not hide it either.
    const header = page.locator('header');
    await expectUncovered(desktop.toast, {
      'the bell': header.locator('button[aria-label^="Notifications"]'),
      'the profile link': header.locator('a[href="/dashboard/transporter/profile"]'),
      'the dialog title': desktop.dialog.getByRole('heading', { name: 'Place Bid' }),
      'the close button': desktop.dialog.getByRole('button', { name: 'Close' }),
      'the Place Bid button': desktop.dialog.getByRole('button', { name: 'Place Bid' }),
      'the Cancel button': desktop.dialog.getByRole('button', { name: 'Cancel' }),
    });
  });
});
