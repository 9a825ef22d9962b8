import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileSources } from '../../src/http/security-headers';
import { Browser, startSignIn, submitSignIn } from '../auth/oidc-browser';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A build of each app as `npm run build` leaves it, enough to be served. */
function fakeBuild(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'export {};\n');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  return dir;
}

/** A Content-Security-Policy header as directive → sources. */
function directives(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const TILES = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';
let t: TestApp;
let own: TestTenant;
const dirs: string[] = [];

beforeAll(async () => {
  dirs.push(fakeBuild('rahti-web-'), fakeBuild('rahti-driver-'));
  t = await createTestApp({ config: { webDistDir: dirs[0], driverDistDir: dirs[1], mapTileUrl: TILES } });
  own = await createTenant(t.context);
});
afterAll(async () => {
  await t.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = { accept: 'text/html' }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the web and driver apps', () => {
  it('are sent with a policy that loads only this server, the map tiles and inline styles, framed by this site alone', async () => {
    for (const url of [
      '/',
      '/organisation',
      '/driver/',
      '/driver/history',
      '/assets/app-1a2b3c.js',
      '/driver/sw.js',
      '/oidc-callback',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(directives(response), url).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://*.tiles.example.org'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      });
      expect(response.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'SAMEORIGIN',
      });
      // PUBLIC_URL is http here: no HSTS.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('carry the headers on a 404 too', async () => {
    const response = await get('/favicon-missing.png', {});
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(response)['frame-ancestors']).toBeDefined();
  });
});

describe('the API', () => {
  it('answers JSON that loads nothing and no one frames, the errors too', async () => {
    for (const [url, status] of [
      ['/api/account/me', 200],
      ['/api/no-such-route', 404],
      ['/api/drivers', 401],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: url === '/api/drivers' ? {} : own.users.admin.headers,
      });
      expect(response.statusCode, url).toBe(status);
      expect(directives(response), url).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(response.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
  });

  it('documents itself at /api/docs as a page of this server, without a validator elsewhere', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(directives(page)['script-src']).toEqual(["'self'"]);
    expect(page.body).not.toMatch(/<script>/);
    const initializer = await get('/api/docs/static/swagger-initializer.js', {});
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toMatch(/"validatorUrl":\s*null/);
  });
});

describe('the sign-in pages', () => {
  it("run only their own inline script and style, by this response's nonce, and are framed by no one", async () => {
    const browser = new Browser(t.app);
    const { page, pageUrl } = await startSignIn(browser);
    const seen: string[] = [];
    for (const response of [
      page,
      await browser.get(`${pageUrl}/register`),
      await browser.get(`${pageUrl}/forgot-password`),
    ]) {
      expect(response.statusCode).toBe(200);
      const policy = directives(response);
      const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(policy['script-src']?.[0] ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(policy).toEqual({
        'default-src': ["'none'"],
        'script-src': [`'nonce-${nonce}'`],
        'style-src': [`'nonce-${nonce}'`],
        'img-src': ["'self'"],
        'form-action': ["'self'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      // Every inline element carries the nonce, and nothing else is inline.
      const inline = [...response.body.matchAll(/<(script|style)([^>]*)>/g)].map((match) => match[2]);
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toBe(` nonce="${nonce}"`);
      expect(response.body).not.toMatch(/\son[a-z]+=|javascript:|\sstyle=/i);
      seen.push(nonce!);
    }
    // A new nonce for every answer.
    expect(new Set(seen).size).toBe(seen.length);
    expect(page.body).toContain('<style nonce=');
    expect((await browser.get(`${pageUrl}/register`)).body).toMatch(/<script nonce="[^"]+">/);
  });

  it('answer the self-submitting sign-out page under its own nonce', async () => {
    const browser = new Browser(t.app);
    const { pageUrl } = await startSignIn(browser);
    await submitSignIn(browser, pageUrl, own.users.admin.email, TEST_PASSWORD);
    const response = await browser.get('/oidc/session/end', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<script nonce="${nonce}">document.getElementById('sign-out').click();</script>`);
    expect(directives(response)['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("let the provider's own self-submitting page run its script by the hash the provider adds", async () => {
    const response = await get('/oidc/session/end');
    expect(response.statusCode).toBe(200);
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(directives(response)['script-src']).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    ]);
  });

  it("keep the provider's own answers (discovery, redirects) under the apps' policy, framable by this site for silent renew", async () => {
    const discovery = await get('/oidc/.well-known/openid-configuration', {});
    expect(discovery.statusCode).toBe(200);
    expect(discovery.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(directives(discovery)['frame-ancestors']).toEqual(["'self'"]);
  });
});

describe('HSTS', () => {
  it('is sent when PUBLIC_URL is https, everywhere', async () => {
    const secure = await createTestApp({
      database: t.database,
      config: { publicUrl: 'https://rahti.example.fi', webDistDir: dirs[0], driverDistDir: dirs[1] },
    });
    try {
      for (const url of ['/', '/api/account/me', '/oidc/.well-known/openid-configuration']) {
        expect(
          (await secure.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers[
            'strict-transport-security'
          ],
          url,
        ).toBe('max-age=31536000');
      }
    } finally {
      await secure.close();
    }
  });
});

describe('the map tile sources', () => {
  it("are MAP_TILE_URL's origin, a placeholder subdomain standing for any", () => {
    expect(tileSources('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://tile.openstreetmap.org']);
    expect(tileSources('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.org']);
    expect(tileSources('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toEqual(['http://localhost:8080']);
    expect(tileSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileSources('')).toEqual([]);
    expect(tileSources('https://{s}.org/{z}.png')).toEqual([]);
  });
});
