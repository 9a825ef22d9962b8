import { describe, expect, it } from 'vitest';
import { sha256Hex, signS3Request } from '../../src/files/s3-signing';
import { signatureProblem } from './fake-s3';

/**
 * Signature Version 4 against AWS's published examples ("Signature calculations for the
 * Authorization header: transferring payload in a single chunk", Amazon S3 API reference): the
 * example key pair, us-east-1, 24 May 2013 at midnight UTC, on examplebucket.
 */
const EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const CREDENTIALS = { ...EXAMPLE, region: 'us-east-1' };
const AT = new Date('2013-05-24T00:00:00Z');
const HOST = 'examplebucket.s3.amazonaws.com';
const SCOPE = 'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('AWS Signature Version 4', () => {
  it('signs the published GET Object example (the first ten bytes of test.txt)', () => {
    const headers = signS3Request(
      { method: 'GET', url: new URL(`https://${HOST}/test.txt`), headers: { range: 'bytes=0-9' }, payloadHash: EMPTY },
      CREDENTIALS,
      AT,
    );
    expect(headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-content-sha256': EMPTY,
      'x-amz-date': '20130524T000000Z',
      authorization: `AWS4-HMAC-SHA256 ${SCOPE},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`,
    });
  });

  it('signs the published PUT Object example, its $ encoded in the path once', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signS3Request(
      {
        method: 'PUT',
        url: new URL(`https://${HOST}/test$file.text`),
        headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
      },
      CREDENTIALS,
      AT,
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 ${SCOPE},SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd`,
    );
  });

  it('signs the published List Objects example, its query sorted', () => {
    const headers = signS3Request(
      { method: 'GET', url: new URL(`https://${HOST}/?prefix=J&max-keys=2`), payloadHash: EMPTY },
      CREDENTIALS,
      AT,
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 ${SCOPE},SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7`,
    );
  });

  it('is what the tests’ fake store checks: the published GET example passes it, a changed header does not', () => {
    const request = {
      method: 'GET',
      url: '/test.txt',
      headers: {
        host: HOST,
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY,
        'x-amz-date': '20130524T000000Z',
        authorization: `AWS4-HMAC-SHA256 ${SCOPE},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`,
      },
      body: Buffer.alloc(0),
    };
    expect(signatureProblem(request, EXAMPLE.secretAccessKey)).toBeNull();
    expect(
      signatureProblem({ ...request, headers: { ...request.headers, range: 'bytes=0-99' } }, EXAMPLE.secretAccessKey),
    ).toBe('SignatureDoesNotMatch');
    expect(signatureProblem(request, 'another secret')).toBe('SignatureDoesNotMatch');
  });
});
