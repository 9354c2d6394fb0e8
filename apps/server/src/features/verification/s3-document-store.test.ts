import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createDocumentStore } from './document-store.ts';
import { LocalDocumentStore } from './local-document-store.ts';
import { S3DocumentStore } from './s3-document-store.ts';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signS3Request } from './s3-sigv4.ts';

const CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('SigV4 signing', () => {
  it("matches AWS's documented example (GET Object with a Range header)", () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadSha256: EMPTY_PAYLOAD_SHA256,
      credentials: CREDENTIALS,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/**
 * A stand-in for an S3-compatible service on a local port: it keeps objects in memory and refuses
 * (403) a request whose signature, recomputed from what arrived on the wire, does not match, or
 * whose body does not match its declared hash. Only the network boundary is replaced.
 */
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: string[] = [];

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    seen.push(`${req.method} ${url.pathname}`);
    const auth = String(req.headers.authorization ?? '');
    const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const extra = Object.fromEntries(
      signedNames
        .filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n))
        .map((n) => [n, String(req.headers[n])]),
    );
    const expected = signS3Request({
      method: req.method ?? 'GET',
      url,
      headers: extra,
      payloadSha256: String(req.headers['x-amz-content-sha256']),
      credentials: CREDENTIALS,
      now: new Date(
        String(req.headers['x-amz-date']).replace(
          /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
          '$1-$2-$3T$4:$5:$6Z',
        ),
      ),
    });
    const hashOk = req.method !== 'PUT' || sha256Hex(body) === req.headers['x-amz-content-sha256'];
    if (expected.authorization !== auth || !hashOk) {
      res.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    const key = url.pathname;
    if (req.method === 'PUT') {
      objects.set(key, { body, contentType: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const found = objects.get(key);
      if (!found) res.writeHead(404).end('NoSuchKey');
      else res.writeHead(200, { 'content-type': found.contentType }).end(found.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const KEY = '0b9c7a3e-58a1-4f6e-9d2b-1c3e5f7a9b0d';

describe('S3DocumentStore', () => {
  const store = () => new S3DocumentStore({ endpoint, bucket: 'njira-docs', ...CREDENTIALS });

  it('puts, gets and deletes an object path-style, signed', async () => {
    const content = Buffer.from('%PDF-1.4 a small document');
    await store().put(KEY, content, 'application/pdf');
    expect(objects.get(`/njira-docs/${KEY}`)?.contentType).toBe('application/pdf');

    const chunks: Buffer[] = [];
    for await (const chunk of await store().get(KEY)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);

    await store().delete(KEY);
    expect(objects.has(`/njira-docs/${KEY}`)).toBe(false);
    expect(seen.slice(-3)).toEqual([
      `PUT /njira-docs/${KEY}`,
      `GET /njira-docs/${KEY}`,
      `DELETE /njira-docs/${KEY}`,
    ]);
  });

  it('fails loudly when the service refuses (a wrong secret)', async () => {
    const wrong = new S3DocumentStore({
      endpoint,
      bucket: 'njira-docs',
      ...CREDENTIALS,
      secretAccessKey: 'nope',
    });
    await expect(wrong.put(KEY, Buffer.from('x'), 'application/pdf')).rejects.toThrow('PUT answered 403');
    await expect(store().get('1b9c7a3e-58a1-4f6e-9d2b-1c3e5f7a9b0d')).rejects.toThrow('GET answered 404');
  });

  it('never puts a key that is not one of ours into a URL', async () => {
    await expect(store().put('../other-bucket/x', Buffer.from('x'), 'application/pdf')).rejects.toThrow(
      'not a document key',
    );
  });
});

describe('createDocumentStore', () => {
  it('is the S3 store when DOCUMENTS_S3_ENDPOINT is set, else a directory under DATA_DIR', () => {
    const local = createDocumentStore(loadConfig({ DATA_DIR: '/tmp/njira-x' }));
    expect(local).toBeInstanceOf(LocalDocumentStore);
    expect((local as LocalDocumentStore).dir).toBe('/tmp/njira-x/documents');
    const s3 = createDocumentStore(
      loadConfig({
        DATA_DIR: '/tmp/njira-x',
        DOCUMENTS_S3_ENDPOINT: 'http://127.0.0.1:9000',
        DOCUMENTS_S3_BUCKET: 'b',
        DOCUMENTS_S3_ACCESS_KEY_ID: 'k',
        DOCUMENTS_S3_SECRET_ACCESS_KEY: 's',
      }),
    );
    expect(s3).toBeInstanceOf(S3DocumentStore);
    expect(() => loadConfig({ DOCUMENTS_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'are required when DOCUMENTS_S3_ENDPOINT is set',
    );
  });
});
