import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  autoReleaseAt,
  DELIVERY_CODE_NOT_TO_TRANSPORTER,
  DELIVERY_CODE_NOT_YET,
  DELIVERY_CODE_SMS_PER_HOUR,
  DELIVERY_CODE_SMS_THROTTLED,
  DELIVERY_CODE_THROTTLED,
  DELIVERY_PHOTO_MAX_BYTES,
  DELIVERY_PHOTO_REQUIRED,
  DELIVERY_PHOTO_TOO_LARGE,
  type DeliveryCodeSms,
  deliveryCodeSms,
  deliveryFieldsSchema,
  remindersDue,
  type Shipment,
  type ShipmentDelivery,
  toSmsNumber,
  UNCONFIRMED_REMINDER_HOURS,
  type UnusualDelivery,
  wrongDeliveryCodeMessage,
} from '@njira/domain';
import { deliveryUnconfirmed } from '../../activity/shipment-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import {
  type DeliveryCodeRow,
  ensureDeliveryCode,
  findDeliveryCode,
  recordCodeSent,
} from '../../db/queries/delivery-codes.ts';
import {
  dueForReminder,
  findDeliveryProof,
  findReleaseConfirmation,
  markReminded,
} from '../../db/queries/delivery-proofs.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import { findUserById } from '../../db/queries/users.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
} from '../../lib/http-errors.ts';
import { readAll } from '../../lib/read-stream.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { findShipmentRow, shipmentPayment } from '../payments/shipment-payment.ts';
import type { ShipmentService } from '../shipments/shipment.service.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';
import type { DocumentStore } from '../verification/document-store.ts';
import { reencodeDeliveryPhoto } from './delivery-photo.ts';
import { applyDelivery } from './delivery-record.ts';

export const ONLY_OWNER_SENDS_CODE = 'Only the cargo owner can send the delivery code';
export const NO_PHOTO = 'This delivery has no photo';
const SMS_WINDOW_MS = 3_600_000;

/** A delivery as the route hands it over: the form's fields (before the photo) and the photo's stream. */
export interface DeliveryUpload {
  fields: Record<string, string | undefined>;
  photo: { stream: Readable; truncated: () => boolean } | null;
}

/** The code is shown while the money is in escrow and the goods are on their way, or delivered. */
function codeShown(row: ShipmentRow, paymentStatus: string): boolean {
  if (row.status === 'CANCELLED') return false;
  if (row.status === 'DELIVERED') return true;
  return paymentStatus === 'held' || paymentStatus === 'disputed';
}

/**
 * Delivery you can prove (issue 39): the receiver's code (the owner's to see and send), the
 * transporter's Delivered with its proof, and the proof as both parties and admins read it.
 */
export class DeliveryService {
  constructor(
    private readonly db: Db,
    private readonly store: DocumentStore,
    private readonly shipments: ShipmentService,
  ) {}

  /** The shipment's delivery: its proof, and for its owner the code and whom it was sent to. */
  async view(caller: Caller, id: string, now = new Date()): Promise<ShipmentDelivery> {
    assertShipmentId(id);
    const scope = scopeFor(caller);
    const row = await findShipmentRow(this.db, scope, id);
    if (!row) throw notFound(SHIPMENT_NOT_FOUND);
    let code: DeliveryCodeRow | undefined;
    if (caller.role === 'cargo-owner') {
      const payment = await shipmentPayment(this.db, caller, row, now);
      if (codeShown(row, payment.status)) code = await ensureDeliveryCode(this.db, scope, id);
    }
    return {
      code: code?.code ?? null,
      receiver:
        code?.receiverName && code.receiverPhone && code.sentAt
          ? { name: code.receiverName, phoneNumber: code.receiverPhone, sentAt: code.sentAt.toISOString() }
          : null,
      proof: await this.proof(this.db, row),
    };
  }

  private async proof(db: DbOrTx, row: ShipmentRow): Promise<ShipmentDelivery['proof']> {
    const proof = await findDeliveryProof(db, { all: true }, row.id);
    if (!proof) return null;
    const confirmation = await findReleaseConfirmation(db, row.id);
    const releaseAt = autoReleaseAt(proof);
    return {
      receiverName: proof.receiverName,
      codeMatched: proof.codeMatched,
      noCodeReason: proof.noCodeReason,
      deliveredAt: proof.deliveredAt.toISOString(),
      deliveredBy: proof.deliveredBy,
      location: proof.location,
      notes: proof.notes,
      hasPhoto: proof.photoKey !== null,
      unusual: proof.unusual as UnusualDelivery[],
      confirmedAt: confirmation?.at.toISOString() ?? null,
      confirmedBy: confirmation?.by ?? null,
      autoReleaseAt: releaseAt?.toISOString() ?? null,
    };
  }

