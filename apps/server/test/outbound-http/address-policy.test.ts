import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedRange } from '../../src/platform/outbound-http/address-policy';

/**
 * IPv4 blocks that are not public (RFC 6890's special-purpose registry and RFC 1918, 6598, 3927,
 * 5771), written out here independently of ipaddr.js as the oracle.
 */
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const toNumber = (address: string) => address.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
const toAddress = (n: number) => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
const inBlock = (n: number, [base, bits]: [string, number]) =>
  Math.floor(n / 2 ** (32 - bits)) === Math.floor(toNumber(base) / 2 ** (32 - bits));
const v4 = fc.integer({ min: 0, max: 2 ** 32 - 1 });
/** An address inside one of the blocks. */
const v4InBlock = fc
  .constantFrom(...NOT_PUBLIC_V4)
  .chain(([base, bits]) =>
    fc.integer({ min: 0, max: 2 ** (32 - bits) - 1 }).map((offset) => toAddress(toNumber(base) + offset)),
  );
const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const v6With = (first: fc.Arbitrary<number>) =>
  fc
    .tuple(first, fc.array(hextet, { minLength: 7, maxLength: 7 }))
    .map(([head, rest]) => [head.toString(16), ...rest].join(':'));

describe('which addresses the server may call', () => {
  it('names the range of the addresses a service must not have', () => {
    expect(
      [
        '127.0.0.1',
        '10.0.0.1',
        '172.31.255.255',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '0.0.0.0',
        '224.0.0.1',
        '255.255.255.255',
        '192.0.2.1',
        '::1',
        '::',
        'fe80::1',
        'fd00::1',
        'ff02::1',
        '::ffff:127.0.0.1',
        '::ffff:a9fe:a9fe',
        '64:ff9b::a9fe:a9fe',
        '2001:db8::1',
        '2002:7f00:1::1',
        '::7f00:1',
        '[::1]',
        'rfms.example.com',
      ].map((address) => [address, refusedRange(address)]),
    ).toEqual([
      ['127.0.0.1', 'loopback'],
      ['10.0.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['169.254.169.254', 'linkLocal'],
      ['100.64.0.1', 'carrierGradeNat'],
      ['0.0.0.0', 'unspecified'],
      ['224.0.0.1', 'multicast'],
      ['255.255.255.255', 'broadcast'],
      ['192.0.2.1', 'reserved'],
      ['::1', 'loopback'],
      ['::', 'unspecified'],
      ['fe80::1', 'linkLocal'],
      ['fd00::1', 'uniqueLocal'],
      ['ff02::1', 'multicast'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:a9fe:a9fe', 'linkLocal'],
      ['64:ff9b::a9fe:a9fe', 'linkLocal'],
      ['2001:db8::1', 'reserved'],
      ['2002:7f00:1::1', '6to4'],
      ['::7f00:1', 'notGlobalUnicast'],
      ['[::1]', 'loopback'],
      ['rfms.example.com', 'invalid'],
    ]);
    expect(
      ['93.184.215.14', '8.8.8.8', '2a00:1450:4001:81a::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'].map(
        isPublicAddress,
      ),
    ).toEqual([true, true, true, true, true]);
  });

  it('refuses exactly the special-purpose IPv4 blocks, and judges an IPv4 address carried in IPv6 as itself', () => {
    fc.assert(
      fc.property(v4, (n) => {
        const address = toAddress(n);
        const special = NOT_PUBLIC_V4.some((block) => inBlock(n, block)) || address === '255.255.255.255';
        expect(isPublicAddress(address)).toBe(!special);
        expect(isPublicAddress(`::ffff:${address}`)).toBe(!special);
        expect(isPublicAddress(`64:ff9b::${address}`)).toBe(!special);
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(v4InBlock, (address) => {
        expect([address, isPublicAddress(address), isPublicAddress(`::ffff:${address}`)]).toEqual([
          address,
          false,
          false,
        ]);
      }),
    );
  });

  it('refuses unique-local, link-local, multicast and anything outside IPv6 global unicast', () => {
    const refused = fc.oneof(
      v6With(fc.integer({ min: 0xfc00, max: 0xfdff })),
      v6With(fc.integer({ min: 0xfe80, max: 0xfebf })),
      v6With(fc.integer({ min: 0xff00, max: 0xffff })),
      v6With(fc.integer({ min: 0x0000, max: 0x1fff })),
      v6With(fc.integer({ min: 0x4000, max: 0xfbff })),
    );
    fc.assert(
      fc.property(refused, (address) => {
        expect([address, isPublicAddress(address)]).toEqual([address, false]);
      }),
    );
  });
});
