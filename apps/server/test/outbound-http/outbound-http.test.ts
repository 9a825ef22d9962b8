import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboundError, type OutboundFailure } from '../../src/platform/outbound-http/outbound-errors';
import { createOutboundHttp, type OutboundHttpOptions } from '../../src/platform/outbound-http/outbound-http';
import type { ResolvedAddress } from '../../src/platform/outbound-http/resolve-target';
import {
  endless,
  json,
  redirect,
  selfSignedCertificate,
  stalled,
  startHostileService,
  type HostileService,
  type TestCertificate,
} from '../helpers/hostile-service';

/**
 * The outbound client against local services. The network here has no public server, so a test
 * resolver gives names public addresses and `reach` connects those to the local stand-in: the
 * address check runs on the resolved addresses exactly as in production.
 */
const PUBLIC = '93.184.215.14';
const OTHER_PUBLIC = '93.184.215.15';
const DNS: Record<string, string[]> = {
  'rfms.test': [PUBLIC],
  'other.test': [OTHER_PUBLIC],
  'internal.test': ['10.0.0.7'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': [PUBLIC, '127.0.0.1'],
  'mapped.test': ['::ffff:127.0.0.1'],
};

let certificate: TestCertificate;
let https: HostileService;
let plain: HostileService;
let resolved: string[];

const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
  resolved.push(hostname);
  const addresses = DNS[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
/** Public addresses of the test's names are the https stand-in on 127.0.0.1. */
const reach = (checked: ResolvedAddress): ResolvedAddress =>
  [PUBLIC, OTHER_PUBLIC].includes(checked.address) ? { address: '127.0.0.1', family: 4 } : checked;
const client = (options: Partial<OutboundHttpOptions> = {}) =>
  createOutboundHttp({ allowPrivate: false, resolve, reach, ca: certificate.cert, ...options });
const at = (path: string, host = 'rfms.test') => `https://${host}:${https.port}${path}`;

/** The reason the call failed with, or 'no error'. */
async function failure(call: Promise<unknown>): Promise<OutboundFailure | 'no error'> {
  try {
    await call;
    return 'no error';
  } catch (error) {
    if (error instanceof OutboundError) return error.reason;
    throw error;
  }
}

beforeAll(async () => {
  certificate = selfSignedCertificate(['rfms.test', 'other.test', 'localhost', '127.0.0.1']);
  https = await startHostileService({ tls: certificate });
  plain = await startHostileService();
});
afterAll(async () => {
  await https.close();
  await plain.close();
});
beforeEach(() => {
  resolved = [];
  for (const service of [https, plain]) {
    service.requests = [];
    service.answer = json({ ok: true });
  }
});

describe('the address check', () => {
  it('answers an https service at a public address, connecting to the address it checked with the name kept for TLS and Host', async () => {
    const answer = await client().request(at('/rfms/vehicles?x=1'), { headers: { accept: 'application/json' } });
    expect(answer).toMatchObject({ status: 200, url: at('/rfms/vehicles?x=1'), text: '{"ok":true}' });
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(https.requests).toEqual([
      { method: 'GET', url: '/rfms/vehicles?x=1', host: `rfms.test:${https.port}`, authorization: undefined },
    ]);
    // Resolved once: the connection did not ask the system again ("rfms.test" is known to no one else).
    expect(resolved).toEqual(['rfms.test']);
  });

  it('reuses a connection for the pages of one service, and never for another name or address', async () => {
    const http = client();
    const before = https.connections;
    for (const page of [1, 2, 3, 4, 5, 6]) await http.request(at(`/page/${page}`));
    // undici may open a second connection while the first one finishes its answer; not six.
    const forSixPages = https.connections - before;
    expect(forSixPages).toBeLessThanOrEqual(2);
    // Another name (another checked address) gets a connection of its own.
    await http.request(at('/page/7', 'other.test'));
    expect(https.connections - before).toBe(forSixPages + 1);
    expect(resolved).toEqual([...Array(6).fill('rfms.test'), 'other.test']);
  });

  it('refuses http:// unless private addresses are allowed, and then calls it', async () => {
    const url = `http://127.0.0.1:${plain.port}/`;
    expect(await failure(client().request(url))).toBe('not-https');
    expect(await failure(client().request('ftp://rfms.test/'))).toBe('not-https');
    expect(plain.requests).toEqual([]);
    expect((await createOutboundHttp({ allowPrivate: true }).request(url)).status).toBe(200);
    expect(plain.requests).toHaveLength(1);
  });

  it('refuses loopback, private, link-local and mapped addresses, literal or resolved, before connecting', async () => {
    for (const url of [
      at('/', '127.0.0.1'),
      at('/', '[::1]'),
      at('/', '[::ffff:127.0.0.1]'),
      'https://169.254.169.254/latest/meta-data/',
      'https://10.1.2.3/',
      'https://[fd00::1]/',
      at('/', 'internal.test'),
      at('/', 'metadata.test'),
      at('/', 'mapped.test'),
      // One private answer among public ones is enough: the connection could take it.
      at('/', 'mixed.test'),
    ]) {
      expect([url, await failure(client().request(url))]).toEqual([url, 'not-public']);
    }
    expect(https.requests).toEqual([]);
  });

  it("refuses localhost by the system's own resolver", async () => {
    expect(await failure(createOutboundHttp({ allowPrivate: false }).request(`https://localhost:${https.port}/`))).toBe(
      'not-public',
    );
    expect(https.requests).toEqual([]);
  });

  it('says a name that does not resolve, an address with a password in it, and a certificate for another name', async () => {
    expect(await failure(client().request(at('/', 'nowhere.test')))).toBe('name-not-found');
    expect(await failure(client().request(`https://user:secret@rfms.test:${https.port}/`))).toBe('invalid-address');
    expect(await failure(client().request('not a url'))).toBe('invalid-address');
    const wrongName = selfSignedCertificate(['elsewhere.test']);
    expect(await failure(client({ ca: wrongName.cert }).request(at('/')))).toBe('certificate');
  });

  it('check() refuses as a call would, without calling', async () => {
    await expect(client().check(at('/'))).resolves.toBeUndefined();
    expect(await failure(client().check('http://rfms.test/'))).toBe('not-https');
    expect(await failure(client().check('https://169.254.169.254/'))).toBe('not-public');
    expect(await failure(client().check(at('/', 'internal.test')))).toBe('not-public');
    expect(https.requests).toEqual([]);
  });
});

describe('redirects', () => {
  it('follows one to a public address, checked again, and keeps the credentials with their origin', async () => {
    https.answer = (request, response) => {
      if (request.url === '/moved') return redirect(at('/same-origin'))(request, response);
      if (request.url === '/same-origin') return redirect(at('/there', 'other.test'), 307)(request, response);
      return json({ here: true })(request, response);
    };
    const answer = await client().request(at('/moved'), { headers: { authorization: 'Bearer t' } });
    expect(answer).toMatchObject({ status: 200, url: at('/there', 'other.test'), text: '{"here":true}' });
    expect(https.requests.map((r) => [r.url, r.host, r.authorization])).toEqual([
      ['/moved', `rfms.test:${https.port}`, 'Bearer t'],
      ['/same-origin', `rfms.test:${https.port}`, 'Bearer t'],
      ['/there', `other.test:${https.port}`, undefined],
    ]);
    expect(resolved).toEqual(['rfms.test', 'rfms.test', 'other.test']);
  });

  it('refuses a redirect to 127.0.0.1, to 169.254.169.254, to a private name or to http', async () => {
    for (const location of [
      `https://127.0.0.1:${https.port}/`,
      'https://169.254.169.254/latest/meta-data/',
      at('/', 'internal.test'),
      `http://rfms.test:${https.port}/`,
    ]) {
      https.requests = [];
      https.answer = (request, response) =>
        request.url === '/start' ? redirect(location)(request, response) : json({ reached: true })(request, response);
      expect([location, await failure(client().request(at('/start')))]).toEqual([
        location,
        location.startsWith('http:') ? 'not-https' : 'not-public',
      ]);
      expect(https.requests.map((r) => r.url)).toEqual(['/start']);
    }
  });

  it(`stops after the limit, and turns a 303's POST into a GET`, async () => {
    https.answer = redirect('/again');
    expect(await failure(client({ limits: { maxRedirects: 2 } }).request(at('/again')))).toBe('too-many-redirects');
    expect(https.requests).toHaveLength(3);

    https.requests = [];
    https.answer = (request, response) =>
      request.url === '/form'
        ? redirect('/result', 303)(request, response)
        : json({ method: request.method })(request, response);
    const answer = await client().request(at('/form'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(answer.text).toBe('{"method":"GET"}');
  });
});

describe('limits', () => {
  it('stops reading an answer that never ends at the cap and hangs up', async () => {
    https.answer = endless(https);
    https.endlessBytes = 0;
    const maxAnswerBytes = 1024 * 1024;
    expect(await failure(client({ limits: { maxAnswerBytes } }).request(at('/endless')))).toBe('too-large');
    // The caller hung up, and the service could write only what the cap and the sockets' buffers took.
    await expect.poll(() => https.endlessOpen).toBe(0);
    expect(https.endlessBytes).toBeLessThan(maxAnswerBytes + 8 * 1024 * 1024);
    const sentAtHangUp = https.endlessBytes;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(https.endlessBytes).toBe(sentAtHangUp);
  });

  it('refuses an answer over the cap: by its Content-Length before reading, or once it passes the cap', async () => {
    https.answer = json({ data: 'x'.repeat(2000) });
    expect(await failure(client({ limits: { maxAnswerBytes: 1000 } }).request(at('/declared')))).toBe('too-large');
    https.answer = (_request, response) => {
      response.writeHead(200);
      response.end('y'.repeat(2000));
    };
    expect(await failure(client({ limits: { maxAnswerBytes: 1000 } }).request(at('/chunked')))).toBe('too-large');
    expect((await client({ limits: { maxAnswerBytes: 2000 } }).request(at('/exact'))).text).toHaveLength(2000);
  });

  it('gives up on an answer that does not come whole in the total time', async () => {
    https.answer = stalled;
    const started = Date.now();
    expect(await failure(client({ limits: { totalTimeoutMs: 300 } }).request(at('/slow')))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('gives up on a connection that does not come up within the connect timeout', async () => {
    // A socket that accepts and never speaks TLS.
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const started = Date.now();
      const call = client({ limits: { connectTimeoutMs: 200, totalTimeoutMs: 20_000 } }).request(
        `https://rfms.test:${port}/`,
      );
      expect(await failure(call)).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
