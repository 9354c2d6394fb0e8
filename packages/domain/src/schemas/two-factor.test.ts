import { describe, expect, it } from 'vitest';
import { settingsUpdateSchema, TWO_FACTOR_SETTING_MESSAGE } from './settings.ts';
import {
  loginTwoFactorSchema,
  needsTwoFactor,
  recoveryCodeFormSchema,
  totpCodeFormSchema,
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
} from './two-factor.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('two-factor codes', () => {
  it('reads an app code typed with a space as its six digits', () => {
    expect(totpCodeFormSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(twoFactorEnableSchema.parse({ currentPassword: 'x', code: '123 456' }).code).toBe('123456');
  });

  it('refuses anything but six digits where the app’s code is asked for', () => {
    for (const code of ['12345', '1234567', '12a456', '']) {
      expect(firstMessage(totpCodeFormSchema.safeParse({ code }))).toBe(
        'Enter the 6-digit code from your authenticator app',
      );
    }
  });

  it('takes an app code or a recovery code where either will do, and refuses junk', () => {
    expect(twoFactorConfirmSchema.parse({ currentPassword: 'x', code: 'K7F2M-9QX4C' }).code).toBe(
      'K7F2M-9QX4C',
    );
    expect(loginTwoFactorSchema.parse({ challenge: 'c', code: '654 321' }).code).toBe('654321');
    expect(firstMessage(loginTwoFactorSchema.safeParse({ challenge: 'c', code: '' }))).toBe('Enter the code');
    expect(firstMessage(loginTwoFactorSchema.safeParse({ challenge: 'c', code: 'drop table;' }))).toBe(
      'Invalid code',
    );
    expect(firstMessage(twoFactorConfirmSchema.safeParse({ currentPassword: '', code: '123456' }))).toBe(
      'Current password is required',
    );
  });

  it('checks a recovery code’s shape on the login form', () => {
    expect(recoveryCodeFormSchema.safeParse({ code: 'k7f2m-9qx4c' }).success).toBe(true);
    expect(recoveryCodeFormSchema.safeParse({ code: 'k7f2m9qx4c' }).success).toBe(true);
    expect(recoveryCodeFormSchema.safeParse({ code: '123456' }).success).toBe(false);
  });

  it('tells a login that needs a code from one that signed in', () => {
    expect(needsTwoFactor({ twoFactorRequired: true, challenge: 'c' })).toBe(true);
    const user = {
      id: 'u',
      fullName: 'A',
      email: 'a@b.co',
      companyName: 'C',
      phoneNumber: '1',
      role: 'transporter' as const,
      address: null,
      bio: null,
      licenseNumber: null,
      vehicleTypes: [],
      createdAt: '2026-01-01',
    };
    expect(needsTwoFactor({ access_token: 't', user })).toBe(false);
  });
});

describe('PATCH /api/settings and twoFactorAuth', () => {
  it('refuses twoFactorAuth with where it is changed, and other unknown keys as unknown', () => {
    expect(firstMessage(settingsUpdateSchema.safeParse({ twoFactorAuth: true }))).toBe(
      TWO_FACTOR_SETTING_MESSAGE,
    );
    expect(firstMessage(settingsUpdateSchema.safeParse({ darkMode: true }))).toBe(
      'Unknown setting: darkMode',
    );
  });
});
