import { earningsMonthKey, statementNumber } from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { findDeliveryProof, findReleaseConfirmation } from '../../db/queries/delivery-proofs.ts';
import { paidOutInMonth } from '../../db/queries/earnings.ts';
import { paidInMonth } from '../../db/queries/payments.ts';
import { findShipment } from '../../db/queries/shipment-detail.ts';
import { shipmentMoney } from '../../db/queries/shipment-money.ts';
import { ALL_ROWS, scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { assertShipmentId, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';
import { paymentStatementFilename, renderPaymentStatement } from './payment-statement-pdf.ts';
import { podFilename, renderPod } from './pod-pdf.ts';
import { receiptOf } from './receipt-content.ts';
import { receiptFilename, renderReceipt } from './receipt-pdf.ts';
import { renderStatement, statementFilename } from './statement-pdf.ts';

export const POD_NOT_YET = 'The proof of delivery is available once the shipment has been delivered';
export const NO_PAYMENT_YET = 'No payment has been received for this shipment yet';

export interface PdfFile {
  filename: string;
  body: Buffer;
}

/** The PDF documents: who may have one is decided by the scoped reads, as for the JSON. */
export class DocumentService {
  constructor(
    private readonly db: Db,
    private readonly photos: { bytes(key: string): Promise<Buffer | null> },
  ) {}

  /**
   * The receipt of the owner's payment, for either party of the shipment or an admin: only once the
   * deposit completed (the ledger's `deposit_completed`), 409 before; 404 alike for a junk id, a
   * missing one and not yours.
   */
  async receipt(caller: Caller, id: string, now = new Date()): Promise<PdfFile> {
    assertShipmentId(id);
    const row = await findShipment(this.db, scopeFor(caller), id, caller.userId);
    if (!row) throw notFound(SHIPMENT_NOT_FOUND);
    const money = await shipmentMoney(this.db, id);
    if (!money.deposit) throw conflict(NO_PAYMENT_YET);
    const receipt = receiptOf(row, money, money.deposit);
    return { filename: receiptFilename(receipt.number), body: await renderReceipt(receipt, now) };
  }

  /**
   * The proof of delivery: the parties or an admin, once delivered (409 before); 404 alike for a
   * junk id, a missing one and not yours.
   */
  async pod(caller: Caller, id: string, now = new Date()): Promise<PdfFile> {
    assertShipmentId(id);
    const row = await findShipment(this.db, scopeFor(caller), id, caller.userId);
    if (!row) throw notFound(SHIPMENT_NOT_FOUND);
    if (row.shipment.status !== 'DELIVERED') throw conflict(POD_NOT_YET);
    const [proof, confirmation, money] = await Promise.all([
      findDeliveryProof(this.db, ALL_ROWS, id),
      findReleaseConfirmation(this.db, id),
      shipmentMoney(this.db, id),
    ]);
    const photo = proof?.photoKey ? await this.photos.bytes(proof.photoKey) : null;
    const pod = { proof: proof ?? null, confirmation, released: money.released !== null, photo };
    return { filename: podFilename(id), body: await renderPod(row, pod, now) };
  }

  /** The calling cargo owner's own payments (escrow released to the transporter) of one Lusaka month. */
  async paymentStatement(caller: Caller, asked: string | undefined, now = new Date()): Promise<PdfFile> {
    const month = asked ?? earningsMonthKey({ createdAt: now }) ?? '';
    const scope = { ownerId: caller.userId };
    const [owner, rows] = await Promise.all([
      findCurrentUser(this.db, caller),
      paidInMonth(this.db, scope, month),
    ]);
    const number = statementNumber(caller.userId, month, now);
    return {
      filename: paymentStatementFilename(number.number),
      body: await renderPaymentStatement({ month, number, owner, rows }, now),
    };
  }

  /** The calling transporter's own deliveries paid out in one Lusaka month. */
  async statement(caller: Caller, asked: string | undefined, now = new Date()): Promise<PdfFile> {
    const month = asked ?? earningsMonthKey({ createdAt: now }) ?? '';
    const scope = { transporterId: caller.userId };
    const [transporter, rows] = await Promise.all([
      findCurrentUser(this.db, caller),
      paidOutInMonth(this.db, scope, month),
    ]);
    const number = statementNumber(caller.userId, month, now);
    return {
      filename: statementFilename(number.number),
      body: await renderStatement({ month, number, transporter, rows }, now),
    };
  }
}
