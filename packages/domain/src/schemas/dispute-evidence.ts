import { z } from 'zod';
import { DELIVERY_PHOTO_MAX_BYTES } from '../delivery-proof.ts';
import { DISPUTE_REASON_MAX, DISPUTE_REASON_MIN } from './disputes.ts';
import { textField } from './text.ts';

/**
 * A dispute's evidence (issue 39, ADR 021): the transporter's answer, once, and photos from both
 * sides, at most 3 each. Photos are checked and kept as delivery photos are (ADR 027).
 */

/** Whose evidence a photo is: the cargo owner's (with the dispute, or later) or the transporter's (with its answer). */
export const DISPUTE_SIDES = ['owner', 'transporter'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];
export const DISPUTE_SIDE_LABELS: Record<DisputeSide, string> = {
  owner: 'Cargo owner',
  transporter: 'Transporter',
};

export const DISPUTE_PHOTOS_PER_SIDE = 3;
/** As a delivery photo: the web shrinks it first, the server re-encodes whatever arrives. */
export const DISPUTE_PHOTO_MAX_BYTES = DELIVERY_PHOTO_MAX_BYTES;

export const DISPUTE_ANSWER_REQUIRED = 'Please write your answer';
export const DISPUTE_ANSWER_TOO_SHORT = `Please give at least ${DISPUTE_REASON_MIN} characters`;
export const DISPUTE_ANSWER_TOO_LONG = `The answer must be at most ${DISPUTE_REASON_MAX} characters`;
export const DISPUTE_NOT_OPEN = 'There is no open dispute on this shipment';
export const DISPUTE_ALREADY_ANSWERED = 'The dispute was already answered: the answer is final';
export const DISPUTE_PHOTOS_REQUIRED = 'Add at least one photo';
export const DISPUTE_TOO_MANY_PHOTOS = `Each side may add at most ${DISPUTE_PHOTOS_PER_SIDE} photos`;
/** Shown beside the answer form: it is sent once and cannot be changed. */
export const DISPUTE_ANSWER_FINAL = 'Your answer is final: it cannot be changed once sent.';
export const DISPUTE_NOT_ANSWERED = 'The transporter has not answered yet';

/** A side that sent (or would reach) more than 3 photos: how many it may still add. */
export function disputePhotosTooMany(left: number): string {
  return left <= 0
    ? `Each side may add at most ${DISPUTE_PHOTOS_PER_SIDE} photos, and yours are all added`
    : `Each side may add at most ${DISPUTE_PHOTOS_PER_SIDE} photos: you can add ${left} more`;
}

const answerField = textField('Answer', {
  max: DISPUTE_REASON_MAX,
  multiline: true,
  tooLong: DISPUTE_ANSWER_TOO_LONG,
}).pipe(
  z
    .string()
    .min(1, { error: DISPUTE_ANSWER_REQUIRED, abort: true })
    .min(DISPUTE_REASON_MIN, DISPUTE_ANSWER_TOO_SHORT),
);

/**
 * POST /api/shipments/:id/dispute/answer: the transporter's answer, as JSON or as the text field of
 * a multipart body whose `photos` follow it.
 */
export const answerDisputeSchema = z.object({ answer: answerField });
export type AnswerDisputeInput = z.input<typeof answerDisputeSchema>;
