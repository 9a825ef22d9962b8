import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { createCalculatorFixtures } from './calculator-fixtures';
import { JPEG_HEADER, PNG_1X1, WEBP_HEADER, multipartFile } from './multipart-body';
import { startTwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  ({ t, own, other } = await startTwoOrganisations());
  await createCalculatorFixtures(t.app, own);
  await createCalculatorFixtures(t.app, other);
});
afterAll(() => t.close());

const imageUrl = (tenant: TestTenant) => `/api/calculations/${tenant.calculationId}/image`;
function upload(tenant: TestTenant, contentType: string, bytes: Buffer, language = 'en') {
  const body = multipartFile('file', 'truck.img', contentType, bytes);
  return t.app.inject({
    method: 'PUT',
    url: imageUrl(tenant),
    headers: { ...tenant.users.user.headers, ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
}

describe('calculation image', () => {
  it('takes a PNG, serves the same bytes with their type, and marks the calculation', async () => {
    expect((await upload(own, 'image/png', PNG_1X1)).statusCode).toBe(204);
    const image = await t.app.inject({ method: 'GET', url: imageUrl(own), headers: own.users.user.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    const calculation = await t.app.inject({
      method: 'GET',
      url: `/api/calculations/${own.calculationId}`,
      headers: own.users.user.headers,
    });
    expect(calculation.json()).toMatchObject({ hasImage: true });
  });

  it('takes JPEG and WebP, replacing the earlier image', async () => {
    expect((await upload(own, 'image/jpeg', Buffer.concat([JPEG_HEADER, Buffer.alloc(100)]))).statusCode).toBe(204);
    expect((await upload(own, 'image/webp', Buffer.concat([WEBP_HEADER, Buffer.alloc(100)]))).statusCode).toBe(204);
    const image = await t.app.inject({ method: 'GET', url: imageUrl(own), headers: own.users.user.headers });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('rejects a file that only claims to be an image, and a type that is not allowed', async () => {
    const fake = await upload(own, 'image/png', Buffer.from('%PDF-1.7 not an image at all'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      code: 'calculations:imageType',
      message: expect.stringContaining('Invalid file type'),
    });
    const gif = await upload(own, 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00'));
    expect(gif.statusCode).toBe(415);
    const mislabelled = await upload(own, 'image/jpeg', PNG_1X1, 'fi');
    expect(mislabelled.statusCode).toBe(415);
    expect(mislabelled.json()).toMatchObject({ message: expect.stringContaining('Virheellinen tiedostotyyppi') });
  });

  it('rejects an image over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(own, 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'calculations:imageTooLarge',
      message: 'The image is too large (at most 2 MB)',
    });
  });

  it('rejects a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: imageUrl(own),
      headers: own.users.user.headers,
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers another organisation's calculation with 404 and leaves its image alone", async () => {
    expect((await upload(other, 'image/png', PNG_1X1)).statusCode).toBe(204);
    const body = multipartFile('file', 'x.png', 'image/png', PNG_1X1);
    const put = await t.app.inject({
      method: 'PUT',
      url: imageUrl(other),
      headers: { ...own.users.user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: imageUrl(other), headers: own.users.user.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: imageUrl(other), headers: own.users.user.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: imageUrl(other), headers: other.users.user.headers })).statusCode,
    ).toBe(200);
  });

  it('is copied with its calculation and removed with DELETE', async () => {
    expect((await upload(own, 'image/png', PNG_1X1)).statusCode).toBe(204);
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/calculations/${own.calculationId}/copy`,
      headers: own.users.user.headers,
    });
    expect(copy.json()).toMatchObject({ hasImage: true });
    expect(
      (await t.app.inject({ method: 'DELETE', url: imageUrl(own), headers: own.users.user.headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: imageUrl(own), headers: own.users.user.headers })).statusCode,
    ).toBe(404);
    const copyId = (copy.json() as { id: string }).id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/calculations/${copyId}/image`, headers: own.users.user.headers }))
        .statusCode,
    ).toBe(200);
  });
});
