import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { LocalDocumentStore } from './local-document-store.ts';
import { S3DocumentStore } from './s3-document-store.ts';

/**
 * Where transporters' document files live (ADR 026). Keys are generated uuids, never a name a
 * client chose; the database row says whose a file is and what it is.
 */
export interface DocumentStore {
  /** Writes the whole body under `key`; a failed write leaves nothing under it. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The file's bytes; rejects when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the file; nothing to remove is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A store key is one of ours (a uuid): nothing else is ever joined to a path or a URL. */
export function assertStoreKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
}

/** The store the configuration names: an S3-compatible bucket, else a directory under DATA_DIR. */
export function createDocumentStore(config: Config): DocumentStore {
  const { DOCUMENTS_S3_ENDPOINT: endpoint, DOCUMENTS_S3_BUCKET: bucket } = config;
  const { DOCUMENTS_S3_ACCESS_KEY_ID: accessKeyId, DOCUMENTS_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return new S3DocumentStore({
      endpoint,
      bucket,
      region: config.DOCUMENTS_S3_REGION,
      accessKeyId,
      secretAccessKey,
    });
  }
  return new LocalDocumentStore(
    path.resolve(config.DOCUMENTS_DIR ?? path.join(config.DATA_DIR, 'documents')),
  );
}
