import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { refusedRange } from './address-policy';
import { OutboundError } from './outbound-errors';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name resolves to; tests inject their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver (getaddrinfo: /etc/hosts, then DNS), every answer in its order. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export interface AddressPolicy {
  /** EXTERNAL_SERVICES_ALLOW_PRIVATE: http and any address (local simulators in development and tests). */
  allowPrivate: boolean;
  resolve: Resolver;
}

/** A URL as the outbound client accepts it: https (http only when private addresses are allowed), no user or password in it. */
export function parseOutboundUrl(text: string, policy: Pick<AddressPolicy, 'allowPrivate'>): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundError('invalid-address', `Not a URL: ${text}`);
  }
  const allowed = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol)) throw new OutboundError('not-https', `Not https: ${url.protocol}`);
  if (url.username || url.password)
    throw new OutboundError('invalid-address', 'A user name or password in the address');
  return url;
}

/**
 * The address to connect to for a URL's host: an address literal as it is, a name resolved, and
 * every address it resolves to checked (one private answer among public ones is refused, or a
 * second lookup could pick it). The caller connects to exactly this address.
 */
export async function resolveTarget(url: URL, policy: AddressPolicy): Promise<ResolvedAddress> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (ipaddr.isValid(host)) {
    const target: ResolvedAddress = { address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 };
    return checked([target], policy)[0]!;
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await policy.resolve(host);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA')
      throw new OutboundError('name-not-found', `${host} does not resolve`);
    throw new OutboundError('unreachable', `${host} could not be resolved: ${String(code ?? error)}`);
  }
  if (addresses.length === 0) throw new OutboundError('name-not-found', `${host} resolves to no address`);
  return checked(addresses, policy)[0]!;
}

function checked(addresses: ResolvedAddress[], policy: AddressPolicy): ResolvedAddress[] {
  if (policy.allowPrivate) return addresses;
  for (const { address } of addresses) {
    const range = refusedRange(address);
    if (range !== null) throw new OutboundError('not-public', `${address} is not a public address (${range})`);
  }
  return addresses;
}
