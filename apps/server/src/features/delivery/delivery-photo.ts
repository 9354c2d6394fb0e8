import { DELIVERY_PHOTO_REFUSED, PICTURE_TOO_LARGE } from '@njira/domain';
import { badRequest } from '../../lib/http-errors.ts';
import { openPicture, PictureRefused } from '../../lib/picture.ts';

/**
 * A delivery photo as it is kept (issue 39), and a dispute's photos: decoded (so only a real
 * picture passes, whatever its name or declared type, and no larger than `openPicture` allows),
 * turned upright from its EXIF orientation, at most 1600 px on its long side, re-encoded as a JPEG
 * with its metadata (the phone's GPS and serial among it) left out. About 150-400 KB, whatever the
 * phone sent; a file that does not decode is refused.
 */
export const DELIVERY_PHOTO_MAX_EDGE = 1600;

/** Formats a phone's camera or gallery gives that the server decodes; anything else is refused. */
const DECODED = ['jpeg', 'png', 'webp'] as const;

export async function reencodeDeliveryPhoto(input: Buffer): Promise<Buffer> {
  try {
    const image = await openPicture(input, DECODED);
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
  } catch (err) {
    if (err instanceof PictureRefused && err.reason === 'too-large') throw badRequest(PICTURE_TOO_LARGE);
    throw badRequest(DELIVERY_PHOTO_REFUSED);
  }
}
