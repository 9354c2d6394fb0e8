import { describe, expect, it } from 'vitest';
import { whereText } from './nearest.ts';

describe('whereText', () => {
  it('names the nearest place of the catalogue, or says how far it is', () => {
    // Kapiri Mposhi's centre, and a point 5 km off it.
    expect(whereText({ latitude: -13.9714, longitude: 28.6692 })).toBe('near Kapiri Mposhi');
    expect(whereText({ latitude: -13.93, longitude: 28.66 })).toBe('near Kapiri Mposhi');
    // The Great North Road half-way between Kapiri Mposhi and Mpika: far from any town.
    expect(whereText({ latitude: -12.9, longitude: 30.3 })).toMatch(/^\d+ km from [A-Z]/);
  });
});
