import { FILE_LIMITS } from '@rahti/domain';
import type { OutboundHttp, OutboundMethod, OutboundResponse } from '../platform/outbound-http/outbound-http';
import type { S3Settings } from '../config/file-storage-config';
import { sha256Hex, signS3Request, uriEncode } from './s3-signing';

/** The store answered something other than success (its own error code, such as AccessDenied or SignatureDoesNotMatch). */
export class ObjectStoreError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`The object store answered ${status} ${code}`);
    this.name = 'ObjectStoreError';
  }
}

const EMPTY_HASH = sha256Hex('');

/** S3's error document names its error in <Code>; a store may answer without one. */
const errorOf = (response: OutboundResponse) =>
  new ObjectStoreError(response.status, /<Code>([^<]{1,100})<\/Code>/.exec(response.text)?.[1] ?? 'unknown');

/** A 404 of the key, not of the bucket: a bucket that is not there is a setting to fix, never a file gone. */
const isNoSuchKey = (response: OutboundResponse) =>
  response.status === 404 && errorOf(response).code !== 'NoSuchBucket';

/**
 * Objects in one bucket, by path-style addresses (`{endpoint}/{bucket}/{key}`), which every
 * S3-compatible store answers (MinIO, Ceph, Garage, the clouds' own) without a name per bucket.
 * Every call goes through the product's outbound client (decision 0017), signed anew each time.
 */
export function createS3Objects(http: OutboundHttp, settings: S3Settings, now: () => Date = () => new Date()) {
  const base = settings.endpoint.replace(/\/+$/, '');
  const address = (key: string) =>
    new URL(`${base}/${uriEncode(settings.bucket)}/${key.split('/').map(uriEncode).join('/')}`);

  async function call(method: OutboundMethod, key: string, body?: Uint8Array, headers: Record<string, string> = {}) {
    const url = address(key);
    const signed = signS3Request(
      { method, url, headers, payloadHash: body ? sha256Hex(body) : EMPTY_HASH },
      settings,
      now(),
    );
    // A stored file is at most FILE_LIMITS.maxBytes; the store's error documents are far smaller.
    return http.request(url.toString(), {
      method,
      headers: signed,
      body,
      limits: { maxAnswerBytes: FILE_LIMITS.maxBytes },
    });
  }

  return {
    async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
      const response = await call('PUT', key, bytes, { 'content-type': contentType });
      if (response.status !== 200) throw errorOf(response);
    },

    /** The object's bytes, or undefined when the bucket has no such key. */
    async get(key: string): Promise<Uint8Array | undefined> {
      const response = await call('GET', key);
      if (isNoSuchKey(response)) return undefined;
      if (response.status !== 200) throw errorOf(response);
      return response.bytes;
    },

    /** Gone afterwards, whether it was there or not (S3 answers 204 either way). */
    async delete(key: string): Promise<void> {
      const response = await call('DELETE', key);
      if (response.status !== 204 && response.status !== 200 && !isNoSuchKey(response)) throw errorOf(response);
    },
  };
}

export type S3Objects = ReturnType<typeof createS3Objects>;
