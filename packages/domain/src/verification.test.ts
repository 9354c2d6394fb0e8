import { describe, expect, it } from 'vitest';
import { notificationsFor } from './notification-rules.ts';
import { notificationLink, notificationMessage } from './notification-text.ts';
import { documentFieldsSchema, rejectDocumentSchema } from './schemas/verification.ts';
import {
  daysUntil,
  documentDisplayName,
  expiryWarningDue,
  lusakaDay,
  profileShownTo,
} from './verification.ts';

const TODAY = '2026-11-27';

describe('expiry warnings', () => {
  const doc = (expiresOn: string, warned30 = false, warned7 = false) => ({
    status: 'approved' as const,
    expiresOn,
    warned30,
    warned7,
  });

  it('warns at 30 days and at 7 days, once each', () => {
    expect(daysUntil('2026-12-27', TODAY)).toBe(30);
    expect(expiryWarningDue(doc('2026-12-28'), TODAY)).toBeNull();
    expect(expiryWarningDue(doc('2026-12-27'), TODAY)).toBe(30);
    expect(expiryWarningDue(doc('2026-12-27', true), TODAY)).toBeNull();
    expect(expiryWarningDue(doc('2026-12-04', true), TODAY)).toBe(7);
    expect(expiryWarningDue(doc('2026-12-04', true, true), TODAY)).toBeNull();
  });

  it('a document first seen within 7 days gets the 7-day warning only', () => {
    expect(expiryWarningDue(doc('2026-12-01'), TODAY)).toBe(7);
  });

  it('warns nobody about an expired or unapproved document', () => {
    expect(expiryWarningDue(doc('2026-11-26'), TODAY)).toBeNull();
    expect(expiryWarningDue({ ...doc('2026-12-01'), status: 'pending' }, TODAY)).toBeNull();
  });
});

describe('documentDisplayName', () => {
  it('keeps the last path segment only, without path or control characters', () => {
    expect(documentDisplayName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(documentDisplayName('C:\\Users\\x\\licence.png')).toBe('licence.png');
    expect(documentDisplayName('a\u0000b"<c>.pdf')).toBe('abc.pdf');
    expect(documentDisplayName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(documentDisplayName('licence\u200B\u2066.png\u2069\uFEFF')).toBe('licence.png');
    expect(documentDisplayName('..')).toBe('document');
    expect(documentDisplayName(undefined)).toBe('document');
  });

  it('is at most 120 characters, keeping the end (the extension)', () => {
    const name = documentDisplayName(`${'x'.repeat(200)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('lusakaDay', () => {
  it('is the calendar day in Lusaka (UTC+2)', () => {
    expect(lusakaDay(new Date('2026-11-27T21:59:00Z'))).toBe('2026-11-27');
    expect(lusakaDay(new Date('2026-11-27T22:00:00Z'))).toBe('2026-11-28');
  });
});

describe('document fields', () => {
  it('refuses an expiry day in the past and accepts today', () => {
    const schema = documentFieldsSchema(TODAY);
    expect(schema.safeParse({ type: 'insurance', expiresOn: TODAY }).success).toBe(true);
    const past = schema.safeParse({ type: 'insurance', expiresOn: '2026-11-26' });
    expect(past.success ? null : past.error.issues[0]?.message).toBe(
      'The expiry date must be today or later',
    );
    expect(schema.safeParse({ type: 'passport', expiresOn: TODAY }).success).toBe(false);
  });

  it('a rejection needs a reason', () => {
    const r = rejectDocumentSchema.safeParse({ reason: '  ' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Please say why the document is rejected');
  });
});

describe('profileShownTo', () => {
  const viewer = (verified: boolean) => ({ userId: 'v', role: 'transporter' as const, verified });
  it("'verified' shows the profile to verified carriers only (and to counterparts, admins and the user)", () => {
    const profile = { id: 'p', visibility: 'verified' as const };
    expect(profileShownTo(profile, viewer(true), false)).toBe(true);
    expect(profileShownTo(profile, viewer(false), false)).toBe(false);
    expect(profileShownTo(profile, viewer(false), true)).toBe(true);
    expect(profileShownTo(profile, { userId: 'a', role: 'admin', verified: false }, false)).toBe(true);
    expect(profileShownTo(profile, { userId: 'p', role: 'transporter', verified: false }, false)).toBe(true);
  });

  it("'public' shows it to everyone, 'private' to nobody else", () => {
    expect(profileShownTo({ id: 'p', visibility: 'public' }, viewer(false), false)).toBe(true);
    expect(profileShownTo({ id: 'p', visibility: 'private' }, viewer(true), false)).toBe(false);
  });
});

describe('document notifications', () => {
  it('tell the transporter the activity names, and only it', () => {
    const drafts = notificationsFor({
      type: 'DOCUMENT_REJECTED',
      actorId: 'admin',
      metadata: { userId: 't1', document: 'Insurance certificate', reason: 'Blurred photo' },
    });
    expect(drafts).toEqual([
      {
        userId: 't1',
        kind: 'document_rejected',
        quoteId: null,
        shipmentId: null,
        params: { document: 'Insurance certificate', reason: 'Blurred photo' },
      },
    ]);
    const [draft] = drafts;
    if (!draft) throw new Error('no draft');
    expect(notificationMessage(draft)).toBe(
      'Your Insurance certificate was rejected: Blurred photo. Upload a new one in Settings.',
    );
    expect(notificationLink(draft, 'transporter')).toBe('/dashboard/transporter/settings');
  });

  it('warn of expiry with the days left', () => {
    const [draft] = notificationsFor({
      type: 'DOCUMENT_EXPIRING',
      actorId: null,
      metadata: { userId: 't1', document: "Driver's licence", days: 7 },
    });
    expect(draft && notificationMessage(draft)).toBe(
      "Your Driver's licence expires in 7 days. Upload a new one in Settings to stay verified.",
    );
  });
});
