import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from '@njira/domain';
import sharp, { type Sharp } from 'sharp';

/** The formats sharp may name for a picture the server takes (its `metadata().format`). */
export type PictureFormat = 'jpeg' | 'png' | 'webp';

/** Why a picture is refused: it does not read as one of the formats, or it declares too many pixels. */
export class PictureRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'too-large') {
    super(`picture refused: ${reason}`);
  }
}

// Two cores serve every request: one libvips thread per picture keeps the API answering meanwhile.
sharp.concurrency(1);

/**
 * A picture opened for decoding, once its header has been read and checked: one of `formats` (judged
 * from the content, whatever its name or declared type), and no larger than PICTURE_MAX_SIDE a side
 * and PICTURE_MAX_PIXELS in all (ADR 031): a few KB declaring 65,535 × 65,535 pixels is refused
 * before a pixel is decoded. The answer decodes with `failOn: 'error'`, so a file cut short or
 * corrupt fails when it is decoded. Throws PictureRefused.
 */
export async function openPicture(input: Buffer, formats: readonly PictureFormat[]): Promise<Sharp> {
  // The header only (no pixel is decoded): without a limit, so a pixel bomb is told apart.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PictureRefused('unreadable');
    });
  if (!meta.format || !(formats as readonly string[]).includes(meta.format)) {
    throw new PictureRefused('unreadable');
  }
  const { width, height } = meta;
  if (!width || !height) throw new PictureRefused('unreadable');
  if (width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE || width * height > PICTURE_MAX_PIXELS) {
    throw new PictureRefused('too-large');
  }
  return sharp(input, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' });
}

/**
 * Whether the whole picture decodes: every pixel read (into a small thumbnail, so memory stays
 * small), which a file cut short or with something else after its header fails. Throws PictureRefused.
 */
export async function decodePicture(input: Buffer, formats: readonly PictureFormat[]): Promise<void> {
  const image = await openPicture(input, formats);
  await image
    .resize({ width: 64, height: 64, fit: 'inside' })
    .raw()
    .toBuffer()
    .catch(() => {
      throw new PictureRefused('unreadable');
    });
}