  /**
   * The owner texts the code to the person receiving the goods: a real SMS through the outbox, in
   * the transaction that records whom it went to. Not to the transporter's or the driver's number
   * (the code would then confirm nothing), and at most 3 an hour.
   */
  async sendCode(caller: Caller, id: string, input: DeliveryCodeSms, now = new Date()) {
    assertShipmentId(id);
    if (caller.role !== 'cargo-owner') throw forbidden(ONLY_OWNER_SENDS_CODE);
    const receiver = { name: input.receiverName, phoneNumber: input.phoneNumber };
    const scope = scopeFor(caller);
    await transactionAnnouncing(this.db, async (tx) => {
      const row = await findShipmentRow(tx, scope, id);
      if (!row) throw notFound(SHIPMENT_NOT_FOUND);
      const payment = await shipmentPayment(tx, caller, row, now);
      if (!codeShown(row, payment.status) || row.status === 'DELIVERED')
        throw conflict(DELIVERY_CODE_NOT_YET);
      const transporterNumbers = [row.driverPhone, await this.transporterPhone(tx, row)]
        .map((n) => (n ? toSmsNumber(n) : null))
        .filter(Boolean);
      if (transporterNumbers.includes(receiver.phoneNumber))
        throw badRequest(DELIVERY_CODE_NOT_TO_TRANSPORTER);
      await ensureDeliveryCode(tx, scope, id);
      const code = await findDeliveryCode(tx, scope, id, true);
      if (!code) throw notFound(SHIPMENT_NOT_FOUND);
      const windowOpen =
        code.smsWindowStartedAt !== null && now.getTime() - code.smsWindowStartedAt.getTime() < SMS_WINDOW_MS;
      if (windowOpen && code.smsSends >= DELIVERY_CODE_SMS_PER_HOUR) {
        throw tooManyRequests(DELIVERY_CODE_SMS_THROTTLED);
      }
      const owner = await findCurrentUser(tx, caller);
      await tx.insert(outbox).values({
        channel: 'sms',
        toPhone: receiver.phoneNumber,
        body: deliveryCodeSms({
          code: code.code,
          receiverName: receiver.name,
          ownerCompany: owner.companyName,
          cargo: row.cargo,
          from: row.fromLocation,
          to: row.toLocation,
        }),
      });
      await recordCodeSent(tx, id, receiver, windowOpen, now);
    });
    return this.view(caller, id, now);
  }

  private async transporterPhone(db: DbOrTx, row: ShipmentRow): Promise<string | null> {
    const user = await findUserById(db, row.transporterId);
    return user?.phoneNumber ?? null;
  }

  /**
   * The transporter marks the shipment Delivered with its proof. The fields are checked before a
   * byte of the photo is read; the photo is decoded and re-encoded before the transaction; a wrong
   * code is counted (committed) and answered 400 with the tries left; the photo is written to the
   * store inside the transaction and deleted if it does not commit, so a refused delivery keeps
   * nothing.
   */
  async deliver(caller: Caller, id: string, upload: DeliveryUpload, now = new Date()): Promise<Shipment> {
    assertShipmentId(id);
    const fields = deliveryFieldsSchema.safeParse(upload.fields);
    if (!fields.success) {
      upload.photo?.stream.resume();
      throw badRequest(fields.error.issues[0]?.message ?? 'The request is not valid');
    }
    if (!upload.photo) throw badRequest(DELIVERY_PHOTO_REQUIRED);
    const raw = await readAll(upload.photo.stream, DELIVERY_PHOTO_MAX_BYTES);
    if (raw === null || upload.photo.truncated()) throw new HttpError(413, DELIVERY_PHOTO_TOO_LARGE);
    if (raw.length === 0) throw badRequest(DELIVERY_PHOTO_REQUIRED);
    const photo = await reencodeDeliveryPhoto(raw);

    const key = randomUUID();
    let stored = false;
    try {
      const outcome = await transactionAnnouncing(this.db, (tx) =>
        applyDelivery(
          tx,
          caller,
          id,
          fields.data,
          async () => {
            await this.store.put(key, photo, 'image/jpeg');
            stored = true;
            return { key, bytes: photo.length };
          },
          now,
        ),
      );
      if (outcome.kind === 'throttled') throw tooManyRequests(DELIVERY_CODE_THROTTLED);
      if (outcome.kind === 'wrong_code') {
        throw outcome.triesLeft > 0
          ? badRequest(wrongDeliveryCodeMessage(outcome.triesLeft))
          : tooManyRequests(DELIVERY_CODE_THROTTLED);
      }
    } catch (err) {
      if (stored) await this.store.delete(key).catch(() => {});
      throw err;
    }
    return this.shipments.get(caller, id);
  }

  /** The delivery photo, for either party and admins; anyone else 404. */
  async photo(caller: Caller, id: string): Promise<{ stream: Readable; sizeBytes: number }> {
    assertShipmentId(id);
    const proof = await findDeliveryProof(this.db, scopeFor(caller), id);
    if (!proof) throw notFound(SHIPMENT_NOT_FOUND);
    if (!proof.photoKey) throw notFound(NO_PHOTO);
    const stream = await this.store.get(proof.photoKey).catch(() => {
      throw notFound(NO_PHOTO);
    });
    return { stream, sizeBytes: proof.photoBytes ?? 0 };
  }

  /**
   * The owner's reminders of deliveries without the code (24 h and 72 h after; issue 39), each sent
   * once however many instances sweep: the count moves only from the value read.
   */
  async remindUnconfirmed(now = new Date()): Promise<number> {
    let sent = 0;
    for (const { proof, shipment } of await dueForReminder(this.db, now)) {
      const due = remindersDue(proof, now);
      if (due === 0) continue;
      const to = proof.remindersSent + due;
      const hours = UNCONFIRMED_REMINDER_HOURS[to - 1] ?? UNCONFIRMED_REMINDER_HOURS[0];
      const done = await transactionAnnouncing(this.db, async (tx) => {
        if (!(await markReminded(tx, shipment.id, proof.remindersSent, to))) return false;
        await recordActivity(tx, { ...deliveryUnconfirmed(shipment, hours), shipment });
        return true;
      });
      if (done) sent++;
    }
    return sent;
  }

  /** The photo's bytes (the POD PDF embeds it); null when there is none or the store lost it. */
  async photoBytes(key: string | null): Promise<Buffer | null> {
    if (!key) return null;
    try {
      const stream = await this.store.get(key);
      return await readAll(stream, DELIVERY_PHOTO_MAX_BYTES);
    } catch {
      return null;
    }
  }
}
