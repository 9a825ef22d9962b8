import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * An S3-compatible store on 127.0.0.1 for the tests: path-style objects kept in memory, each
 * request's Signature Version 4 checked as S3 checks it, from what arrived (the method, the path
 * and query as sent, the signed headers' values, the body's hash), with its own code rather than
 * the server's, so a mistake in the server's signing is not repeated here.
 */

export interface ReceivedRequest {
  method: string;
  /** The path and query as sent, still percent-encoded. */
  url: string;
  /** Header names in lower case, as node:http gives them. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Object keys (without the bucket) and what they hold. */
  objects: Map<string, { bytes: Buffer; contentType: string | undefined }>;
  /** Every request, as `METHOD /bucket/key`, and the ones refused for their signature. */
  calls: string[];
  refused: string[];
  close(): Promise<void>;
}

const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const mac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const strictEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** Why the request's signature is not right for this secret, or null when it is. */
export function signatureProblem(request: ReceivedRequest, secretAccessKey: string): string | null {
  const header = request.headers['authorization'];
  const match =
    typeof header === 'string' &&
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return 'no SigV4 Authorization header';
  const [, , day, region, signedHeaders, signature] = match;
  const names = signedHeaders!.split(';');
  for (const needed of ['host', 'x-amz-content-sha256', 'x-amz-date'])
    if (!names.includes(needed)) return `${needed} is not signed`;
  const date = String(request.headers['x-amz-date']);
  if (date.slice(0, 8) !== day) return 'the credential scope is not of the request date';
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== hex(request.body)) return 'the body is not the one whose hash was signed';
  const [path = '', query = ''] = request.url.split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => strictEncode(decodeURIComponent(part))))
    .map(([name = '', value = '']) => [name, value] as const)
    .sort(([a, x], [b, y]) => byCodePoint(a, b) || byCodePoint(x, y))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalPath = path
    .split('/')
    .map((part) => strictEncode(decodeURIComponent(part)))
    .join('/');
  const headerLines = names.map(
    (name) => `${name}:${[request.headers[name] ?? ''].flat().join(',').trim().replace(/ +/g, ' ')}`,
  );
  const canonical = [request.method, canonicalPath, canonicalQuery, ...headerLines, '', signedHeaders, payloadHash];
  const toSign = ['AWS4-HMAC-SHA256', date, `${day}/${region}/s3/aws4_request`, hex(canonical.join('\n'))].join('\n');
  const key = mac(mac(mac(mac('AWS4' + secretAccessKey, day!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'SignatureDoesNotMatch';
}

const xmlError = (response: ServerResponse, status: number, code: string) =>
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);

export async function startFakeS3(): Promise<FakeS3> {
  const sockets = new Set<Socket>();
  const fake: FakeS3 = {
    url: '',
    bucket: 'rahti-files',
    accessKeyId: 'AKIATESTFAKES3',
    secretAccessKey: 'test-secret/for+the+fake/store',
    region: 'eu-north-1',
    objects: new Map(),
    calls: [],
    refused: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const received: ReceivedRequest = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    };
    const path = received.url.split('?')[0] ?? '';
    fake.calls.push(`${received.method} ${decodeURIComponent(path)}`);
    const problem = signatureProblem(received, fake.secretAccessKey);
    if (problem) {
      fake.refused.push(`${received.method} ${path}: ${problem}`);
      return xmlError(response, 403, problem === 'SignatureDoesNotMatch' ? problem : 'AccessDenied');
    }
    const [, bucket, ...rest] = path.split('/').map(decodeURIComponent);
    if (bucket !== fake.bucket) return xmlError(response, 404, 'NoSuchBucket');
    const key = rest.join('/');
    if (received.method === 'PUT') {
      fake.objects.set(key, { bytes: received.body, contentType: request.headers['content-type'] });
      return response.writeHead(200, { etag: `"${hex(received.body).slice(0, 32)}"` }).end();
    }
    if (received.method === 'DELETE') {
      fake.objects.delete(key);
      return response.writeHead(204).end();
    }
    const object = fake.objects.get(key);
    if (received.method !== 'GET') return xmlError(response, 405, 'MethodNotAllowed');
    if (!object) return xmlError(response, 404, 'NoSuchKey');
    response.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' }).end(object.bytes);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => xmlError(response, 500, 'InternalError'));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
