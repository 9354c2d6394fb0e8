import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type CarrierDocument,
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_OPEN_FIRST,
  DOCUMENT_TYPE_LABELS,
  type DocumentContentType,
  type DocumentStatus,
  documentDisplayName,
  documentFieldsSchema,
  documentTooLargeMessage,
  isUuid,
  lusakaDay,
  type MyDocuments,
  type PublicProfile,
  profileShownTo,
  type ReviewDocument,
  ratingSummary,
} from '@njira/domain';
import { documentReviewed, documentUploaded } from '../../activity/document-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { recordDocumentOpened } from '../../db/queries/carrier-document-opens.ts';
import {
  countDocumentsByStatus,
  deleteOwnDocument,
  findDocument,
  insertDocument,
  isCarrierVerified,
  listDocumentsByStatus,
  listOwnDocuments,
  reviewPendingDocument,
} from '../../db/queries/carrier-documents.ts';
import { findProfileFor } from '../../db/queries/profiles.ts';
import { findUserById } from '../../db/queries/users.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { readAll } from '../../lib/read-stream.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { toCarrierDocumentDto } from './carrier-document-dto.ts';
import { judgeDocument } from './document-content.ts';
import { runDocumentDay } from './document-expiry.ts';
import type { DocumentStore } from './document-store.ts';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const PROFILE_NOT_FOUND = 'Profile not found';
export const DOCUMENT_ALREADY_REVIEWED = 'This document has already been reviewed';
export const DOCUMENT_KEPT = 'Only a document waiting for review or rejected can be deleted';
export const pendingExists = (label: string) =>
  `Your ${label} is waiting for review. Delete it first to upload another.`;

/** An upload as the route hands it over: the form's fields sent before the file, and the file. */
export interface DocumentUpload {
  fields: Record<string, string | undefined>;
  file: { stream: Readable; filename: string | undefined; truncated: () => boolean } | null;
}

export interface DocumentFile {
  stream: Readable;
  contentType: DocumentContentType;
  sizeBytes: number;
  filename: string;
}

/**
 * Verified carriers (ADR 026): a transporter's documents, the admins' review, and the file itself
 * for its owner and admins only. Nothing stored says "verified": it is computed from the documents.
 */
export class VerificationService {
  constructor(
    private readonly db: Db,
    private readonly store: DocumentStore,
    private readonly maxBytes: number,
  ) {}

  /**
   * Stores an uploaded document for review. The fields are checked before a byte is read, the file
   * is read (at most `maxBytes`) and judged from its content (`judgeDocument`: a PDF, JPEG or PNG
   * that opens as one) before a byte is written, the file goes to the store under a generated key,
   * and the row is written in the action's transaction; any refusal or failure after the write
   * deletes the file, so a refused upload leaves nothing behind.
   */
  async upload(caller: Caller, upload: DocumentUpload, now = new Date()): Promise<CarrierDocument> {
    const fields = documentFieldsSchema(lusakaDay(now)).safeParse(upload.fields);
    if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'The request is not valid');
    if (!upload.file) throw badRequest(DOCUMENT_FILE_REQUIRED);
    const { type, expiresOn } = fields.data;

    const bytes = await readAll(upload.file.stream, this.maxBytes);
    if (bytes === null || upload.file.truncated()) {
      throw new HttpError(413, documentTooLargeMessage(this.maxBytes));
    }
    const contentType = await judgeDocument(bytes);

