import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('scores an empty or short plain password as Weak', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Weak' });
    expect(passwordStrength('abc1')).toEqual({ score: 12.5, label: 'Weak' });
  });

  it('gives 25 for eight characters, Fair', () => {
    expect(passwordStrength('abcdefgh')).toEqual({ score: 25, label: 'Fair' });
  });

  it('adds 25 for twelve characters and 25 for mixed case', () => {
    expect(passwordStrength('abcdefghijkl')).toEqual({ score: 50, label: 'Good' });
    expect(passwordStrength('abcdefghijkL')).toEqual({ score: 75, label: 'Strong' });
  });

  it('adds 12.5 each for a digit and a symbol, up to 100', () => {
    expect(passwordStrength('Abcdefgh1')).toEqual({ score: 62.5, label: 'Good' });
    expect(passwordStrength('Abcdefghijk1!')).toEqual({ score: 100, label: 'Strong' });
  });

  it('needs both cases for the case points', () => {
    expect(passwordStrength('ABCDEFGH').score).toBe(25);
  });

  it('always scores between 0 and 100', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (pw) => {
        const { score } = passwordStrength(pw);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never scores lower after a symbol is appended', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...'!@#$%^&*-_ ?'), (pw, symbol) => {
        expect(passwordStrength(pw + symbol).score).toBeGreaterThanOrEqual(passwordStrength(pw).score);
      }),
    );
  });
});
