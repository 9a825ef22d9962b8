import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finnishReference,
  groupReference,
  groupRfReference,
  isFinnishReference,
  isRfReference,
  rfReference,
} from './reference-numbers';

const base = fc.stringMatching(/^[1-9]\d{2,18}$/);

describe('Finnish reference number (viitenumero)', () => {
  it.each([
    ['1234', '12344'],
    ['1111', '11112'],
    ['123456', '1234561'],
    // The references of the Pankkiviivakoodi-opas examples, as open-source test suites quote them.
    ['86851625961989', '868516259619897'],
    ['5595822432 9467', '559582243294671'],
    ['6987567208343536', '69875672083435364'],
    ['86862', '868624'],
  ])('base %s gets check digit → %s', (input, reference) => {
    expect(finnishReference(input)).toBe(reference);
    expect(isFinnishReference(reference)).toBe(true);
  });

  it('takes a bigint base and refuses bases of the wrong length or with a leading zero', () => {
    expect(finnishReference(123456n)).toBe('1234561');
    expect(() => finnishReference('12')).toThrow(RangeError);
    expect(() => finnishReference('1'.repeat(20))).toThrow(RangeError);
    expect(() => finnishReference('0123')).toThrow(RangeError);
  });

  it('prints in groups of five from the right, as the guide prints 69 87567 20834 35364', () => {
    expect(groupReference('69875672083435364')).toBe('69 87567 20834 35364');
    expect(groupReference('868624')).toBe('8 68624');
    expect(groupReference('12344')).toBe('12344');
    expect(isFinnishReference('69 87567 20834 35364')).toBe(true);
  });

  it('validates every reference it makes, and notices one changed digit', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const reference = finnishReference(digits);
        expect(isFinnishReference(reference)).toBe(true);
        expect(isFinnishReference(groupReference(reference))).toBe(true);
        const index = at % reference.length;
        const changed = `${reference.slice(0, index)}${(Number(reference[index]) + shift) % 10}${reference.slice(index + 1)}`;
        fc.pre(changed[0] !== '0');
        expect(isFinnishReference(changed)).toBe(false);
      }),
    );
  });
});

describe('RF creditor reference (ISO 11649)', () => {
  it.each([
    // ISO 11649's own example body, and references quoted from the Finnish guides' examples.
    ['539007547034', 'RF18539007547034'],
    ['868516259619897', 'RF09868516259619897'],
    ['590738390', 'RF66590738390'],
    ['11112', 'RF9811112'],
  ])('check digits of %s → %s', (body, rf) => {
    if (isFinnishReference(body)) expect(rfReference(body)).toBe(rf);
    expect(isRfReference(rf)).toBe(true);
  });

  it('reads and prints the groups of four', () => {
    expect(groupRfReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(groupRfReference('RF09868516259619897')).toBe('RF09 8685 1625 9619 897');
    expect(isRfReference('rf18 5390 0754 7034')).toBe(true);
    expect(isRfReference('RF18 5390 0754 7035')).toBe(false);
    expect(isRfReference('RF185390075470341234567890')).toBe(false);
    expect(() => rfReference('12345')).toThrow(RangeError);
  });

  it('validates every RF reference it makes, and notices one changed digit', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const rf = rfReference(finnishReference(digits));
        expect(isRfReference(rf)).toBe(true);
        expect(isRfReference(groupRfReference(rf))).toBe(true);
        const index = 2 + (at % (rf.length - 2));
        const changed = `${rf.slice(0, index)}${(Number(rf[index]) + shift) % 10}${rf.slice(index + 1)}`;
        expect(isRfReference(changed)).toBe(false);
      }),
    );
  });
});
