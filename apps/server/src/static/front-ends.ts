import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the front ends never answer: the API and the sign-in authority have their own 404s. */
const SERVER_PREFIXES = ['/api/', '/api', '/oidc/', '/oidc'];

const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built manager app at / and the driver app at /driver/. A client route such as
 * /organisation answers index.html so a reload or a bookmark works. Hashed assets are cached
 * for a year; index.html never, so a new release is picked up at once. The builds write a
 * brotli (.br) and a gzip (.gz) copy beside each text file; the copy the browser accepts is
 * sent (`Vary: Accept-Encoding`), the plain file otherwise.
 */
export async function serveFrontEnds(
  app: FastifyInstance,
  dirs: { web: string | undefined; driver: string | undefined },
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
): Promise<void> {
  const setHeaders = (reply: FastifyReply, path: string) => {
    const isHashedAsset = /[/\\]assets[/\\]/.test(path);
    reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  const web = dirs.web && existsSync(join(dirs.web, 'index.html')) ? dirs.web : undefined;
  const driver = dirs.driver && existsSync(join(dirs.driver, 'index.html')) ? dirs.driver : undefined;

  if (web)
    await app.register(fastifyStatic, {
      root: web,
      prefix: '/',
      wildcard: false,
      setHeaders,
      index: false,
      preCompressed: true,
    });
  if (driver) {
    await app.register(fastifyStatic, {
      root: driver,
      prefix: '/driver/',
      wildcard: false,
      setHeaders,
      index: false,
      preCompressed: true,
      decorateReply: !web,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
    if (request.method === 'GET' && !isServerPath && acceptsHtml(request)) {
      const isDriver = path === '/driver' || path.startsWith('/driver/');
      if (isDriver && driver) return reply.header('Cache-Control', 'no-cache').sendFile('index.html', driver);
      if (!isDriver && web) return reply.header('Cache-Control', 'no-cache').sendFile('index.html', web);
    }
    return notFound(request, reply);
  });
}
