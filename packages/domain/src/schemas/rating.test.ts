import { describe, expect, it } from 'vitest';
import { ratingInputSchema } from './rating.ts';

const messageOf = (input: unknown) => {
  const result = ratingInputSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the rating body', () => {
  it('takes 1 to 5 whole stars and an optional comment, trimmed, empty meaning none', () => {
    expect(ratingInputSchema.parse({ stars: 1 })).toEqual({ stars: 1 });
    expect(ratingInputSchema.parse({ stars: 5, comment: '  Fine  ' })).toEqual({ stars: 5, comment: 'Fine' });
    expect(ratingInputSchema.parse({ stars: 3, comment: '   ' })).toEqual({ stars: 3 });
    expect(ratingInputSchema.parse({ stars: 3, comment: null })).toEqual({ stars: 3 });
    expect(ratingInputSchema.parse({ stars: 4, comment: 'a\nb' })).toEqual({ stars: 4, comment: 'a\nb' });
  });

  it.each([0, 6, 2.5, -1])('refuses %s stars, naming stars', (stars) => {
    expect(messageOf({ stars })).toEqual(['stars: Stars must be a whole number from 1 to 5']);
  });

  it('refuses missing or non-numeric stars', () => {
    expect(messageOf({})).toEqual(['stars: Stars must be a number']);
    expect(messageOf({ stars: '5' })).toEqual(['stars: Stars must be a number']);
  });

  it('refuses a comment over 500 characters, counted after trimming', () => {
    expect(messageOf({ stars: 5, comment: 'x'.repeat(501) })).toEqual([
      'comment: Comment must be at most 500 characters',
    ]);
    expect(messageOf({ stars: 5, comment: ` ${'x'.repeat(500)} ` })).toBeNull();
    expect(messageOf({ stars: 5, comment: 'bad\u0000text' })).toEqual([
      'comment: Comment contains characters that are not allowed',
    ]);
  });
});
