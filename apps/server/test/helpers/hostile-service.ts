import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { isIP, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A service on 127.0.0.1 that answers as a test tells it: well, without end, too slowly, with a
 * redirect. For the outbound client's tests (decision 0017).
 */

export interface TestCertificate {
  key: string;
  cert: string;
}

/** A self-signed certificate for these names, made by openssl for this run: no key is kept in the repository. */
export function selfSignedCertificate(names: string[]): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'rahti-test-cert-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const subjectAltName = names.map((name) => (isIP(name) ? `IP:${name}` : `DNS:${name}`)).join(',');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        `/CN=${names[0]}`,
        '-addext',
        `subjectAltName=${subjectAltName}`,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type Answer = (request: IncomingMessage, response: ServerResponse) => void;

export interface SeenRequest {
  method: string;
  url: string;
  host: string | undefined;
  authorization: string | undefined;
}

export interface HostileService {
  port: number;
  requests: SeenRequest[];
  /** How requests are answered from now on; 404 until set. */
  answer: Answer;
  /** Bytes the endless answers have written so far. */
  endlessBytes: number;
  /** Endless answers still being written (their caller has not hung up). */
  endlessOpen: number;
  /** Connections accepted so far. */
  connections: number;
  close(): Promise<void>;
}

export async function startHostileService(options: { tls?: TestCertificate } = {}): Promise<HostileService> {
  const sockets = new Set<Socket>();
  const service: HostileService = {
    port: 0,
    requests: [],
    answer: (_request, response) => response.writeHead(404).end(),
    endlessBytes: 0,
    endlessOpen: 0,
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    service.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      host: request.headers.host,
      authorization: request.headers.authorization,
    });
    service.answer(request, response);
  };
  const server: Server = options.tls ? createHttpsServer(options.tls, handle) : createHttpServer(handle);
  server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket);
    service.connections++;
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.port = (server.address() as AddressInfo).port;
  return service;
}

/** A 200 with this JSON. */
export const json =
  (body: unknown, status = 200): Answer =>
  (_request, response) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** A redirect to `location`. */
export const redirect =
  (location: string, status = 302): Answer =>
  (_request, response) =>
    response.writeHead(status, { location }).end();

/** A 200 whose body never ends: 64 KiB chunks as fast as the caller reads them, until it hangs up. */
export const endless =
  (service: HostileService): Answer =>
  (request, response) => {
    const chunk = Buffer.alloc(64 * 1024, '[');
    response.writeHead(200, { 'content-type': 'application/json' });
    service.endlessOpen++;
    response.on('close', () => service.endlessOpen--);
    const write = () => {
      while (!response.destroyed) {
        service.endlessBytes += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', write);
      }
    };
    request.socket.on('close', () => response.destroy());
    write();
  };

/** A 200 that starts its body and then says nothing more. */
export const stalled: Answer = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{');
};
