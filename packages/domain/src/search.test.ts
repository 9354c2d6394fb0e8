import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search.ts';

describe('matchesSearch', () => {
  it('matches a substring of any field, ignoring case', () => {
    expect(matchesSearch('kit', 'Copper', 'Lusaka', 'Kitwe')).toBe(true);
    expect(matchesSearch('COPPER', 'copper cathodes')).toBe(true);
  });

  it('does not match when no field contains the term', () => {
    expect(matchesSearch('maize', 'Copper', 'Lusaka')).toBe(false);
  });

  it('matches everything with a blank term', () => {
    expect(matchesSearch(undefined, 'x')).toBe(true);
    expect(matchesSearch('   ')).toBe(true);
  });

  it('skips missing fields and trims the term', () => {
    expect(matchesSearch(' ndola ', null, undefined, 'Ndola')).toBe(true);
    expect(matchesSearch('ndola', null, undefined)).toBe(false);
  });
});
