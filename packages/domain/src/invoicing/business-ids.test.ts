import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessIdField, finnishBusinessIdCheckDigit, parseBusinessId, swedishCheckDigit } from './business-ids';

describe('Finnish business id (Y-tunnus)', () => {
  it.each([
    // Published ids of real companies: Nokia Oyj, Danske Bank Oyj, and domain-rules §8.4's example.
    ['0112038-9', '0112038-9'],
    ['1730744-7', '1730744-7'],
    ['0737546-2', '0737546-2'],
    [' 07375462 ', '0737546-2'],
    ['FI07375462', '0737546-2'],
    ['fi 0737 5462', '0737546-2'],
    // An old six-digit LY-tunnus is the same number without its leading zero.
    ['737546-2', '0737546-2'],
  ])('reads %j as %s', (input, normalised) => {
    expect(parseBusinessId(input)).toEqual({ ok: true, country: 'FI', normalised });
  });

  it('refuses a wrong check digit and a malformed id apart', () => {
    expect(parseBusinessId('1234567-8')).toEqual({ ok: false, reason: 'checkDigit' });
    expect(parseBusinessId('0112038-8')).toEqual({ ok: false, reason: 'checkDigit' });
    expect(parseBusinessId('112038')).toEqual({ ok: false, reason: 'format' });
    expect(parseBusinessId('0112038-9', 'SE')).toEqual({ ok: false, reason: 'format' });
    expect(parseBusinessId('FI0112038')).toEqual({ ok: false, reason: 'format' });
    expect(parseBusinessId('')).toEqual({ ok: false, reason: 'format' });
  });

  it('never issues numbers whose weighted sum leaves remainder 1', () => {
    // 0000001 × weight 2 = 2 → C = 9; 0000005 → 10 → C = 1; 0000006 → 12, remainder 1 → none.
    expect(finnishBusinessIdCheckDigit('0000001')).toBe(9);
    expect(finnishBusinessIdCheckDigit('0000005')).toBe(1);
    expect(finnishBusinessIdCheckDigit('0000006')).toBeNull();
  });

  it('round-trips every issued number through each written form', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), (digits) => {
        const check = finnishBusinessIdCheckDigit(digits);
        fc.pre(check !== null);
        const id = `${digits}-${check}`;
        for (const form of [id, `${digits}${check}`, `FI${digits}${check}`, ` ${id} `]) {
          expect(parseBusinessId(form)).toEqual({ ok: true, country: 'FI', normalised: id });
        }
      }),
    );
  });

  it('notices any one changed check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), fc.integer({ min: 1, max: 9 }), (digits, shift) => {
        const check = finnishBusinessIdCheckDigit(digits);
        fc.pre(check !== null);
        expect(parseBusinessId(`${digits}-${(check + shift) % 10}`).ok).toBe(false);
      }),
    );
  });
});

describe('Swedish organisationsnummer', () => {
  it.each([
    // Saab AB and the City of Stockholm, as published.
    ['556036-0793', '556036-0793'],
    ['5560360793', '556036-0793'],
    ['SE556036079301', '556036-0793'],
    ['SE5560360793 01', '556036-0793'],
    ['212000-0142', '212000-0142'],
    // Twelve digits: 16 before an organisation's number.
    ['165560360793', '556036-0793'],
    // A sole trader's organisationsnummer is the owner's personnummer (811218-9876 is the example personnummer Wikipedia uses).
    ['811218-9876', '811218-9876'],
    ['19811218-9876', '811218-9876'],
  ])('reads %j as %s', (input, normalised) => {
    expect(parseBusinessId(input, 'SE')).toEqual({ ok: true, country: 'SE', normalised });
    expect(parseBusinessId(input)).toEqual({ ok: true, country: 'SE', normalised });
  });

  it('refuses a wrong Luhn digit, a date that is no date and a wrong century prefix', () => {
    expect(parseBusinessId('556036-0794')).toEqual({ ok: false, reason: 'checkDigit' });
    expect(parseBusinessId('551336-0793')).toEqual({ ok: false, reason: 'format' });
    expect(parseBusinessId('195560360793')).toEqual({ ok: false, reason: 'format' });
    expect(parseBusinessId('168112189876')).toEqual({ ok: false, reason: 'format' });
    expect(parseBusinessId('SE556036079302')).toEqual({ ok: false, reason: 'format' });
  });

  it('round-trips every organisation number it makes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2}[2-9]\d{6}$/), (nine) => {
        const ten = `${nine}${swedishCheckDigit(nine)}`;
        const normalised = `${ten.slice(0, 6)}-${ten.slice(6)}`;
        for (const form of [ten, normalised, `SE${ten}01`, `16${ten}`]) {
          expect(parseBusinessId(form)).toEqual({ ok: true, country: 'SE', normalised });
        }
        expect(parseBusinessId(`${nine}${(swedishCheckDigit(nine) + 1) % 10}`).ok).toBe(false);
      }),
    );
  });
});

describe('businessIdField', () => {
  it('gives the normalised id, or a validation key naming the problem', () => {
    expect(businessIdField.parse(' FI07375462 ')).toBe('0737546-2');
    expect(businessIdField.safeParse('0737546-3').error?.issues[0]?.message).toBe('validation:businessIdCheckDigit');
    expect(businessIdField.safeParse('07375').error?.issues[0]?.message).toBe('validation:businessIdFormat');
    expect(businessIdField.safeParse('  ').error?.issues[0]?.message).toBe('validation:required');
    expect(businessIdField.safeParse(undefined).error?.issues[0]?.message).toBe('validation:required');
  });
});
