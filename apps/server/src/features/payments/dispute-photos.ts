import { randomUUID } from 'node:crypto';
import { DISPUTE_PHOTOS_PER_SIDE, type DisputeSide, disputePhotosTooMany } from '@njira/domain';
import type { DbOrTx } from '../../db/client.ts';
import { countPhotos, insertPhotos } from '../../db/queries/dispute-photos.ts';
import { conflict } from '../../lib/http-errors.ts';
import { reencodeDeliveryPhoto } from '../delivery/delivery-photo.ts';
import type { DocumentStore } from '../verification/document-store.ts';

/** Writes one re-encoded photo to the store; answers its key and size. */
export type KeepPhoto = (photo: Buffer) => Promise<{ key: string; bytes: number }>;

/**
 * Each photo decoded and re-encoded as a delivery photo is (ADR 027), one after the other (one
 * libvips thread): a file that is not a picture refuses the whole request, before anything is stored.
 */
export async function reencodePhotos(raw: Buffer[]): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (const photo of raw) photos.push(await reencodeDeliveryPhoto(photo));
  return photos;
}

/**
 * Runs `work` with a way to keep photos in the store; when `work` throws (a refusal, a transaction
 * that does not commit), what it kept is deleted, so a refused request leaves no file behind.
 */
export async function keepingPhotos<T>(
  store: DocumentStore,
  work: (keep: KeepPhoto) => Promise<T>,
): Promise<T> {
  const kept: string[] = [];
  try {
    return await work(async (photo) => {
      const key = randomUUID();
      await store.put(key, photo, 'image/jpeg');
      kept.push(key);
      return { key, bytes: photo.length };
    });
  } catch (err) {
    await Promise.all(kept.map((key) => store.delete(key).catch(() => {})));
    throw err;
  }
}

/**
 * Adds photos to one side of a dispute, in the caller's transaction with the dispute locked: in the
 * slots after those taken, refused (409) past 3 for the side. Answers how many the side then has.
 */
export async function addDisputePhotos(
  tx: DbOrTx,
  keep: KeepPhoto,
  to: { disputeId: string; side: DisputeSide; addedBy: string },
  photos: Buffer[],
): Promise<number> {
  const taken = await countPhotos(tx, to.disputeId, to.side);
  if (taken + photos.length > DISPUTE_PHOTOS_PER_SIDE) {
    throw conflict(disputePhotosTooMany(DISPUTE_PHOTOS_PER_SIDE - taken));
  }
  const rows = [];
  for (const [i, photo] of photos.entries()) {
    const { key, bytes } = await keep(photo);
    rows.push({ ...to, slot: taken + i + 1, photoKey: key, photoBytes: bytes });
  }
  await insertPhotos(tx, rows);
  return taken + photos.length;
}
