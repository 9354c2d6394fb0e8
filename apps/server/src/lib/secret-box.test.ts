import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

const SECRET = 'a-server-secret-of-at-least-thirty-two-characters';

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const box = new SecretBox(SECRET, 'totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    const box = new SecretBox(SECRET, 'totp');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed for another purpose or with another server secret, or tampered with', () => {
    const sealed = new SecretBox(SECRET, 'totp').seal('JBSWY3DPEHPK3PXP');
    expect(new SecretBox(SECRET, 'other').open(sealed)).toBeNull();
    expect(new SecretBox(`${SECRET}!`, 'totp').open(sealed)).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(
      new SecretBox(SECRET, 'totp').open([...parts.slice(0, 3), body.toString('base64url')].join('.')),
    ).toBeNull();
    expect(new SecretBox(SECRET, 'totp').open('not sealed')).toBeNull();
  });
});
