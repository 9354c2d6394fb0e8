import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ensureDeliveryCode } from '../src/db/queries/delivery-codes.ts';
import { shipments } from '../src/db/schema/shipments.ts';
import type { Actor } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** A real photo (a 64×48 JPEG of one colour), as a phone's camera would send, only smaller. */
export async function photoJpeg(colour = '#c8a27a', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

export interface DeliveryParts {
  code?: string;
  noCode?: boolean;
  noCodeReason?: string;
  receiverName?: string;
  location?: string;
  notes?: string;
  confirmUnusual?: boolean;
  photo?: { content: Buffer; filename?: string; contentType?: string } | null;
}

/** The delivery's multipart body: the fields first, then the photo, as the web's form sends it. */
export function deliveryBody(parts: DeliveryParts): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----njira${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string | boolean | undefined) => {
    if (value === undefined) return;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  };
  field('code', parts.code);
  field('noCode', parts.noCode);
  field('noCodeReason', parts.noCodeReason);
  field('receiverName', parts.receiverName);
  field('location', parts.location);
  field('notes', parts.notes);
  field('confirmUnusual', parts.confirmUnusual);
  if (parts.photo) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${parts.photo.filename ?? 'delivery.jpg'}"\r\nContent-Type: ${parts.photo.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      parts.photo.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/shipments/:id/delivery as this actor with these parts; the raw response. */
export function postDelivery(t: TestContext, actor: Actor | null, id: string, parts: DeliveryParts) {
  const body = deliveryBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/shipments/${id}/delivery`,
    headers: { ...(actor ? actor.auth : {}), ...body.headers },
    payload: body.payload,
  });
}

/**
 * The shipment's delivery code as its owner's page shows it (made on first need), read straight
 * from the database for the tests that are not about the owner's screen.
 */
export async function deliveryCodeOf(t: TestContext, shipmentId: string): Promise<string> {
  const [row] = await t.db
    .select({ ownerId: shipments.ownerId })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId)));
  if (!row) throw new Error(`no shipment ${shipmentId}`);
  const code = await ensureDeliveryCode(t.db, { ownerId: row.ownerId }, shipmentId);
  if (!code) throw new Error(`no delivery code for ${shipmentId}`);
  return code.code;
}

/**
 * The transporter delivers as a driver at the gate would: the receiver's right code, a name and a
 * photo (and the confirmation an unusual delivery asks for, which tests not about it give).
 */
export async function deliverWithCode(
  t: TestContext,
  transporter: Actor,
  id: string,
  extra: DeliveryParts = {},
) {
  return postDelivery(t, transporter, id, {
    code: await deliveryCodeOf(t, id),
    receiverName: 'Mary Mwale',
    confirmUnusual: true,
    photo: { content: await photoJpeg() },
    ...extra,
  });
}
