import { apiErrorSchema } from '@njira/domain';
import { z } from 'zod';

/** Declares the error responses a route can give, for validation-free docs and stripping. */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 413 | 422 | 429)[]) {
  return Object.fromEntries(codes.map((c) => [c, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
}

/**
 * A path id: any short string gets through, and the service answers one that is not a UUID with
 * the resource's own 404 (a junk id names nothing that exists; it is not a malformed request).
 */
export const pathId = (what: string) => z.string().max(100).describe(`${what} id (uuid)`);
