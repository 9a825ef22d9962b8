import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forwardSerializerCompiler } from '../../src/http/forward-serializer';

/** The forward check answers what the app's own serializer answers: the schema's fields only, a 500 on a mismatch. */
const answer = z.object({ id: z.uuid(), names: z.array(z.string().trim()), note: z.string().nullable() });
const apps = [serializerCompiler, forwardSerializerCompiler].map((compiler) => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiler);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: answer } };
  typed.get('/good', { schema }, () => ({
    id: '00000000-0000-4000-8000-000000000000',
    names: [' Aino '],
    note: null,
    secret: 'kept out',
  }));
  typed.get('/bad', { schema }, () => ({ id: 'not an id', names: [], note: null }));
  return app;
});
beforeAll(() => Promise.all(apps.map((app) => app.ready())));
afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('the forward serializer', () => {
  it('answers as the app’s serializer does', async () => {
    const [encoded, forward] = await Promise.all(
      apps.map(async (app) => {
        const good = await app.inject({ method: 'GET', url: '/good' });
        const bad = await app.inject({ method: 'GET', url: '/bad' });
        return { good: [good.statusCode, good.body], bad: bad.statusCode };
      }),
    );
    expect(forward).toEqual(encoded);
    expect(forward).toEqual({
      good: [200, '{"id":"00000000-0000-4000-8000-000000000000","names":["Aino"],"note":null}'],
      bad: 500,
    });
  });
});
