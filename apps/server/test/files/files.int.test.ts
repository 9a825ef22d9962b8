import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addDriver, signInDriver } from '../shifts/shift-fixtures';
import { EXIF_WITH_GPS, JPEG_COMMENT, jpeg, jpegMarkers, png, pngChunk, pngChunks } from './test-images';

/** Stored files (decision 0034): a phone's photo stored once under its key, read back clean by the office. */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let driver: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context);
  other = await createTenant(t.context);
  driver = await signInDriver(
    t.context,
    own,
    await addDriver(t.context, own, { firstName: 'Ari', lastName: 'Ajaja' }),
    'fi',
  );
});
afterAll(() => t.close());

const upload = (key: string, body: Buffer, contentType = 'image/jpeg', user = driver) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/driver/files/${key}`,
    headers: { ...user.headers, 'content-type': contentType },
    payload: body,
  });
const read = (id: string, user: TestUser = own.users.user) =>
  t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: user.headers });

describe('a photo from the phone', () => {
  it('is stored once under its key: a retry answers the same file and stores nothing more', async () => {
    const key = `photo-${randomUUID()}`;
    const first = await upload(key, jpeg([EXIF_WITH_GPS]));
    expect(first.statusCode, first.body).toBe(201);
    const stored = first.json<{ id: string; key: string; contentType: string; sizeBytes: number }>();
    expect(stored).toEqual({ id: expect.any(String), key, contentType: 'image/jpeg', sizeBytes: jpeg().length });
    const again = await upload(key, jpeg([EXIF_WITH_GPS]));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(stored);
  });

  it('reaches the office without its Exif GPS position or comment, typed by its content, never sniffed', async () => {
    const sent = await upload(`photo-${randomUUID()}`, jpeg([EXIF_WITH_GPS, JPEG_COMMENT]), 'application/octet-stream');
    expect(sent.statusCode).toBe(201);
    const response = await read(sent.json<{ id: string }>().id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.jpg"$/);
    expect(jpegMarkers(response.rawPayload)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    expect(response.rawPayload.includes(Buffer.from('GPSLatitude'))).toBe(false);
    expect(response.rawPayload.equals(jpeg())).toBe(true);
  });

  it('is taken by what its bytes are, whatever type the phone named: a PNG sent as JPEG is a PNG, without its text', async () => {
    const sent = await upload(`photo-${randomUUID()}`, png([pngChunk('tEXt', Buffer.from('Comment\0Vuosaari'))]));
    expect(sent.json()).toMatchObject({ contentType: 'image/png' });
    const response = await read(sent.json<{ id: string }>().id);
    expect(response.headers['content-type']).toBe('image/png');
    expect(pngChunks(response.rawPayload)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('refuses what is not an image, an empty or broken one, in the driver’s language', async () => {
    const html = await upload(`photo-${randomUUID()}`, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({
      code: 'files:notAnImage',
      message: 'Vain JPEG-, PNG- ja WebP-kuvia voi ladata',
    });
    expect((await upload(`photo-${randomUUID()}`, Buffer.alloc(0))).statusCode).toBe(400);
    const broken = await upload(`photo-${randomUUID()}`, jpeg([EXIF_WITH_GPS]).subarray(0, 60));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'files:unreadableImage' });
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/driver/files/photo-${randomUUID()}`,
      headers: driver.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses more than 2 MB with 413, a key that is no key with 400 (one past 100 characters: 414)', async () => {
    const huge = Buffer.concat([jpeg(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(`photo-${randomUUID()}`, huge)).statusCode).toBe(413);
    expect((await upload('bad%20key', jpeg())).statusCode).toBe(400);
    expect((await upload('x'.repeat(101), jpeg())).statusCode).toBe(414);
  });

  it('is the organisation’s alone: another organisation reads 404, as does an id no file has', async () => {
    const sent = await upload(`photo-${randomUUID()}`, jpeg());
    const id = sent.json<{ id: string }>().id;
    expect((await read(id, own.users.user)).statusCode).toBe(200);
    expect((await read(id, other.users.admin)).statusCode).toBe(404);
    expect((await read(randomUUID())).statusCode).toBe(404);
  });

  it('comes only from the driver app, and is read only by the office', async () => {
    expect((await upload(`photo-${randomUUID()}`, jpeg(), 'image/jpeg', own.users.admin)).statusCode).toBe(403);
    const sent = await upload(`photo-${randomUUID()}`, jpeg());
    expect((await read(sent.json<{ id: string }>().id, driver)).statusCode).toBe(403);
  });
});
