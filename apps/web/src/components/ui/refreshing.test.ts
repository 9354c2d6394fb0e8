import { describe, expect, it } from 'vitest';
import { refreshing } from './refreshing.ts';

describe('refreshing', () => {
  it('marks a list whose previous result is still shown busy, and dims it', () => {
    expect(refreshing(true, 'grid gap-4')).toEqual({
      'aria-busy': true,
      className: 'grid gap-4 transition-opacity opacity-60',
    });
  });

  it('leaves a current list undimmed and not busy', () => {
    expect(refreshing(false, 'grid gap-4')).toEqual({
      'aria-busy': false,
      className: 'grid gap-4 transition-opacity',
    });
    expect(refreshing(false)).toEqual({ 'aria-busy': false, className: 'transition-opacity' });
  });
});
