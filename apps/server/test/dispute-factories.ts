import { randomBytes } from 'node:crypto';
import type { Actor } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** A photo part: its bytes, and what the browser would say of it. */
export interface PhotoPart {
  content: Buffer;
  filename?: string;
  contentType?: string;
}

/** A dispute write's multipart body, as the web sends it: the text fields first, then `photos`. */
export function disputeBody(
  fields: Record<string, string>,
  photos: PhotoPart[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----njira${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [i, photo] of photos.entries()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${photo.filename ?? `photo-${i + 1}.jpg`}"\r\nContent-Type: ${photo.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      photo.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a dispute write (`''` opens, `/answer`, `/photos`) as this actor, as multipart. */
export function postDispute(
  t: TestContext,
  actor: Actor | null,
  shipmentId: string,
  path: '' | '/answer' | '/photos',
  fields: Record<string, string>,
  photos: PhotoPart[] = [],
) {
  const body = disputeBody(fields, photos);
  return t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/dispute${path}`,
    headers: { ...(actor ? actor.auth : {}), ...body.headers },
    payload: body.payload,
  });
}
