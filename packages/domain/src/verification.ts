import { lusakaDayNumber } from './lusaka-time.ts';
import type { ProfileVisibility } from './schemas/settings.ts';

/**
 * Verified carriers (issue 27, item 3; ADR 026): a transporter is verified while every required
 * document has been approved by an admin and has not expired. Nothing about it is stored on the
 * user: it is computed from the documents by one rule, `carrierVerified` in the server's
 * db/queries/carrier-documents.ts (SQL, so every read that shows the badge and the bid rule judge
 * it in their own statement), from these constants and `isDocumentCurrent`'s meaning of current.
 */

export const DOCUMENT_TYPES = [
  'drivers_licence',
  'vehicle_registration',
  'insurance',
  'company_registration',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Every type is required today; a type that is optional later is one left out of this list. */
export const REQUIRED_DOCUMENT_TYPES: readonly DocumentType[] = DOCUMENT_TYPES;

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  drivers_licence: "Driver's licence",
  vehicle_registration: 'Vehicle registration',
  insurance: 'Insurance certificate',
  company_registration: 'Company registration',
};

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What an upload may be, judged from the file's first bytes, never from its name or header. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
/** The file input's `accept`: a hint for the picker only; the server sniffs the content. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** 5 MB: a phone photo of a licence or a scanned certificate fits; the server's default limit. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Days before expiry on which the transporter is warned, once each. */
export const EXPIRY_WARNING_DAYS = [30, 7] as const;
export type ExpiryWarningDays = (typeof EXPIRY_WARNING_DAYS)[number];

/** The original file name is kept for display only, at most this long. */
export const DOCUMENT_NAME_MAX = 120;

export const VERIFIED_ONLY_MESSAGE =
  'This load is for verified carriers only. Get verified by uploading your documents in Settings.';
export const DOCUMENT_KIND_REFUSED = 'Upload a PDF, JPEG or PNG file';
/** A file that begins as a PDF but does not open as one (a program or a page after the header). */
export const DOCUMENT_PDF_UNREADABLE = 'This file is not a readable PDF. Upload a PDF, JPEG or PNG file.';
/** A file that begins as a JPEG or PNG but does not decode (cut short, or something else after). */
export const DOCUMENT_PICTURE_UNREADABLE =
  'This file is not a readable picture. Upload a PDF, JPEG or PNG file.';
/** An admin approves only a document it has opened (the server records its first fetch of the file). */
export const DOCUMENT_OPEN_FIRST = 'Open the document before approving it.';
export const documentTooLargeMessage = (maxBytes: number) =>
  `The file is larger than ${Math.round((maxBytes / (1024 * 1024)) * 10) / 10} MB`;
export const DOCUMENT_FILE_REQUIRED = 'Choose a file to upload';
export const DOCUMENT_EXPIRY_PAST = 'The expiry date must be today or later';
export const DOCUMENT_EXPIRY_REQUIRED = 'Please enter the expiry date';
export const DOCUMENT_TYPE_REQUIRED = 'Please choose the document type';
export const REJECT_REASON_REQUIRED = 'Please say why the document is rejected';

/** A document as the rule sees it; `expiresOn` is a calendar day, YYYY-MM-DD. */
export interface VerifyingDocument {
  type: DocumentType;
  status: DocumentStatus;
  expiresOn: string;
}

/** Approved and not past its expiry day (a document is good through the day it expires). */
export function isDocumentCurrent(
  doc: Pick<VerifyingDocument, 'status' | 'expiresOn'>,
  today: string,
): boolean {
  return doc.status === 'approved' && doc.expiresOn >= today;
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to `expiresOn` (both YYYY-MM-DD): 0 on the day itself, negative after. */
export function daysUntil(expiresOn: string, today: string): number {
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The warning due for an approved document today, if any: the nearest threshold it is within and
 * has not been warned for (a job that missed the 30-day day still warns once at 7 days, not twice).
 */
export function expiryWarningDue(
  doc: Pick<VerifyingDocument, 'status' | 'expiresOn'> & { warned30: boolean; warned7: boolean },
  today: string,
): ExpiryWarningDays | null {
  if (!isDocumentCurrent(doc, today)) return null;
  const days = daysUntil(doc.expiresOn, today);
  if (days <= 7) return doc.warned7 ? null : 7;
  if (days <= 30) return doc.warned30 ? null : 30;
  return null;
}

/**
 * The name shown for an upload: its last path segment, control, format (Unicode Cf: bidi overrides,
 * so "invoice\u202Efdp.exe" cannot pass for "invoiceexe.pdf"; zero-width spaces) and path
 * characters removed, at most DOCUMENT_NAME_MAX characters. Display text only: files are stored under generated keys.
 */
export function documentDisplayName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const kept = [...last].filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || /\p{Cf}/u.test(c);
    return !control && !'"<>|:*?'.includes(c);
  });
  const clean = kept.join('').replace(/^\.+/, '').trim();
  const chars = [...clean];
  const shortened = chars.length > DOCUMENT_NAME_MAX ? chars.slice(-DOCUMENT_NAME_MAX).join('') : clean;
  return shortened === '' ? 'document' : shortened;
}

/** Who looks at a profile, and whether the looker is verified itself. */
export interface ProfileViewer {
  userId: string;
  role: 'admin' | 'transporter' | 'cargo-owner';
  verified: boolean;
}

/**
 * Whether `viewer` sees a user's profile under its `profileVisibility`: the user itself, admins and
 * its counterparts (the other side of a shipment with it) always; others when it is public, or
 * 'verified' and the viewer is a verified carrier; nobody else when it is private.
 */
export function profileShownTo(
  profile: { id: string; visibility: ProfileVisibility },
  viewer: ProfileViewer,
  counterpart: boolean,
): boolean {
  if (profile.id === viewer.userId || viewer.role === 'admin' || counterpart) return true;
  switch (profile.visibility) {
    case 'public':
      return true;
    case 'verified':
      return viewer.verified;
    case 'private':
      return false;
  }
}

/** The calendar day in Lusaka, YYYY-MM-DD: what "today" means for expiry dates. */
export function lusakaDay(now: Date): string {
  const n = lusakaDayNumber(now);
  const s = String(n);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}
