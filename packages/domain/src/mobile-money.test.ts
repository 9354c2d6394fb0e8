import { describe, expect, it } from 'vitest';
import {
  amountStringToNgwee,
  formatLocalMsisdn,
  formatMsisdn,
  maskMsisdn,
  ngweeToAmountString,
  providerOfMsisdn,
  toMsisdn,
} from './mobile-money.ts';

describe('mobile money numbers', () => {
  it('reads the ways people type a Zambian number', () => {
    expect(toMsisdn('0971 234 567')).toBe('260971234567');
    expect(toMsisdn('+260 97 123 4567')).toBe('260971234567');
    expect(toMsisdn('260761234567')).toBe('260761234567');
    expect(toMsisdn('(096) 123-4567')).toBe('260961234567');
  });

  it('refuses what is not one', () => {
    for (const typed of ['', '0971', '+254712345678', '09712345678', 'abc', '2609712345678']) {
      expect(toMsisdn(typed)).toBeNull();
    }
  });

  it('knows each network by its prefix', () => {
    expect(providerOfMsisdn('260961234567')).toBe('MTN_MOMO_ZMB');
    expect(providerOfMsisdn('260761234567')).toBe('MTN_MOMO_ZMB');
    expect(providerOfMsisdn('260971234567')).toBe('AIRTEL_OAPI_ZMB');
    expect(providerOfMsisdn('260771234567')).toBe('AIRTEL_OAPI_ZMB');
    expect(providerOfMsisdn('260951234567')).toBe('ZAMTEL_ZMB');
    expect(providerOfMsisdn('260751234567')).toBe('ZAMTEL_ZMB');
    expect(providerOfMsisdn('260211234567')).toBeNull();
    expect(providerOfMsisdn('0971234567')).toBeNull();
  });

  it('shows a number grouped', () => {
    expect(formatMsisdn('260971234567')).toBe('+260 97 123 4567');
  });

  it('writes a wallet the local way, which reads back as the same number', () => {
    expect(formatLocalMsisdn('260763456789')).toBe('076 345 6789');
    expect(toMsisdn(formatLocalMsisdn('260763456789'))).toBe('260763456789');
    expect(formatLocalMsisdn('0971234567')).toBe('0971234567');
  });

  it('masks a payer’s number on a document but for its last three digits', () => {
    expect(maskMsisdn('260763456789')).toBe('+260 •• ••• •789');
    expect(maskMsisdn('0971234567')).toBe('•••••••567');
  });
});

describe('pawaPay amounts', () => {
  it('writes ngwee as kwacha with at most two decimals', () => {
    expect(ngweeToAmountString(1500)).toBe('15');
    expect(ngweeToAmountString(1234567)).toBe('12345.67');
    expect(ngweeToAmountString(1205)).toBe('12.05');
    expect(() => ngweeToAmountString(0)).toThrow(RangeError);
    expect(() => ngweeToAmountString(1.5)).toThrow(RangeError);
  });

  it('reads them back', () => {
    expect(amountStringToNgwee('15')).toBe(1500);
    expect(amountStringToNgwee('12345.6')).toBe(1234560);
    expect(amountStringToNgwee('12.05')).toBe(1205);
    expect(amountStringToNgwee('1.234')).toBeNull();
    expect(amountStringToNgwee('-5')).toBeNull();
    for (const n of [1, 99, 100, 101, 1234567, 99999999]) {
      expect(amountStringToNgwee(ngweeToAmountString(n))).toBe(n);
    }
  });
});
