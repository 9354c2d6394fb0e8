import { Readable } from 'node:stream';
import { assertStoreKey, type DocumentStore } from './document-store.ts';
import { EMPTY_PAYLOAD_SHA256, type S3Credentials, sha256Hex, signS3Request } from './s3-sigv4.ts';

export interface S3StoreOptions extends S3Credentials {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
}

/**
 * Documents in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`), which
 * every compatible service accepts. A document is at most a few MB: it is read into memory to be
 * hashed for the signature, which keeps the signing plain (no chunked-upload signing).
 */
export class S3DocumentStore implements DocumentStore {
  constructor(private readonly opts: S3StoreOptions) {}

  private urlOf(key: string): URL {
    assertStoreKey(key);
    const base = this.opts.endpoint.replace(/\/+$/, '');
    return new URL(`${base}/${encodeURIComponent(this.opts.bucket)}/${key}`);
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.urlOf(key);
    const headers = signS3Request({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadSha256: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256,
      credentials: this.opts,
    });
    // `host` is set by fetch itself from the URL (the same value that was signed).
    const { host: _host, ...sent } = headers;
    return fetch(url, { method, headers: sent, ...(body ? { body } : {}) });
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    const bytes = Buffer.isBuffer(body) ? body : await collect(body);
    const res = await this.send('PUT', key, bytes, contentType);
    await res.body?.cancel();
    if (!res.ok) throw new Error(`document store: PUT answered ${res.status}`);
  }

  async get(key: string): Promise<Readable> {
    const res = await this.send('GET', key);
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Error(`document store: GET answered ${res.status}`);
    }
    return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    await res.body?.cancel();
    // 404: already gone, which is what was asked.
    if (!res.ok && res.status !== 404) throw new Error(`document store: DELETE answered ${res.status}`);
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
