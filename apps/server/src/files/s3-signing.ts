import { createHash, createHmac } from 'node:crypto';

/** Who signs, and for which region: an S3-compatible store's access key. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers sent beside Host (which undici writes from the URL, and which is signed as `url.host`). */
  headers?: Record<string, string>;
  /** The body's SHA-256 in hex; S3 checks the bytes it receives against it. */
  payloadHash: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 percent-encoding of everything but the unreserved characters, as SigV4 asks (encodeURIComponent leaves !'()*). */
export const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The path with each segment encoded once: S3, unlike other services, is not double-encoded. */
const canonicalPath = (url: URL) =>
  url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/') || '/';

const canonicalQuery = (url: URL) =>
  [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

/** 2013-05-24T00:00:00.000Z → 20130524T000000Z */
const amzDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The key of a day, region and service, derived from the secret (never sent). */
function signingKey(credentials: S3Credentials, day: string): Buffer {
  const dated = hmac(`AWS4${credentials.secretAccessKey}`, day);
  return hmac(hmac(hmac(dated, credentials.region), SERVICE), 'aws4_request');
}

/**
 * The headers that sign a request to an S3-compatible store with AWS Signature Version 4
 * (Authorization, X-Amz-Date, X-Amz-Content-SHA256, with the caller's own), every header sent
 * signed: the request's headers to send, Host left to the HTTP client.
 */
export function signS3Request(request: RequestToSign, credentials: S3Credentials, at: Date): Record<string, string> {
  const date = amzDate(at);
  const day = date.slice(0, 8);
  const sent: Record<string, string> = {
    ...request.headers,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': date,
  };
  const signed = new Map<string, string>([['host', request.url.host]]);
  for (const [name, value] of Object.entries(sent)) signed.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  const names = [...signed.keys()].sort();
  const canonicalRequest = [
    request.method,
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${signed.get(name)}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${SERVICE}/aws4_request`;
  const stringToSign = [ALGORITHM, date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials, day)).update(stringToSign, 'utf8').digest('hex');
  return {
    ...sent,
    authorization: `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
