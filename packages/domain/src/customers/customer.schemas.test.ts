import { describe, expect, it } from 'vitest';
import { addressFromText, customerInputSchema } from './customer.schemas';

describe('a customer as typed', () => {
  it('stores a business id normalised, with or without the hyphen or in the VAT form', () => {
    for (const typed of ['0737546-2', '07375462', 'FI07375462', ' fi 0737546 2 '])
      expect(customerInputSchema.parse({ name: 'Asiakas Oy', businessId: typed }).businessId).toBe('0737546-2');
    expect(customerInputSchema.parse({ name: 'Kund AB', businessId: '5560360793' }).businessId).toBe('556036-0793');
  });

  it('names the business id field when its check digit is wrong', () => {
    const result = customerInputSchema.safeParse({ name: 'Asiakas Oy', businessId: '0737546-3' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['businessId', 'validation:businessIdCheckDigit'],
    ]);
  });

  it('defaults payment terms to 14 days and allows 0', () => {
    expect(customerInputSchema.parse({ name: 'A' }).paymentTermDays).toBe(14);
    expect(customerInputSchema.parse({ name: 'A', paymentTermDays: 0 }).paymentTermDays).toBe(0);
  });

  it('reads an address typed on one line', () => {
    expect(addressFromText('Teollisuustie 5, 33100 Tampere')).toEqual({
      street: 'Teollisuustie 5',
      postCode: '33100',
      town: 'Tampere',
      countryCode: 'FI',
    });
    expect(addressFromText('Hamngatan 2, 111 47 Stockholm')).toEqual({
      street: 'Hamngatan 2',
      postCode: '111 47',
      town: 'Stockholm',
      countryCode: 'SE',
    });
    expect(addressFromText('PL 123')).toEqual({ street: 'PL 123', postCode: '', town: '', countryCode: 'FI' });
  });
});
