import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { socketDirFor } from './embedded.ts';

describe('the embedded database socket', () => {
  it('lives in the data directory when its path fits', () => {
    expect(socketDirFor('/srv/njira/data/pg', 54321)).toBe('/srv/njira/data/pg');
    expect(socketDirFor('data/pg', 5432)).toBe(path.resolve('data/pg'));
  });

  it('is left out (TCP on loopback) when the path would pass the kernel’s 107 bytes', () => {
    const deep = `/${'d'.repeat(90)}/pg`;
    expect(Buffer.byteLength(path.join(deep, '.s.PGSQL.54321'))).toBeGreaterThan(107);
    expect(socketDirFor(deep, 54321)).toBeNull();
  });
});
