import { z } from 'zod';
import {
  DELIVERY_CODE_FORMAT,
  DELIVERY_CODE_LENGTH,
  DELIVERY_CODE_OR_REASON,
  UNUSUAL_DELIVERY_TEXT,
  type UnusualDelivery,
} from '../delivery-proof.ts';
import { optionalText, textField } from './text.ts';
import { fullNameField } from './user-fields.ts';

const CODE = new RegExp(`^\\d{${DELIVERY_CODE_LENGTH}}$`);

const receiverNameField = textField("Receiver's name", {
  max: 100,
  name: true,
  required: 'Enter the name of the person who received the goods',
  notText: 'Enter the name of the person who received the goods',
}).refine((v) => v.length >= 2, { error: "The receiver's name must be at least 2 characters", abort: true });

/**
 * The fields of POST /api/shipments/:id/delivery (multipart, before the photo): the receiver's
 * code, or no code and why; who received; where and any notes; and, for an unusual delivery, the
 * transporter's confirmation. Multipart fields are text, so the two flags are 'true' or absent.
 */
export const deliveryFieldsSchema = z
  .object({
    code: z
      .string()
      .optional()
      .transform((v) => v?.replace(/\s/g, '') || undefined)
      .refine((v) => v === undefined || CODE.test(v), DELIVERY_CODE_FORMAT),
    noCode: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    noCodeReason: optionalText(500, 'Reason', true),
    receiverName: receiverNameField,
    location: optionalText(200, 'Location'),
    notes: optionalText(1000, 'Notes', true),
    confirmUnusual: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  })
  .superRefine((v, ctx) => {
    if (v.noCode) {
      if (!v.noCodeReason || v.noCodeReason.length < 5) {
        ctx.addIssue({
          code: 'custom',
          path: ['noCodeReason'],
          message: 'Say why the receiver has no code (at least 5 characters)',
        });
      }
    } else if (v.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: DELIVERY_CODE_OR_REASON });
    }
  });
export type DeliveryFields = z.output<typeof deliveryFieldsSchema>;

/** A phone number to text: a Zambian one as typed locally, or any country's with its + prefix. */
export const SMS_NUMBER_MESSAGE = 'Enter a mobile number, e.g. 097 123 4567 or +243 81 234 5678';

/** '097 123 4567' → '260971234567'; '+243 812 345 678' → '243812345678'; null when not a number. */
export function toSmsNumber(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^\+?[\d\s\-()]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 9 && digits.length <= 15 ? digits : null;
  if (/^0[79]\d{8}$/.test(digits)) return `260${digits.slice(1)}`;
  if (/^260[79]\d{8}$/.test(digits)) return digits;
  return null;
}

/** POST /api/shipments/:id/delivery-code/sms: who receives the goods, and the number to text. */
export const deliveryCodeSmsSchema = z.object({
  receiverName: fullNameField,
  phoneNumber: z
    .string({ error: SMS_NUMBER_MESSAGE })
    .max(30, SMS_NUMBER_MESSAGE)
    .refine((v) => toSmsNumber(v) !== null, SMS_NUMBER_MESSAGE)
    .transform((v) => toSmsNumber(v) as string),
});
export type DeliveryCodeSmsInput = z.input<typeof deliveryCodeSmsSchema>;
/** As the route hands it over: the number an MSISDN ('260971234567'). */
export type DeliveryCodeSms = z.output<typeof deliveryCodeSmsSchema>;

const UNUSUAL = Object.keys(UNUSUAL_DELIVERY_TEXT) as [UnusualDelivery, ...UnusualDelivery[]];

/** A recorded delivery's proof, as either party and admins see it. */
export const deliveryProofSchema = z.object({
  receiverName: z.string(),
  codeMatched: z.boolean().describe("Whether the driver entered the receiver's right code"),
  noCodeReason: z.string().nullable(),
  deliveredAt: z.string(),
  deliveredBy: z.string(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  hasPhoto: z.boolean(),
  unusual: z.array(z.enum(UNUSUAL)),
  /** The owner's confirmation (the release of escrow by the owner), once given. */
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  /** When escrow releases itself: 72 h after a delivery proven by the code; null otherwise. */
  autoReleaseAt: z.string().nullable(),
});
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;

/**
 * GET /api/shipments/:id/delivery: the proof once delivered; and, for the cargo owner only, the
 * receiver's code (once the payment is held) and whom it was last sent to. The transporter never
 * receives the code: `code` and `receiver` are null for everyone but the owner.
 */
export const shipmentDeliverySchema = z.object({
  code: z.string().nullable(),
  receiver: z.object({ name: z.string(), phoneNumber: z.string(), sentAt: z.string() }).nullable(),
  proof: deliveryProofSchema.nullable(),
});
export type ShipmentDelivery = z.infer<typeof shipmentDeliverySchema>;