    const key = randomUUID();
    try {
      await this.store.put(key, bytes, contentType);
      const row = await transactionAnnouncing(this.db, async (tx) => {
        const transporter = await findCurrentUser(tx, caller);
        const inserted = await insertDocument(tx, {
          transporterId: transporter.id,
          type,
          expiresOn,
          storageKey: key,
          contentType,
          sizeBytes: bytes.length,
          originalName: documentDisplayName(upload.file?.filename),
        });
        await recordActivity(tx, documentUploaded(transporter, inserted));
        return inserted;
      });
      return toCarrierDocumentDto(row);
    } catch (err) {
      // Written or half-written: nothing of a refused upload is kept.
      await this.store.delete(key).catch(() => {});
      if (isUniqueViolation(err, 'carrier_documents_one_pending')) {
        throw conflict(pendingExists(DOCUMENT_TYPE_LABELS[type]));
      }
      throw err;
    }
  }

  /** The caller's own documents, newest first, and whether it is verified now. */
  async mine(caller: Caller): Promise<MyDocuments> {
    const [rows, verified] = await Promise.all([
      listOwnDocuments(this.db, caller.userId),
      isCarrierVerified(this.db, caller.userId),
    ]);
    return { verified, documents: rows.map(toCarrierDocumentDto) };
  }

  /**
   * The file, for its transporter or an admin; anyone else is told it does not exist (404), as for
   * an id that names nothing. An admin's fetch is recorded: the approval needs it.
   */
  async file(caller: Caller, id: string): Promise<DocumentFile> {
    if (!isUuid(id)) throw notFound(DOCUMENT_NOT_FOUND);
    const scope = caller.role === 'admin' ? 'all' : { transporterId: caller.userId };
    const row = await findDocument(this.db, scope, id);
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    const stream = await this.store.get(row.storageKey).catch(() => {
      throw notFound(DOCUMENT_NOT_FOUND);
    });
    // An admin approves only what it has opened (`review`): its first fetch is recorded.
    if (caller.role === 'admin') await recordDocumentOpened(this.db, row.id, caller.userId);
    return { stream, contentType: row.contentType, sizeBytes: row.sizeBytes, filename: row.originalName };
  }

  /** The transporter deletes its own document while it waits for review or was rejected. */
  async remove(caller: Caller, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(DOCUMENT_NOT_FOUND);
    const deleted = await transactionAnnouncing(this.db, async (tx) => {
      const row = await deleteOwnDocument(tx, caller.userId, id);
      if (row) return row;
      const own = await findDocument(tx, { transporterId: caller.userId }, id);
      throw own ? conflict(DOCUMENT_KEPT) : notFound(DOCUMENT_NOT_FOUND);
    });
    // After the commit: a crash here leaves an unreferenced file, never a row without its file.
    await this.store.delete(deleted.storageKey).catch(() => {});
  }

  /** The documents' daily work (`runDocumentDay`): expiries and warnings as of `now`. */
  runDaily(now: Date = new Date()): Promise<{ expired: number; warned: number }> {
    return runDocumentDay(this.db, now);
  }

  /** Another user's profile (see `profileFor`). */
  profile(caller: Caller, id: string): Promise<PublicProfile> {
    return profileFor(this.db, caller, id);
  }

  /** The admins' queue: documents of one status, oldest first, with who sent them, and how many. */
  async queue(
    status: DocumentStatus,
    page: { limit: number; offset: number },
  ): Promise<{ items: ReviewDocument[]; total: number }> {
    const [rows, total] = await Promise.all([
      listDocumentsByStatus(this.db, status, page.limit, page.offset),
      countDocumentsByStatus(this.db, status),
    ]);
    return {
      items: rows.map((r) => ({ ...toCarrierDocumentDto(r.document), transporter: r.transporter })),
      total,
    };
  }

  /**
   * An admin approves or rejects a pending document: the row, the log entry and the transporter's
   * notification (bell, e-mail, SMS as its settings allow) in one transaction. It approves only a
   * document whose file it has fetched (409 DOCUMENT_OPEN_FIRST otherwise); a rejection needs no
   * opening (a reason is given either way).
   */
  async review(
    caller: Caller,
    id: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<CarrierDocument> {
    if (!isUuid(id)) throw notFound(DOCUMENT_NOT_FOUND);
    return transactionAnnouncing(this.db, async (tx) => {
      const admin = await findCurrentUser(tx, caller);
      const reason = decision.approve ? null : decision.reason;
      const row = await reviewPendingDocument(tx, id, {
        status: decision.approve ? 'approved' : 'rejected',
        reason,
        reviewerId: admin.id,
        at: new Date(),
      });
      if (!row) {
        const exists = await findDocument(tx, 'all', id);
        if (!exists) throw notFound(DOCUMENT_NOT_FOUND);
        throw conflict(exists.status === 'pending' ? DOCUMENT_OPEN_FIRST : DOCUMENT_ALREADY_REVIEWED);
      }
      const transporter = await findUserById(tx, row.transporterId);
      if (!transporter) throw notFound(DOCUMENT_NOT_FOUND);
      await recordActivity(
        tx,
        documentReviewed(admin, transporter, row, reason === null ? null : { reason }),
      );
      return toCarrierDocumentDto(row);
    });
  }
}

/**
 * Another user's profile, as its `profileVisibility` allows (`profileShownTo`): 'verified' now
 * means verified carriers only. A profile the caller may not see answers as one that does not
 * exist (404), so its existence is not told either; admins have no public profile.
 */
export async function profileFor(db: Db, caller: Caller, id: string): Promise<PublicProfile> {
  if (!isUuid(id)) throw notFound(PROFILE_NOT_FOUND);
  const row = await findProfileFor(db, id, caller.userId);
  if (!row || row.role === 'admin') throw notFound(PROFILE_NOT_FOUND);
  const viewer = { userId: caller.userId, role: caller.role, verified: row.viewerVerified };
  if (!profileShownTo({ id: row.id, visibility: row.visibility }, viewer, row.counterpart)) {
    throw notFound(PROFILE_NOT_FOUND);
  }
  const profile: PublicProfile = {
    id: row.id,
    fullName: row.fullName,
    companyName: row.companyName,
    role: row.role,
    verified: row.role === 'transporter' && row.verified,
    memberSince: row.createdAt.toISOString(),
  };
  if (row.id === caller.userId || row.showRatings) {
    profile.rating = ratingSummary(row.ratingSum, row.ratingCount);
  }
  return profile;
}
