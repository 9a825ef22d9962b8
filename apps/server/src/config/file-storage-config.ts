/** An S3-compatible bucket's address and access key (FILE_STORAGE=s3). */
export interface S3Settings {
  /** The store's address without the bucket, e.g. https://s3.eu-north-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  /** From the environment only; never logged, never in the repository. */
  secretAccessKey: string;
}

/**
 * Where stored files' bytes are kept (decision 0034): in the database (the default, backed up
 * with it), or in an S3-compatible bucket, addressed path-style.
 */
export type FileStorageConfig = { kind: 'database' } | ({ kind: 's3' } & S3Settings);

/** S3's rule for bucket names, which path-style addresses carry as they are. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * FILE_STORAGE (`database`, the default, or `s3`) and, for `s3`, S3_ENDPOINT, S3_REGION,
 * S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, each required: a start-up error names
 * the one missing or wrong. An http:// endpoint (a local MinIO) needs EXTERNAL_SERVICES_ALLOW_PRIVATE,
 * as every call out does (decision 0017).
 */
export function fileStorageConfigOf(env: NodeJS.ProcessEnv, allowPrivate: boolean): FileStorageConfig {
  const kind = (env.FILE_STORAGE ?? '').trim().toLowerCase();
  if (kind === '' || kind === 'database') return { kind: 'database' };
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be database or s3, got "${env.FILE_STORAGE}"`);
  const required = (name: string) => {
    const value = (env[name] ?? '').trim();
    if (value === '') throw new Error(`${name} must be set when FILE_STORAGE is s3`);
    return value;
  };
  const endpoint = required('S3_ENDPOINT').replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(`S3_ENDPOINT must be an address such as https://s3.example.com, got "${env.S3_ENDPOINT}"`);
  if (url.protocol === 'http:' && !allowPrivate)
    throw new Error('S3_ENDPOINT must start with https:// unless EXTERNAL_SERVICES_ALLOW_PRIVATE is true');
  const bucket = required('S3_BUCKET');
  if (!BUCKET_NAME.test(bucket))
    throw new Error(`S3_BUCKET must be 3 to 63 lowercase letters, digits, dots and hyphens, got "${bucket}"`);
  return {
    kind: 's3',
    endpoint,
    region: required('S3_REGION'),
    bucket,
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
  };
}
