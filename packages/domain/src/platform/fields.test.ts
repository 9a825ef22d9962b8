import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPasswordRules, PASSWORD_RULES, passwordProblems, usernameField } from './fields';
import { createUserSchema } from './organisation.schemas';

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzåäö');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ');
const digit = fc.constantFrom(...'0123456789');
const symbol = fc.constantFrom(...'!#-_.@%&*?');
const any = fc.oneof(lower, upper, digit, symbol);

describe('password rules (spec section 5)', () => {
  it('accepts any password of 6+ characters with a lower, an upper, a digit and a symbol', () => {
    fc.assert(
      fc.property(
        lower,
        upper,
        digit,
        symbol,
        fc.array(any, { minLength: 2, maxLength: 20 }),
        (l, u, d, s, rest) => passwordProblems([l, u, d, s, ...rest].join('')).length === 0,
      ),
    );
  });

  it('names exactly the rule a password breaks', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(lower, digit, symbol), { minLength: 6, maxLength: 20 }), (chars) => {
        const password = `a1!${chars.join('')}`;
        expect(passwordProblems(password)).toEqual(['validation:passwordUppercase']);
      }),
    );
    expect(passwordProblems('Ab1!')).toEqual(['validation:passwordMinLength']);
    expect(passwordProblems('Abcdef1')).toEqual(['validation:passwordNonAlphanumeric']);
    expect(passwordProblems('Abcdef!')).toEqual(['validation:passwordDigit']);
    expect(passwordProblems('ABCDE1!')).toEqual(['validation:passwordLowercase']);
  });

  it('names every rule a password breaks, not only the first', () => {
    expect(passwordProblems('abc')).toEqual([
      'validation:passwordMinLength',
      'validation:passwordNonAlphanumeric',
      'validation:passwordDigit',
      'validation:passwordUppercase',
    ]);
    expect(checkPasswordRules('abc').map((rule) => rule.isMet)).toEqual([false, false, false, true, false]);
    expect(checkPasswordRules('a\n\nb\n\n')[0]?.isMet).toBe(true);
  });

  it('gives patterns that judge alike when rebuilt from their text, as the registration page does', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (password) => {
        const rebuilt = PASSWORD_RULES.map((rule) =>
          new RegExp(rule.pattern.source, rule.pattern.flags).test(password),
        );
        expect(rebuilt).toEqual(checkPasswordRules(password).map((rule) => rule.isMet));
      }),
    );
  });

  it('reports "Passwords do not match" on confirmPassword', () => {
    const result = createUserSchema.safeParse({
      email: 'a@b.fi',
      displayName: 'A',
      password: 'Abc-123',
      confirmPassword: 'Abc-124',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'validation:passwordsDoNotMatch' }),
    ]);
  });

  it('says "Required" for a missing name and "Please enter a valid email address" for a bad email', () => {
    const result = createUserSchema.safeParse({
      email: 'not-an-email',
      password: 'Abc-123',
      confirmPassword: 'Abc-123',
    });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({ email: 'validation:email', displayName: 'validation:required' });
  });
});

describe('usernames', () => {
  it('accept only letters, digits, underscore, dot, hyphen and at sign', () => {
    expect(usernameField.safeParse('matti.meikäläinen_2@firma-oy').success).toBe(true);
    for (const bad of ['with space', 'semi;colon', 'slash/name', 'quote"']) {
      expect(usernameField.safeParse(bad).error?.issues[0]?.message).toBe('validation:username');
    }
  });
});
