import { z } from 'zod';
import { DISPUTE_SIDES } from './dispute-evidence.ts';
import { DISPUTE_OUTCOMES } from './disputes.ts';

/**
 * A dispute as it is read (issue 39): by the shipment's parties (GET /api/shipments/:id/dispute) and
 * by admins (GET /api/admin/disputes), with the transporter's answer and both sides' photos.
 */

/** A photo of the dispute: whose side, who added it and when (the file is read from its own route). */
export const disputePhotoSchema = z.object({
  id: z.string(),
  side: z.enum(DISPUTE_SIDES),
  /** The company that added it. */
  addedBy: z.string(),
  addedAt: z.string(),
});
export type DisputePhoto = z.infer<typeof disputePhotoSchema>;

export const disputeAnswerSchema = z.object({
  text: z.string(),
  /** The transporter's company. */
  answeredBy: z.string(),
  answeredAt: z.string(),
});
export type DisputeAnswer = z.infer<typeof disputeAnswerSchema>;

/**
 * GET /api/shipments/:id/dispute: the shipment's dispute (the open one, else the latest resolved)
 * as its parties and admins see it. The admin's reason and name stay on the admin's screens.
 */
export const shipmentDisputeSchema = z.object({
  id: z.string(),
  shipmentId: z.string(),
  reason: z.string(),
  /** The cargo owner's company. */
  openedBy: z.string(),
  openedAt: z.string(),
  answer: disputeAnswerSchema.nullable(),
  photos: z.array(disputePhotoSchema),
  /** Null while open. */
  resolution: z
    .object({ outcome: z.enum(DISPUTE_OUTCOMES), refunded: z.number(), resolvedAt: z.string() })
    .nullable(),
  /** Whether the caller may answer now (the transporter, once, while open). */
  canAnswer: z.boolean(),
  /** How many photos the caller may add now: the owner's side while open; 0 for everyone else. */
  photosLeft: z.number().int(),
});
export type ShipmentDispute = z.infer<typeof shipmentDisputeSchema>;

export const shipmentDisputeViewSchema = z.object({ dispute: shipmentDisputeSchema.nullable() });
export type ShipmentDisputeView = z.infer<typeof shipmentDisputeViewSchema>;

const party = z.object({ id: z.string(), name: z.string() });

/** A row of GET /api/admin/disputes and the answer to resolving one. */
export const adminDisputeSchema = z.object({
  id: z.string(),
  shipmentId: z.string(),
  cargo: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  owner: party,
  transporter: party,
  /** What the owner paid (the accepted bid). */
  amount: z.number(),
  /** What escrow holds now (0 once resolved). */
  held: z.number(),
  reason: z.string(),
  openedAt: z.string(),
  /** The transporter's answer, or null: not yet (while open) or never. */
  answer: disputeAnswerSchema.nullable(),
  /** Both sides' photos, oldest first. */
  photos: z.array(disputePhotoSchema),
  /** Null while open. */
  resolution: z
    .object({
      outcome: z.enum(DISPUTE_OUTCOMES),
      /** Kwacha refunded to the owner: all for a refund, the part for a partial one, 0 for a release. */
      refunded: z.number(),
      reason: z.string(),
      resolvedBy: z.string(),
      resolvedAt: z.string(),
    })
    .nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
