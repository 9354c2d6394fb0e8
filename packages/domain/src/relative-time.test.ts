import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMessageTime,
  formatMonthYear,
  relativeTime,
} from './relative-time.ts';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says "Just now" under an hour', () => {
    expect(relativeTime(ago(59 * 60_000), now)).toBe('Just now');
  });

  it('says "Just now" for a time a little in the future', () => {
    expect(relativeTime(ago(-5 * 60_000), now)).toBe('Just now');
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * HOUR + 59 * 60_000), now)).toBe('23h ago');
  });

  it('says "Yesterday" for one day', () => {
    expect(relativeTime(ago(DAY), now)).toBe('Yesterday');
    expect(relativeTime(ago(47 * HOUR), now)).toBe('Yesterday');
  });

  it('counts days under a week', () => {
    expect(relativeTime(ago(2 * DAY), now)).toBe('2 days ago');
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6 days ago');
  });

  it('shows the date from a week on', () => {
    expect(relativeTime(ago(7 * DAY), now)).toBe('13 Mar 2026');
  });

  it('accepts ISO strings', () => {
    expect(relativeTime('2026-03-20T10:30:00Z', now)).toBe('1h ago');
  });
});

describe('formatDate', () => {
  it('formats the day in Lusaka time', () => {
    expect(formatDate('2026-03-12T09:00:00Z')).toBe('12 Mar 2026');
    // 23:30 UTC is already the next day in Lusaka (UTC+2).
    expect(formatDate(new Date('2026-03-12T23:30:00Z'))).toBe('13 Mar 2026');
  });

  it('spells every month with three letters, September included', () => {
    expect(formatDate('2026-09-05T12:00:00Z')).toBe('5 Sep 2026');
  });

  it('gives an empty string for something that is not a date', () => {
    expect(formatDate('soon')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour Lusaka time', () => {
    expect(formatDateTime('2026-03-12T12:05:00Z')).toBe('12 Mar 2026, 14:05');
    expect(formatDateTime('2026-03-12T22:00:00Z')).toBe('13 Mar 2026, 00:00');
  });
});

describe('formatMonthYear', () => {
  it('names the month in Lusaka time, whatever the machine’s zone', () => {
    expect(formatMonthYear('2026-03-12T10:00:00Z')).toBe('March 2026');
    // 23:30 UTC on 30 September is 01:30 on 1 October in Lusaka (UTC+2).
    expect(formatMonthYear('2026-09-30T23:30:00Z')).toBe('October 2026');
    expect(formatMonthYear('not a date')).toBe('');
  });
});

describe('formatMessageTime (issue 40: a message shows its time of day)', () => {
  // now is 14:00 in Lusaka (UTC+2) on 20 March 2026.
  it('is the time of day for a message of today, in Lusaka time', () => {
    expect(formatMessageTime('2026-03-20T06:05:00Z', now)).toBe('08:05');
    expect(formatMessageTime('2026-03-19T22:30:00Z', now)).toBe('00:30');
  });

  it('says Yesterday with the time for the day before, and the date with the time before that', () => {
    expect(formatMessageTime('2026-03-19T21:59:00Z', now)).toBe('Yesterday, 23:59');
    expect(formatMessageTime('2026-03-18T08:00:00Z', now)).toBe('18 Mar 2026, 10:00');
  });

  it('is empty for a value that is not a date', () => {
    expect(formatMessageTime('soon', now)).toBe('');
  });
});
