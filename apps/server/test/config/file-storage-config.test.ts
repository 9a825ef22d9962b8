import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';

const S3 = {
  FILE_STORAGE: 's3',
  S3_ENDPOINT: 'https://s3.eu-north-1.example.com/',
  S3_REGION: 'eu-north-1',
  S3_BUCKET: 'rahti-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret/from+the+environment',
};

describe('FILE_STORAGE', () => {
  it('keeps files in the database unless told otherwise', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'database' });
    expect(loadConfig({ FILE_STORAGE: ' Database ' }).fileStorage).toEqual({ kind: 'database' });
    expect(() => loadConfig({ FILE_STORAGE: 'disk' })).toThrow('FILE_STORAGE must be database or s3, got "disk"');
  });

  it('takes an S3-compatible bucket with its five settings, the endpoint without its trailing slash', () => {
    expect(loadConfig(S3).fileStorage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-north-1.example.com',
      region: 'eu-north-1',
      bucket: 'rahti-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/from+the+environment',
    });
  });

  it('stops the start naming the setting that is missing or wrong, never showing the secret', () => {
    for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(() => loadConfig({ ...S3, [name]: ' ' })).toThrow(`${name} must be set when FILE_STORAGE is s3`);
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'ftp://files' })).toThrow(/^S3_ENDPOINT must be an address/);
    expect(() => loadConfig({ ...S3, S3_BUCKET: 'Rahti_Files' })).toThrow(/^S3_BUCKET must be 3 to 63/);
    const messages = [{ S3_ENDPOINT: 'ftp://files' }, { S3_BUCKET: 'x' }, { S3_REGION: '' }].map((wrong) => {
      try {
        loadConfig({ ...S3, ...wrong });
        return '';
      } catch (error) {
        return String(error);
      }
    });
    expect(messages.every((message) => message !== '' && !message.includes(S3.S3_SECRET_ACCESS_KEY))).toBe(true);
  });

  it('takes an http:// endpoint (a local MinIO) only with EXTERNAL_SERVICES_ALLOW_PRIVATE, as every call out', () => {
    const minio = { ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(() => loadConfig(minio)).toThrow(
      'S3_ENDPOINT must start with https:// unless EXTERNAL_SERVICES_ALLOW_PRIVATE is true',
    );
    expect(loadConfig({ ...minio, EXTERNAL_SERVICES_ALLOW_PRIVATE: 'true' }).fileStorage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
    });
  });
});
