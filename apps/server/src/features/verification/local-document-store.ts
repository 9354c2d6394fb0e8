import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStoreKey, type DocumentStore } from './document-store.ts';

/**
 * Documents on the server's disk, in one directory outside the web root (DATA_DIR/documents by
 * default), one file per key. A file is written under a temporary name and renamed when complete,
 * so a reader never sees half a file and a failed write leaves only what `put` removes itself.
 */
export class LocalDocumentStore implements DocumentStore {
  private ready: Promise<unknown> | null = null;

  constructor(readonly dir: string) {}

  private fileOf(key: string): string {
    assertStoreKey(key);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 });
    await this.ready;
    const partial = path.join(this.dir, `.${randomUUID()}.part`);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const stream = createReadStream(this.fileOf(key));
    // Open before answering, so a missing file is an error here rather than a broken response.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
