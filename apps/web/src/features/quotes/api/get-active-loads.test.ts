import { describe, expect, it } from 'vitest';
import { makeQuoteSummary } from '../../../testing/factories.ts';
import { LOADS_PAGE_SIZE, nextOffset } from './get-active-loads.ts';

const pageOf = (count: number, total: number) => ({
  items: Array.from({ length: count }, () => makeQuoteSummary()),
  total,
});

describe('the next page of Available Loads', () => {
  it('asks from the number already loaded until the total is reached', () => {
    const first = pageOf(LOADS_PAGE_SIZE, 45);
    const second = pageOf(LOADS_PAGE_SIZE, 45);
    expect(nextOffset(first, [first])).toBe(20);
    expect(nextOffset(second, [first, second])).toBe(40);
    const last = pageOf(5, 45);
    expect(nextOffset(last, [first, second, last])).toBeUndefined();
  });

  it('stops on an empty page even if the total said more (loads closed meanwhile)', () => {
    const first = pageOf(LOADS_PAGE_SIZE, 30);
    const empty = pageOf(0, 30);
    expect(nextOffset(empty, [first, empty])).toBeUndefined();
  });
});
