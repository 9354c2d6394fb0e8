import { z } from 'zod';
import { textField } from './text.ts';

export { optionalText, textField } from './text.ts';

/** Every error the API sends: `message` is for people, the web shows it as it is. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** A machine-readable reason where the client acts on it ('two_factor_required'). */
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

const uuid = z.uuid();

/**
 * An id of ours is a UUID. Services check path ids with this and answer anything else as the
 * resource's own 404 ('Quote not found', 'Shipment not found'): a junk id names nothing that exists.
 */
export function isUuid(value: string): boolean {
  return uuid.safeParse(value).success;
}

export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 500;

/** Optional paging and filtering on every list; the total goes in `X-Total-Count`. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIST_MAX_LIMIT, `limit must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
  search: textField('search', { max: 100 }).optional(),
  status: textField('status', { max: 40, tooLong: 'status is not valid' })
    .transform((v) => v.toUpperCase())
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** True when the YYYY-MM-DD at the start is a real calendar day (Date.parse turns 02-30 into 03-02). */
function isCalendarDay(v: string): boolean {
  const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A plain YYYY-MM-DD date (as `<input type="date">` gives) or an ISO date-time WITH a zone: a zoneless time would be read in the server's own zone. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(v) &&
        !Number.isNaN(Date.parse(v)) &&
        isCalendarDay(v),
      {
        error: message,
      },
    );
