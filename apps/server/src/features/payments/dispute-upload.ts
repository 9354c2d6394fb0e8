import {
  DELIVERY_PHOTO_TOO_LARGE,
  DISPUTE_PHOTO_MAX_BYTES,
  DISPUTE_PHOTOS_PER_SIDE,
  DISPUTE_TOO_MANY_PHOTOS,
} from '@njira/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { readAll } from '../../lib/read-stream.ts';

/** A dispute write's body: JSON for the text alone, multipart with photos. */
export const DISPUTE_CONSUMES = ['application/json', 'multipart/form-data'];

/** The file parts' name: `photos`, repeated once per photo. */
export const DISPUTE_PHOTO_PART = 'photos';

/**
 * The multipart limits of the dispute's writes: a photo as large as a delivery photo, one file more
 * than a side may send (so the fourth is answered in words rather than cut off), and one text field
 * of up to 1000 characters (4 KB covers 1000 characters of any script in UTF-8).
 */
export const DISPUTE_MULTIPART_LIMITS = {
  fileSize: DISPUTE_PHOTO_MAX_BYTES,
  files: DISPUTE_PHOTOS_PER_SIDE + 1,
  fields: 2,
  fieldSize: 4096,
  parts: DISPUTE_PHOTOS_PER_SIDE + 3,
};

export const DISPUTE_BODY_DESCRIPTION = `JSON (the text only), or multipart/form-data: the text field first, then up to ${DISPUTE_PHOTOS_PER_SIDE} files named \`${DISPUTE_PHOTO_PART}\` (JPEG, PNG or WebP, ≤ 10 MB, 10,000 px a side and 40 MP each; decoded and re-encoded as a JPEG of at most 1600 px, metadata dropped). A file that is not a picture is 400, one over 10 MB 413, more than ${DISPUTE_PHOTOS_PER_SIDE} in one request 400, past ${DISPUTE_PHOTOS_PER_SIDE} for the side 409; nothing of a refused request is kept.`;

/** A dispute write as the service takes it: the checked text and the photos' raw bytes. */
export interface DisputeUpload<T> {
  input: T;
  photos: Buffer[];
}

const uploaded = new WeakMap<FastifyRequest, Buffer[]>();

/**
 * The preValidation hook of a dispute write (the opening, the answer, the owner's later photos).
 * A multipart body's text fields become the body the route's own schema then checks, as it checks
 * a JSON one; its photos are kept for the handler (`photosOf`). The fields are checked with `fields`
 * before a byte of the first photo is read; empty file inputs are skipped; a fourth photo is refused
 * before it is read, one over 10 MB as soon as it passes the limit.
 */
export function readDisputePhotos(fields?: z.ZodType) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const values: Record<string, string> = {};
    const photos: Buffer[] = [];
    let checked = false;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') values[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== DISPUTE_PHOTO_PART) {
        part.file.resume();
        continue;
      }
      if (!checked && fields) {
        const result = fields.safeParse(values);
        if (!result.success) {
          part.file.resume();
          throw badRequest(result.error.issues[0]?.message ?? 'The request is not valid');
        }
      }
      checked = true;
      if (photos.length === DISPUTE_PHOTOS_PER_SIDE) {
        part.file.resume();
        throw badRequest(DISPUTE_TOO_MANY_PHOTOS);
      }
      const raw = await readAll(part.file, DISPUTE_PHOTO_MAX_BYTES);
      if (raw === null || part.file.truncated) throw new HttpError(413, DELIVERY_PHOTO_TOO_LARGE);
      if (raw.length > 0) photos.push(raw);
    }
    request.body = values;
    uploaded.set(request, photos);
  };
}

/** The photos the hook read (none for a JSON body). */
export function photosOf(request: FastifyRequest): Buffer[] {
  return uploaded.get(request) ?? [];
}
