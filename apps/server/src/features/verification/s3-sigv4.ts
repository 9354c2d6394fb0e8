import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3-compatible stores (AWS, MinIO, Cloudflare R2, Backblaze B2…): the
 * `Authorization` header of one request, as documented in "Authenticating Requests: Using the
 * Authorization Header" (sig-v4-header-based-auth). Written out with node:crypto instead of
 * @aws-sdk/client-s3, which would add about a hundred packages for three calls (ADR 026).
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as S3 expects it (not double-encoded). */
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z` and `20130524`. */
function stamps(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

/**
 * The headers to send with a request to `url` (no query string is used by this store): `host`,
 * `x-amz-date`, `x-amz-content-sha256`, the given ones, and `authorization` signing all of them.
 */
export function signS3Request(input: {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  payloadSha256: string;
  credentials: S3Credentials;
  now?: Date;
}): Record<string, string> {
  const { amzDate, day } = stamps(input.now ?? new Date());
  const headers: Record<string, string> = {
    host: input.url.host,
    'x-amz-content-sha256': input.payloadSha256,
    'x-amz-date': amzDate,
  };
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const names = Object.keys(headers).sort();
  const canonicalUri = input.url.pathname
    .split('/')
    .map((segment) => encodeSegment(decodeURIComponent(segment)))
    .join('/');
  const canonicalRequest = [
    input.method,
    canonicalUri,
    '',
    ...names.map((n) => `${n}:${headers[n]}`),
    '',
    names.join(';'),
    input.payloadSha256,
  ].join('\n');
  const scope = `${day}/${input.credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${input.credentials.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, input.credentials.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
