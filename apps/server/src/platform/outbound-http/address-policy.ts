import ipaddr from 'ipaddr.js';

/** IPv6 global unicast (RFC 4291 §2.4): an address outside it is not on the public internet. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** NAT64's well-known prefix (RFC 6052): the gateway reaches the IPv4 address in the last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * Why the server may not call an address, or null when it is public: ipaddr.js's name for its
 * special range ('loopback', 'private', 'linkLocal' (169.254.169.254), 'uniqueLocal',
 * 'carrierGradeNat', 'multicast', 'unspecified', 'reserved', '6to4', 'teredo', …), 'invalid' for
 * text that is not an address, 'notGlobalUnicast' for IPv6 outside 2000::/3. An IPv4 address
 * carried in IPv6 (mapped ::ffff:a.b.c.d, or NAT64's 64:ff9b::/96) is judged as that IPv4 address.
 */
export function refusedRange(address: string): string | null {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(text)) return 'invalid';
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') return unicastOrRange(parsed.range());
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return refusedRange(v6.toIPv4Address().toString());
  if (v6.match(NAT64_WELL_KNOWN)) return refusedRange(new ipaddr.IPv4(v6.toByteArray().slice(12)).toString());
  const range = unicastOrRange(v6.range());
  if (range !== null) return range;
  return v6.match(GLOBAL_UNICAST_V6) ? null : 'notGlobalUnicast';
}

/** True when the address is on the public internet (see refusedRange). */
export function isPublicAddress(address: string): boolean {
  return refusedRange(address) === null;
}

const unicastOrRange = (range: string) => (range === 'unicast' ? null : range);
