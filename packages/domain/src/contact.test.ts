import { describe, expect, it } from 'vitest';
import { contactShownTo, textShownWhole } from './contact.ts';

const owner = (showContactInfo: boolean) => ({ id: 'owner-1', showContactInfo });
const transporter = { userId: 'transporter-1', role: 'transporter' as const };
const admin = { userId: 'admin-1', role: 'admin' as const };

describe('who sees a party’s contact', () => {
  it('shows it to the other side of an accepted bid while the party shares it', () => {
    expect(contactShownTo(owner(true), transporter, true)).toBe(true);
  });

  it('hides it from the other side of an accepted bid when the party turned it off', () => {
    expect(contactShownTo(owner(false), transporter, true)).toBe(false);
  });

  it('hides it from anyone who is not the other side of an accepted bid, whatever the setting', () => {
    expect(contactShownTo(owner(true), transporter, false)).toBe(false);
    expect(contactShownTo(owner(false), transporter, false)).toBe(false);
  });

  it('always shows it to admins and to the party itself', () => {
    for (const shared of [true, false]) {
      expect(contactShownTo(owner(shared), admin, false)).toBe(true);
      expect(contactShownTo(owner(shared), { userId: 'owner-1', role: 'cargo-owner' }, false)).toBe(true);
    }
  });
});

describe('who reads a party’s text whole, contact details in it included', () => {
  it('the author, admins and the author’s counterpart; anyone else reads it held back', () => {
    expect(textShownWhole('owner-1', { userId: 'owner-1', role: 'cargo-owner' }, false)).toBe(true);
    expect(textShownWhole('owner-1', admin, false)).toBe(true);
    expect(textShownWhole('owner-1', transporter, true)).toBe(true);
    expect(textShownWhole('owner-1', transporter, false)).toBe(false);
  });
});
