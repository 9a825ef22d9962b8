import { request, type Agent } from 'undici';
import { createAgentPool } from './agent-pool';
import { DEFAULT_OUTBOUND_LIMITS, type OutboundLimits } from './outbound-limits';
import { OutboundError } from './outbound-errors';
import { readCapped } from './read-capped';
import {
  parseOutboundUrl,
  resolveTarget,
  systemResolver,
  type AddressPolicy,
  type ResolvedAddress,
  type Resolver,
} from './resolve-target';
import { toOutboundError } from './transport-errors';

export interface OutboundRequest {
  method?: OutboundMethod;
  headers?: Record<string, string>;
  /** Text, or bytes as they are (an object store's file). */
  body?: string | Uint8Array;
  /** Tighter or looser limits for this call than the client's. */
  limits?: Partial<OutboundLimits>;
}

/** PUT and DELETE for an S3-compatible store's objects (decision 0034). */
export type OutboundMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An answer read whole (within the cap), any status. */
export interface OutboundResponse {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  headers: Headers;
  text: string;
  /** The same answer as bytes, for a body that is no text (a stored file). */
  bytes: Buffer;
}

export interface OutboundHttp {
  /** Calls out; throws OutboundError when the call is refused or does not complete. */
  request(url: string, init?: OutboundRequest): Promise<OutboundResponse>;
  /**
   * Would a call to this address be made now: its scheme, and every address its name resolves to
   * (within the connect timeout)? Throws OutboundError; for checking an address when it is saved.
   */
  check(url: string): Promise<void>;
}

export interface OutboundHttpOptions {
  /** EXTERNAL_SERVICES_ALLOW_PRIVATE: allow http and private addresses (local simulators). */
  allowPrivate: boolean;
  /** The name resolver; the system's unless a test injects one. */
  resolve?: Resolver;
  limits?: Partial<OutboundLimits>;
  /** Certificates to trust instead of the system's (a test's own authority). */
  ca?: string | Buffer;
  /**
   * Where a checked address is connected to: itself. A test maps a public address its resolver
   * gave to a local server standing in for it (the network here has no public server), so the
   * check itself runs as in production.
   */
  reach?: (checked: ResolvedAddress) => ResolvedAddress;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Not sent on to another origin after a redirect (as browsers' fetch does). */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * The one way the server calls out (decision 0017): https to public addresses only, each name
 * resolved, every address checked and the connection made to the checked one (a name cannot
 * change its answer in between; a connection is reused only for the address it was made to),
 * redirects followed by hand and checked the same way, a connect and a total timeout, and an
 * answer size cap.
 */
export function createOutboundHttp(options: OutboundHttpOptions): OutboundHttp {
  const policy: AddressPolicy = { allowPrivate: options.allowPrivate, resolve: options.resolve ?? systemResolver };
  const defaults = { ...DEFAULT_OUTBOUND_LIMITS, ...options.limits };
  const agents = createAgentPool(options.ca);
  return {
    async check(url) {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new OutboundError('timeout', `No address within ${defaults.connectTimeoutMs} ms`)),
        defaults.connectTimeoutMs,
      );
      try {
        await untilAborted(resolveTarget(parseOutboundUrl(url, policy), policy), controller.signal);
      } catch (error) {
        throw toOutboundError(error, controller.signal);
      } finally {
        clearTimeout(timer);
      }
    },

    async request(url, init = {}) {
      const limits = { ...defaults, ...init.limits };
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new OutboundError('timeout', `No whole answer within ${limits.totalTimeoutMs} ms`)),
        limits.totalTimeoutMs,
      );
      let call = {
        url: parseOutboundUrl(url, policy),
        method: init.method ?? 'GET',
        headers: { ...init.headers },
        body: init.body,
      };
      try {
        for (let redirects = 0; ; redirects++) {
          const target = await untilAborted(resolveTarget(call.url, policy), controller.signal);
          const agent = agents.agentFor(call.url.hostname, options.reach ? options.reach(target) : target, limits);
          const answer = await exchange(call, agent, limits, controller.signal);
          if (answer.location === null)
            return {
              status: answer.status,
              url: call.url.toString(),
              headers: answer.headers,
              text: answer.bytes.toString('utf8'),
              bytes: answer.bytes,
            };
          if (redirects >= limits.maxRedirects)
            throw new OutboundError('too-many-redirects', `More than ${limits.maxRedirects} redirects`);
          call = redirected(call, answer.status, answer.location, policy);
        }
      } catch (error) {
        throw toOutboundError(error, controller.signal);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

interface Call {
  url: URL;
  method: OutboundMethod;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

/** One request on the checked address's agent; a redirect's body is not read. */
async function exchange(call: Call, agent: Agent, limits: OutboundLimits, signal: AbortSignal) {
  const answer = await request(call.url, {
    dispatcher: agent,
    method: call.method,
    headers: call.headers,
    body: call.body,
    signal,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers))
    for (const one of [value ?? []].flat()) headers.append(name, one);
  const location = REDIRECTS.has(answer.statusCode) ? headers.get('location') : null;
  if (location !== null) {
    answer.body.on('error', () => undefined).destroy();
    return { status: answer.statusCode, headers, location, bytes: Buffer.alloc(0) };
  }
  const bytes = await readCapped(answer.body, limits.maxAnswerBytes, answer.headers['content-length']);
  return { status: answer.statusCode, headers, location: null, bytes };
}

/** The next call after a redirect: checked as the first; a 303, or a 301/302 to a POST, becomes a GET; credentials stay with their origin. */
function redirected(call: Call, status: number, location: string, policy: AddressPolicy): Call {
  let next: URL;
  try {
    next = new URL(location, call.url);
  } catch {
    throw new OutboundError('invalid-address', `A redirect to an address that is not a URL: ${location}`);
  }
  const url = parseOutboundUrl(next.toString(), policy);
  const headers = { ...call.headers };
  if (url.origin !== call.url.origin)
    for (const name of Object.keys(headers)) if (CREDENTIAL_HEADERS.includes(name.toLowerCase())) delete headers[name];
  const toGet = status === 303 || ((status === 301 || status === 302) && call.method === 'POST');
  if (!toGet) return { ...call, url, headers };
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
  return { url, method: 'GET', headers, body: undefined };
}

/** A promise that gives up when the call's time is over (a resolver may hang). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
