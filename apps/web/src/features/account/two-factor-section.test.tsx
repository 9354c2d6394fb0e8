import { DEFAULT_USER_SETTINGS } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { getSession, setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();

beforeAll(async () => {
  await Promise.all([
    import('./settings-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const status = (enabled: boolean, recoveryCodesLeft = enabled ? 10 : 0) =>
  json(200, { enabled, recoveryCodesLeft, required: false });

beforeEach(() => {
  setSession('token', makeUser({ role: 'transporter' }));
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user));
  network.on('GET /api/wallet', json(200, { wallet: null }));
  network.on('GET /api/settings', json(200, { ...DEFAULT_USER_SETTINGS, twoFactorAuth: false }));
});

const fill = (label: string, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
const twoFactorSwitch = () => screen.findByRole('switch', { name: 'Two-Factor Authentication' });

describe('the Two-Factor Authentication switch', () => {
  it('turns it on: password, then the QR code and the app’s code, then the recovery codes once', async () => {
    network.on('GET /api/account/two-factor', status(false));
    renderApp('/dashboard/transporter/settings');
    fireEvent.click(await twoFactorSwitch());

    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    network.once(
      'POST /api/account/two-factor/setup',
      json(200, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Njira:me?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrSvg:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M1 1.5h7"/></svg>',
      }),
    );
    fill('Current password', 'Str0ng!Passw0rd', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const scan = await screen.findByRole('dialog', { name: 'Scan the QR code' });
    const qr = within(scan).getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('viewBox')).toBe('0 0 29 29');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe('M1 1.5h7');
    expect(within(scan).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    network.once(
      'POST /api/account/two-factor/enable',
      json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid code' }),
    );
    fill('6-digit code', '111111', scan);
    fireEvent.click(within(scan).getByRole('button', { name: 'Turn on' }));
    expect((await within(scan).findByRole('alert')).textContent).toBe('Invalid code');

    network.once('POST /api/account/two-factor/enable', json(200, { recoveryCodes: CODES }));
    network.on('GET /api/account/two-factor', status(true));
    fill('6-digit code', '222222', scan);
    fireEvent.click(within(scan).getByRole('button', { name: 'Turn on' }));

    const saved = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const list = within(saved).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    const enable = network.calls.filter((c) => c.url === '/api/account/two-factor/enable');
    expect(enable.at(-1)?.body).toEqual({ currentPassword: 'Str0ng!Passw0rd', code: '222222' });
    // Escape does not lose them: only 'I have saved these codes' and Done close the dialog.
    fireEvent.keyDown(saved, { key: 'Escape' });
    const done = within(saved).getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(within(saved).getByLabelText('I have saved these codes'));
    fireEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(((await twoFactorSwitch()) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText(/10 of 10 recovery codes left/)).toBeTruthy();
  }, 15_000);

  it('turns it off with the password and a code; a wrong code is marked on its field', async () => {
    network.on('GET /api/account/two-factor', status(true, 7));
    renderApp('/dashboard/transporter/settings');
    const on = (await twoFactorSwitch()) as HTMLInputElement;
    expect(on.checked).toBe(true);
    fireEvent.click(on);
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    // The switch shows the server's state until the dialog has finished.
    const behind = screen.getByRole('switch', { name: 'Two-Factor Authentication', hidden: true });
    expect((behind as HTMLInputElement).checked).toBe(true);

    network.once(
      'POST /api/account/two-factor/disable',
      json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid code' }),
    );
    fill('Current password', 'Str0ng!Passw0rd', dialog);
    fill('Authentication code', '123456', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid code');
    expect(within(dialog).getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true');

    network.once(
      'POST /api/account/two-factor/disable',
      json(200, { ok: true, message: 'Two-factor sign-in is off.' }),
    );
    network.on('GET /api/account/two-factor', status(false));
    fill('Authentication code', 'abcde-fghjk', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(((await twoFactorSwitch()) as HTMLInputElement).checked).toBe(false));
    expect(network.calls.filter((c) => c.url === '/api/account/two-factor/disable').at(-1)?.body).toEqual({
      currentPassword: 'Str0ng!Passw0rd',
      code: 'abcde-fghjk',
    });
  }, 15_000);
});
