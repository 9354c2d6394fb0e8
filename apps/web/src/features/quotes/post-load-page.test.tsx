import { WEIGHT_NOT_A_NUMBER } from '@njira/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { makeQuote, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';
import { makeCargoOwnerDashboard } from '../../testing/owner-factories.ts';

const network = installFakeNetwork();
const PATH = '/dashboard/cargo-owner/post-load';
const owner = makeUser({ role: 'cargo-owner', fullName: 'Mutinta Phiri' });

beforeAll(async () => {
  await Promise.all([
    import('./post-load-page.tsx'),
    import('../dashboard/cargo-owner-dashboard-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('t', owner);
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user ?? {}));
  network.on('GET /api/dashboard/cargo-owner', json(200, makeCargoOwnerDashboard()));
});
afterEach(() => toast.dismiss());

/** A date `days` from today, as the date input gives it. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const set = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidLoad() {
  set('Cargo Type', 'mining');
  set('Weight (tons)', '28.5');
  set('Cargo Description', 'Copper cathodes on pallets');
  set('Pickup City', 'Kitwe');
  set('Pickup Date', inDays(3));
  set('Pickup Address', 'Plot 12, Nkana East');
  set('Delivery City', 'Lusaka');
  set('Delivery Date', inDays(5));
  set('Delivery Address', 'Makeni warehouse 4');
  set('Maximum Budget (K)', '15000');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Post Load & Get Quotes' }));
const fieldError = (label: string) => {
  const control = screen.getByLabelText(label);
  const id = control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('Post New Load', () => {
  it('shows the four sections and the submit and cancel buttons', async () => {
    renderApp(PATH);
    for (const name of ['Cargo Details', 'Pickup Details', 'Delivery Details', 'Additional Information']) {
      expect(await screen.findByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/dashboard/cargo-owner');
    expect(screen.getByRole('button', { name: 'Post Load & Get Quotes' })).toBeTruthy();
  });

  it('offers the spec cargo types, and places picked by typing, grouped by country', async () => {
    renderApp(PATH);
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.text).slice(1);
    const pickup = await screen.findByRole('combobox', { name: 'Pickup City' });
    fireEvent.focus(pickup);
    fireEvent.change(pickup, { target: { value: 'lub' } });
    const list = screen.getByRole('listbox', { hidden: false });
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Chifunabuli's seat is Lubwe, so it matches too; each country is a labelled group of options.
    expect(names).toEqual(['Chifunabuli · Lubwe', 'Lubumbashi']);
    const congo = within(list).getByRole('group', { name: 'DR Congo' });
    expect(
      within(congo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lubumbashi']);
    expect(within(list).getByRole('group', { name: 'Zambia' })).toBeTruthy();
    expect(pickup.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]!.id);
    fireEvent.keyDown(pickup, { key: 'ArrowDown' });
    expect(pickup.getAttribute('aria-activedescendant')).toBe(within(congo).getByRole('option').id);
    fireEvent.keyDown(pickup, { key: 'Enter' });
    expect((pickup as HTMLInputElement).value).toBe('Lubumbashi');
    fireEvent.change(pickup, { target: { value: 'Solw' } });
    fireEvent.keyDown(pickup, { key: 'Enter' });
    expect((pickup as HTMLInputElement).value).toBe('Solwezi');
    expect(options('Cargo Type')).toEqual([
      'Mining',
      'Agricultural',
      'Construction',
      'Electronics',
      'Food',
      'Textiles',
      'Other',
    ]);
  });

  it('shows each required message on its field and the first as a toast, sending nothing', async () => {
    renderApp(PATH);
    await screen.findByLabelText('Pickup Date');
    submit();
    const toasts = await screen.findByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Please select both pickup and delivery dates')).toBeTruthy();
    expect(fieldError('Pickup Date')).toBe('Please select both pickup and delivery dates');
    expect(fieldError('Cargo Type')).toBe('Please fill in all required fields');
    expect(fieldError('Pickup City')).toBe('Please fill in all required fields');
    expect(fieldError('Delivery City')).toBe('Please fill in all required fields');
    expect(fieldError('Maximum Budget (K)')).toBe('Please enter a valid budget');
    expect(fieldError('Weight (tons)')).toBe('Please enter the cargo weight');
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a budget of 0 and a delivery before the pickup', async () => {
    renderApp(PATH);
    await screen.findByLabelText('Pickup Date');
    fillValidLoad();
    set('Maximum Budget (K)', '0');
    submit();
    await waitFor(() => expect(fieldError('Maximum Budget (K)')).toBe('Please enter a valid budget'));

    set('Maximum Budget (K)', '15000');
    set('Delivery Date', inDays(2));
    submit();
    await waitFor(() =>
      expect(fieldError('Delivery Date')).toBe('Delivery date must be on or after the pickup date'),
    );
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the road distance once both cities are chosen and the 20% / 80% budget preview', async () => {
    renderApp(PATH);
    await screen.findByLabelText('Pickup City');
    set('Pickup City', 'Kitwe');
    expect(screen.queryByText(/Road distance/)).toBeNull();
    set('Delivery City', 'Lusaka');
    expect(await screen.findByText(/Road distance: \d+ km/)).toBeTruthy();
    set('Maximum Budget (K)', '15000');
    const main = screen.getByRole('main');
    await waitFor(() => expect(main.textContent).toContain('K 3,000'));
    expect(main.textContent).toContain('K 12,000');
  });

  it.each([
    ['two decimals for all when the fee has ngwee', '12343', ['K 12,343.00', 'K 2,468.60', 'K 9,874.40']],
    ['whole kwacha when none has', '15000', ['K 15,000', 'K 3,000', 'K 12,000']],
  ])('shows the budget preview with %s', async (_case, typed, figures) => {
    renderApp(PATH);
    await screen.findByLabelText('Maximum Budget (K)');
    set('Maximum Budget (K)', typed);
    const preview = screen.getByRole('region', { name: 'Budget preview' });
    await waitFor(() => expect(within(preview).queryAllByRole('definition')).toHaveLength(3));
    expect(
      within(preview)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(figures);
  });

  it('sends the weight in kg, then says so and goes to the dashboard', async () => {
    network.on('POST /api/quotes', json(201, makeQuote()));
    const router = renderApp(PATH);
    await screen.findByLabelText('Pickup Date');
    fillValidLoad();
    submit();
    expect(await screen.findByText('Load posted successfully!')).toBeTruthy();
    expect(screen.getByText('Transporters can now bid on your load.')).toBeTruthy();
    const post = network.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      weight: 28_500,
      cargoType: 'mining',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      maxBudget: 15_000,
      pickupDate: inDays(3),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cargo-owner'));
  });

  it("takes '12,000' as Zambians write it, and says what is wrong with a weight of '2a8,5'", async () => {
    network.on('POST /api/quotes', json(201, makeQuote()));
    renderApp(PATH);
    await screen.findByLabelText('Pickup Date');
    fillValidLoad();
    set('Maximum Budget (K)', '12,000');
    const main = screen.getByRole('main');
    await waitFor(() => expect(main.textContent).toContain('K 2,400'));
    set('Weight (tons)', '2a8,5');
    submit();
    await waitFor(() => expect(fieldError('Weight (tons)')).toBe(WEIGHT_NOT_A_NUMBER));
    expect(fieldError('Maximum Budget (K)')).toBeFalsy();
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);

    set('Weight (tons)', '28.5');
    submit();
    expect(await screen.findByText('Load posted successfully!')).toBeTruthy();
    expect(network.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      maxBudget: 12_000,
      weight: 28_500,
    });
  });

  it('keeps an unsent draft across a reload, and forgets it once posted', async () => {
    renderApp(PATH);
    await screen.findByLabelText('Pickup Date');
    fillValidLoad();
    cleanup(); // the page is gone, as after a reload; only what the browser stored is left

    renderApp(PATH);
    await screen.findByLabelText('Pickup Date');
    expect((screen.getByLabelText('Cargo Description') as HTMLTextAreaElement).value).toBe(
      'Copper cathodes on pallets',
    );
    expect((screen.getByLabelText('Pickup City') as HTMLSelectElement).value).toBe('Kitwe');
    expect((screen.getByLabelText('Weight (tons)') as HTMLInputElement).value).toBe('28.5');

    network.on('POST /api/quotes', json(201, makeQuote()));
    submit();
    await screen.findByText('Load posted successfully!');
    expect(Object.keys(localStorage).some((key) => key.includes('post-load-draft'))).toBe(false);
  });

  it("sends 'Verified carriers only' when ticked, and false otherwise (ADR 026)", async () => {
    network.on('POST /api/quotes', json(201, makeQuote()));
    renderApp(PATH);
    await screen.findByLabelText('Pickup Date');
    fillValidLoad();
    const box = screen.getByLabelText('Verified carriers only') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    submit();
    await screen.findByText('Load posted successfully!');
    expect(network.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ verifiedOnly: true });
  });

  it("keeps every value after the server refuses, with 'Error posting load' and its message", async () => {
    network.on(
      'POST /api/quotes',
      json(400, { statusCode: 400, error: 'Bad Request', message: 'Pickup date cannot be in the past' }),
    );
    const router = renderApp(PATH);
    await screen.findByLabelText('Pickup Date');
    fillValidLoad();
    submit();
    expect(await screen.findByText('Error posting load')).toBeTruthy();
    expect(screen.getByText('Pickup date cannot be in the past')).toBeTruthy();
    expect((screen.getByLabelText('Pickup Address') as HTMLInputElement).value).toBe('Plot 12, Nkana East');
    expect((screen.getByLabelText('Maximum Budget (K)') as HTMLInputElement).value).toBe('15000');
    expect(screen.getByRole('button', { name: 'Post Load & Get Quotes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('keeps every value when the network fails', async () => {
    network.on('POST /api/quotes', () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp(PATH);
    await screen.findByLabelText('Pickup Date');
    fillValidLoad();
    submit();
    expect(await screen.findByText('Error posting load')).toBeTruthy();
    expect((screen.getByLabelText('Cargo Description') as HTMLTextAreaElement).value).toBe(
      'Copper cathodes on pallets',
    );
  });
});
