import { describe, expect, it } from 'vitest';
import { shortId } from './short-id.ts';

describe('shortId', () => {
  it('is the last eight characters in upper case', () => {
    expect(shortId('0b6f2c1e-4d2a-4f7e-9a51-3c2e8d7fa9b4')).toBe('8D7FA9B4');
  });

  it('keeps a short id whole', () => {
    expect(shortId('ab12')).toBe('AB12');
  });
});
