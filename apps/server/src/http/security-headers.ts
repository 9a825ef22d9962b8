import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What the policies depend on (Config satisfies it). */
export interface SecurityHeaderConfig {
  publicUrl: string;
  /** The map's tile URL template (MAP_TILE_URL); its origin is where the map's images come from. */
  mapTileUrl: string;
}

type Headers = Record<string, string>;

const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * Where the map's tiles come from: the origin of the URL template, a placeholder in the host
 * (`{s}.tile.example.org`) standing for any subdomain. None for an empty or relative template
 * (tiles from this server are 'self' already) or one that is no URL.
 */
export function tileSources(template: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return [];
  const [, scheme, host] = match as unknown as [string, string, string];
  const labels = host.split('.');
  const firstFixed = labels.findLastIndex((label) => label.includes('{')) + 1;
  if (firstFixed === 0) return [`${scheme.toLowerCase()}://${host.toLowerCase()}`];
  const rest = labels.slice(firstFixed);
  // A placeholder in the top labels cannot be written as a source: name none rather than a guess.
  if (rest.length < 2 || rest.some((label) => !/^[a-z0-9-]+(:\d+)?$/i.test(label))) return [];
  return [`${scheme.toLowerCase()}://*.${rest.join('.').toLowerCase()}`];
}

/** What every answer carries: no MIME sniffing, the origin alone as referrer to other sites (tile servers ask for one), HSTS when PUBLIC_URL is https. */
function commonHeaders(publicUrl: string): Headers {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(publicUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

const SELF = ["'self'"];

/**
 * A server-rendered sign-in page: its one inline script and style carry the response's `nonce`,
 * nothing else runs or loads but this site's images, its forms post here, no one frames it (a
 * password field), and its address (which may hold a reset link's token) is no one's referrer.
 */
export function pageSecurityHeaders(publicUrl: string, nonce: string): Headers {
  const own = [`'nonce-${nonce}'`];
  return {
    ...commonHeaders(publicUrl),
    'content-security-policy': policy({
      'default-src': ["'none'"],
      'script-src': own,
      'style-src': own,
      'img-src': SELF,
      'form-action': SELF,
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
    }),
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}

/**
 * The headers every answer carries (issue 21), by what it is:
 * - the built web and driver apps (and anything else outside /api): scripts, styles, workers,
 *   frames and connections from this server only; styles may be inline (Mantine writes its CSS
 *   variables into a style element); images also from the map's tile server. Framed by this
 *   site alone (the sign-in client's renew frame).
 * - /api (JSON, files): nothing to load, framed by no one; its documentation at /api/docs is a
 *   page like the apps'.
 * - the server's own sign-in pages set `pageSecurityHeaders` over these.
 */
export function securityHeaders(config: SecurityHeaderConfig) {
  const common = commonHeaders(config.publicUrl);
  const app: Headers = {
    ...common,
    'content-security-policy': policy({
      'default-src': SELF,
      'script-src': SELF,
      'style-src': [...SELF, "'unsafe-inline'"],
      'img-src': [...SELF, 'data:', 'blob:', ...tileSources(config.mapTileUrl)],
      'font-src': [...SELF, 'data:'],
      'connect-src': SELF,
      'worker-src': SELF,
      'manifest-src': SELF,
      'frame-src': SELF,
      'object-src': ["'none'"],
      'base-uri': SELF,
      'form-action': SELF,
      'frame-ancestors': SELF,
    }),
    'x-frame-options': 'SAMEORIGIN',
  };
  const api: Headers = {
    ...common,
    'content-security-policy': policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }),
    'x-frame-options': 'DENY',
  };

  return {
    app,
    api,
    /** The headers of a request's answer, by its path. */
    forPath(url: string): Headers {
      const path = (url.split('?')[0] ?? '/').toLowerCase();
      const isApi = path === '/api' || path.startsWith('/api/');
      const isDocs = path === '/api/docs' || path.startsWith('/api/docs/');
      return isApi && !isDocs ? api : app;
    },
  };
}

export type SecurityHeaders = ReturnType<typeof securityHeaders>;

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of one response: made at its first use, the same for the page's elements and its header. */
export function nonceFor(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) nonces.set(response, (nonce = randomBytes(18).toString('base64')));
  return nonce;
}

/**
 * Puts the path's headers on every answer before anything else runs, on the raw response, so
 * that answers Fastify does not send itself (the sign-in provider's, static files, errors)
 * carry them too; a handler's own header of the same name wins.
 */
export function installSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of Object.entries(headers.forPath(request.url))) reply.raw.setHeader(name, value);
    done();
  });
}
