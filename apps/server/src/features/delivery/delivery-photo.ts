import { DELIVERY_PHOTO_REFUSED } from '@njira/domain';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-errors.ts';

/**
 * A delivery photo as it is kept (issue 39): decoded (so only a real picture passes, whatever its
 * name or declared type), turned upright from its EXIF orientation, at most 1600 px on its long side,
 * re-encoded as a JPEG with its metadata (the phone's GPS and serial among it) left out. About
 * 150-400 KB, whatever the phone sent; a file that does not decode is refused.
 */
export const DELIVERY_PHOTO_MAX_EDGE = 1600;

/** Formats a phone's camera or gallery gives that the server decodes; anything else is refused. */
const DECODED = new Set(['jpeg', 'png', 'webp']);

/**
 * A picture larger than this (in pixels) is refused before it is decoded: a small file that
 * decompresses to gigabytes (a "pixel bomb") cannot take the server's memory. 50 MP is above any
 * phone camera's default.
 */
const MAX_INPUT_PIXELS = 50_000_000;

// Two cores serve every request: one libvips thread per photo keeps the API answering meanwhile.
sharp.concurrency(1);

export async function reencodeDeliveryPhoto(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !DECODED.has(meta.format)) throw new Error(`not a photo: ${meta.format}`);
    return await image
      .rotate()
      .resize({
        width: DELIVERY_PHOTO_MAX_EDGE,
        height: DELIVERY_PHOTO_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest(DELIVERY_PHOTO_REFUSED);
  }
}
