import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';

export const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

/** Posts one file as multipart/form-data, the way the browser's file input sends it. */
export async function upload(
  t: TestApp,
  user: TestUser,
  url: string,
  filename: string,
  content: Buffer,
  language = 'en',
) {
  const boundary = '----rahti-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...user.headers,
      'accept-language': language,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
