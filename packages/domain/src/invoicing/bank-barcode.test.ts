import { describe, expect, it } from 'vitest';
import { bankBarcode } from './bank-barcode';

describe('bank barcode (pankkiviivakoodi), 54 digits', () => {
  it.each([
    // The Pankkiviivakoodi-opas examples as two independent open-source suites quote them.
    [
      'FI79 4405 2020 0360 82',
      4883.15,
      '86851 62596 19897',
      '2010-06-12',
      '479440520200360820048831500000000868516259619897100612',
    ],
    [
      'FI58 1017 1000 0001 22',
      482.99,
      '55958 22432 94671',
      '2012-01-31',
      '458101710000001220004829900000000559582243294671120131',
    ],
    [
      'FI02 5000 4640 0013 02',
      693.8,
      '69 87567 20834 35364',
      '2011-07-24',
      '402500046400013020006938000000069875672083435364110724',
    ],
    [
      'FI16 8000 1400 0502 67',
      935.85,
      '78 77767 96566 28687',
      null,
      '416800014000502670009358500000078777679656628687000000',
    ],
    ['FI73 3131 3001 0000 58', 0, '8 68624', '2013-08-09', '473313130010000580000000000000000000000000868624130809'],
    [
      'FI79 4405 2020 0360 82',
      4883.15,
      'RF09 8685 1625 9619 897',
      '2010-06-12',
      '579440520200360820048831509000000868516259619897100612',
    ],
    [
      'FI39 3636 3002 0924 92',
      1.03,
      'RF66 5907 3839 0',
      '2023-03-11',
      '539363630020924920000010366000000000000590738390230311',
    ],
    ['FI37 1590 3000 0007 76', 12.25, '11112', '2016-12-21', '437159030000007760000122500000000000000000011112161221'],
    [
      'FI37 1590 3000 0007 76',
      1.1,
      'RF9811112',
      '2017-01-01',
      '537159030000007760000011098000000000000000011112170101',
    ],
  ])('%s %s € %s due %s', (iban, amount, reference, dueDate, expected) => {
    expect(bankBarcode({ iban, amount, reference, dueDate })).toBe(expected);
  });

  it('gives zeros for no amount and for amounts past 999 999.99 €', () => {
    const base = { iban: 'FI37 1590 3000 0007 76', reference: '11112' };
    const zeros = '437159030000007760000000000000000000000000011112000000';
    expect(bankBarcode(base)).toBe(zeros);
    expect(bankBarcode({ ...base, amount: 1_000_000 })).toBe(zeros);
    expect(bankBarcode({ ...base, amount: 999_999.99 })).toBe('437159030000007769999999900000000000000000011112000000');
  });

  it('refuses a foreign or broken IBAN, a bad reference, a negative amount and a bad date', () => {
    const good = { iban: 'FI37 1590 3000 0007 76', reference: '11112', amount: 1, dueDate: '2026-01-31' };
    expect(() => bankBarcode({ ...good, iban: 'SE45 5000 0000 0583 9825 7466' })).toThrow(RangeError);
    expect(() => bankBarcode({ ...good, iban: 'FI37 1590 3000 0007 77' })).toThrow(RangeError);
    expect(() => bankBarcode({ ...good, reference: '11113' })).toThrow(RangeError);
    expect(() => bankBarcode({ ...good, reference: 'RF97ABC' })).toThrow(RangeError);
    expect(() => bankBarcode({ ...good, amount: -1 })).toThrow(RangeError);
    expect(() => bankBarcode({ ...good, dueDate: '31.1.2026' })).toThrow(RangeError);
  });
});
