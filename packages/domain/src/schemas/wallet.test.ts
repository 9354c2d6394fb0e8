import { describe, expect, it } from 'vitest';
import { walletRemoveSchema, walletSaveSchema } from './wallet.ts';

describe('a wallet saved in Settings', () => {
  it('takes the number as people type it and keeps it as an MSISDN, with the password when given', () => {
    expect(
      walletSaveSchema.parse({
        provider: 'MTN_MOMO_ZMB',
        phoneNumber: '076 345 6789',
        currentPassword: 'pw',
      }),
    ).toEqual({ provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456789', currentPassword: 'pw' });
  });

  it('refuses a number that is not Zambian, or not on the chosen network, saying which', () => {
    const notZambian = walletSaveSchema.safeParse({ provider: 'MTN_MOMO_ZMB', phoneNumber: '12345' });
    expect(notZambian.error?.issues[0]?.message).toBe(
      'Please enter a Zambian mobile number, e.g. 097 123 4567',
    );
    const otherNetwork = walletSaveSchema.safeParse({
      provider: 'AIRTEL_OAPI_ZMB',
      phoneNumber: '0763456789',
    });
    expect(otherNetwork.error?.issues[0]).toMatchObject({
      path: ['phoneNumber'],
      message: 'This is not an Airtel Money number',
    });
  });

  it('removes with or without a password', () => {
    expect(walletRemoveSchema.parse({})).toEqual({});
    expect(walletRemoveSchema.parse({ currentPassword: 'pw' })).toEqual({ currentPassword: 'pw' });
  });
});
