import { z } from 'zod';
import { STAGE_IDS } from '../stages.ts';

/** One stored position as the parties (and a tracking link) read it. */
export const positionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** Metres: the radius the phone gave. */
  accuracy: z.number(),
  /** When the phone took the fix (ISO). */
  takenAt: z.string(),
  /** When the server received it (ISO): later than takenAt when the phone was out of signal. */
  receivedAt: z.string(),
});
export type Position = z.infer<typeof positionSchema>;

/** GET /api/shipments/:id/positions: whether sharing is on, the last fix, and the thinned trail. */
export const shipmentPositionsSchema = z.object({
  sharing: z.boolean(),
  last: positionSchema.nullable(),
  /** Where the last fix is, in words: 'near Kapiri Mposhi', '48 km from Mpika'; null without one. */
  near: z.string().nullable(),
  trail: z.array(positionSchema).describe('At most 300 points, oldest first, the first and the last kept'),
});
export type ShipmentPositions = z.infer<typeof shipmentPositionsSchema>;

/** The answer to POST /api/shipments/:id/positions. */
export const storedPositionSchema = positionSchema.extend({
  id: z.string(),
  /** False when this id had been stored before (the same fix sent twice is stored once). */
  created: z.boolean(),
});
export type StoredPosition = z.infer<typeof storedPositionSchema>;

/** PUT /api/shipments/:id/location-sharing's answer. */
export const locationSharingStateSchema = z.object({ sharing: z.boolean() });

/** A read-only tracking link for the consignee (issue 41, item 7). */
export const trackingLinkSchema = z.object({
  /** The web path to share: /track/<token>. The token is shown once; only its hash is stored. */
  url: z.string(),
  /** When the link stops working: a week after delivery; null while the shipment is not delivered. */
  expiresAt: z.string().nullable(),
});
export type TrackingLink = z.infer<typeof trackingLinkSchema>;

/**
 * GET /api/track/:token: what anyone with the link sees: the route, the stage, the expected
 * delivery and where the truck was. No names, phones, amounts, company or user ids.
 */
export const publicTrackingSchema = z
  .object({
    fromLocation: z.string(),
    toLocation: z.string(),
    stage: z.enum(STAGE_IDS).nullable(),
    stageLabel: z.string(),
    expectedDelivery: z.string(),
    deliveredAt: z.string().nullable(),
    last: positionSchema.nullable(),
    near: z.string().nullable(),
    trail: z.array(positionSchema),
  })
  .strict();
export type PublicTracking = z.infer<typeof publicTrackingSchema>;
