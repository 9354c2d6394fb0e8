import { describe, expect, it } from 'vitest';
import { daysLeft, expiryLabel, isExpiringSoon, quoteExpiresAt } from './expiry.ts';

const now = new Date('2026-03-12T10:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('daysLeft', () => {
  it('rounds part of a day up', () => {
    expect(daysLeft(inHours(1), now)).toBe(1);
    expect(daysLeft(inHours(24), now)).toBe(1);
    expect(daysLeft(inHours(25), now)).toBe(2);
  });

  it('accepts ISO strings and counts past dates as zero or less', () => {
    expect(daysLeft('2026-03-19T10:00:00Z', now)).toBe(7);
    expect(daysLeft(inHours(-1), now)).toBe(0);
    expect(Object.is(daysLeft(inHours(-1), now), -0)).toBe(false);
    expect(daysLeft(inHours(-49), now)).toBe(-2);
  });
});

describe('expiryLabel', () => {
  it('says "Expired" once the expiry has passed', () => {
    expect(expiryLabel(inHours(-1), now)).toBe('Expired');
    expect(expiryLabel(now, now)).toBe('Expired');
  });

  it('says "Expires today" with one day left', () => {
    expect(expiryLabel(inHours(5), now)).toBe('Expires today');
  });

  it('says "Expires tomorrow" with two days left', () => {
    expect(expiryLabel(inHours(30), now)).toBe('Expires tomorrow');
  });

  it('counts the days beyond that', () => {
    expect(expiryLabel(inHours(49), now)).toBe('3 days left');
    expect(expiryLabel(inHours(7 * 24), now)).toBe('7 days left');
  });

  it('calls an unreadable date expired', () => {
    expect(expiryLabel('not a date', now)).toBe('Expired');
  });
});

describe('quoteExpiresAt', () => {
  it('is seven days after posting', () => {
    expect(quoteExpiresAt(now).toISOString()).toBe('2026-03-19T10:00:00.000Z');
  });
});

describe('isExpiringSoon', () => {
  it('is true within the next 48 hours only', () => {
    expect(isExpiringSoon(inHours(1), now)).toBe(true);
    expect(isExpiringSoon(inHours(48), now)).toBe(true);
    expect(isExpiringSoon(inHours(49), now)).toBe(false);
  });

  it('is false once expired', () => {
    expect(isExpiringSoon(inHours(-1), now)).toBe(false);
    expect(isExpiringSoon(now, now)).toBe(false);
  });
});
