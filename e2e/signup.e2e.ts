import { describe } from 'vitest';
import { DASHBOARD, newAccount, type SignupRole } from './support/accounts.ts';
import { fillSignup, ROLE_LABEL, signupForm, storedSession } from './support/auth-flows.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast, gone, shown, waitForPath } from './support/ui.ts';

const REQUIRED = [
  'Full name is required',
  'Email is required',
  'Password is required',
  'Company name is required',
  'Phone number is required',
];

describe('signing up', () => {
  test.for<SignupRole>(['transporter', 'cargo-owner'])(
    'a new %s signs up and lands on their dashboard',
    async (role, { app }) => {
      const { page } = app;
      const account = newAccount(role);
      await app.goto('/signup');
      const form = signupForm(page);
      await shown(form.submit);
      expect(await form.role('transporter').isChecked(), 'Transporter is the default role').toBe(true);
      await app.checkPage('sign-up form');

      await fillSignup(page, account, role);
      await form.submit.click();
      await expectToast(page, 'Account created!');
      await waitForPath(page, DASHBOARD[role]);

      const session = await storedSession(page);
      expect(session.token, 'access_token in session storage').toBeTruthy();
      expect(JSON.parse(session.user ?? '{}')).toMatchObject({ email: account.email, role });
      expect(JSON.parse(session.remembered ?? '{}')).toMatchObject({ email: account.email });
      await shown(page.getByRole('main'));
      await app.checkPage(`${ROLE_LABEL[role]} dashboard after sign-up`);
    },
  );

  test('shows every validation message, and editing a field clears its error', async ({ app }) => {
    const { page } = app;
    await app.goto('/signup');
    const form = signupForm(page);
    await shown(form.submit);

    await form.submit.click();
    for (const message of REQUIRED) await shown(page.getByText(message, { exact: true }));
    await expectToast(page, 'Validation Error', 'Please fix the errors in the form.');
    expect(await form.fullName.getAttribute('aria-invalid')).toBe('true');
    await app.checkPage('sign-up errors');

    // Editing a field clears that field's error only.
    await form.fullName.fill('C');
    await gone(page.getByText('Full name is required', { exact: true }));
    await shown(page.getByText('Email is required', { exact: true }));
    expect(await page.getByText('Full name must be at least 2 characters', { exact: true }).count()).toBe(0);

    await form.email.fill('chanda.example.com');
    await form.password.fill('short');
    await form.companyName.fill('Mwale Haulage');
    await form.phoneNumber.fill('call me maybe');
    await form.submit.click();
    for (const message of [
      'Full name must be at least 2 characters',
      'Please enter a valid email',
      'Password must be at least 8 characters',
      'Please enter a valid phone number',
    ]) {
      await shown(page.getByText(message, { exact: true }));
    }
    expect(await page.getByText('Company name is required', { exact: true }).count()).toBe(0);

    // A full name of spaces is not a name.
    await form.fullName.fill('   ');
    await form.submit.click();
    await shown(page.getByText(/^Full name (is required|must be at least 2 characters)$/));

    await form.phoneNumber.fill('+260 (97) 123-4567');
    await form.submit.click();
    await shown(page.getByText('Please enter a valid email', { exact: true }));
    expect(await page.getByText('Please enter a valid phone number', { exact: true }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  test('rates the password Weak, Fair, Good or Strong and can show it', async ({ app }) => {
    const { page } = app;
    await app.goto('/signup');
    const form = signupForm(page);
    await shown(form.submit);

    // Spec section 5: +25 for 8+ characters, +25 for 12+, +25 for mixed case, +12.5 digit, +12.5 symbol.
    for (const [password, label] of [
      ['abc', 'Weak'], // 0
      ['abcdefgh', 'Fair'], // 25
      ['Abcdefgh', 'Good'], // 50
      ['Abcdefgh1!', 'Strong'], // 75
      ['Abcdefghijk1!', 'Strong'], // 100
    ] as const) {
      await form.password.fill(password);
      await shown(page.getByText(new RegExp(`strength.*\\b${label}\\b`, 'i')));
    }

    expect(await form.password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await form.password.getAttribute('type')).toBe('text');
    expect(await form.password.inputValue()).toBe('Abcdefghijk1!');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await form.password.getAttribute('type')).toBe('password');
  });

  test('cannot take an e-mail that already has an account', async ({ app }) => {
    const { page } = app;
    const account = newAccount('twice');
    await app.goto('/signup');
    await fillSignup(page, account, 'cargo-owner');
    await signupForm(page).submit.click();
    await waitForPath(page, DASHBOARD['cargo-owner']);

    const other = await app.newTab();
    app.expectFailedResponse(409, '/api/auth/signup');
    await other.goto('/signup');
    await fillSignup(other, { ...account, email: account.email.toUpperCase() }, 'transporter');
    await signupForm(other).submit.click();
    await expectToast(other, 'Signup failed');
    expect(new URL(other.url()).pathname).toBe('/signup');
    expect(await signupForm(other).fullName.inputValue(), 'what was typed is kept').toBe(account.fullName);
  });
});
