import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@rahti/i18n/node';
import { translatorFor } from '../../src/auth/oidc/page-context';
import { renderRegisterPage } from '../../src/auth/oidc/pages';

const translator = createTranslator();
let dom: JSDOM | undefined;
afterEach(() => dom?.window.close());

/** The registration page as a browser runs it, with its inline script. */
function openPage(language: 'en' | 'fi' = 'en') {
  const html = renderRegisterPage({
    language,
    t: translatorFor(translator, language),
    currentUrl: '/oidc/interaction/x/register',
    action: '/oidc/interaction/x/register',
    signInUrl: '/oidc/interaction/x',
    values: {},
    errors: {},
    defaultCurrency: 'EUR',
    nonce: 'test-nonce',
  });
  dom = new JSDOM(html, { runScripts: 'dangerously', url: 'http://localhost:3000/oidc/interaction/x/register' });
  const { window } = dom;
  const input = window.document.getElementById('field-password');
  if (!input) throw new Error('no password field');
  const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new window.Event('input', { bubbles: true }));
  };
  /** Each rule as the person sees it: mark, message and state in words. */
  const rules = () =>
    [...window.document.querySelectorAll('#password-rule-list li')].map((li) =>
      (li.textContent ?? '').replace(/\s+/g, ' ').trim(),
    );
  return { type, rules, list: window.document.getElementById('password-rule-list') };
}

describe('the password rules on the registration page', () => {
  it('mark every rule met or not met as the person types', () => {
    const page = openPage();
    expect(page.list?.getAttribute('aria-live')).toBe('polite');
    expect(page.rules()[0]).toBe('• Please enter at least 6 characters');

    page.type('abc');
    expect(page.rules()).toEqual([
      '✗ Please enter at least 6 characters (not met)',
      '✗ Passwords must have at least one non alphanumeric character (not met)',
      "✗ Passwords must have at least one digit ('0'-'9') (not met)",
      "✓ Passwords must have at least one lowercase ('a'-'z') (met)",
      "✗ Passwords must have at least one uppercase ('A'-'Z') (not met)",
    ]);

    page.type('abcD-1');
    expect(page.rules().every((rule) => rule.startsWith('✓') && rule.endsWith('(met)'))).toBe(true);
  });

  it('speak the page language and judge letters beyond a–z as the server does', () => {
    const page = openPage('fi');
    page.type('ÄÖÅäöå');
    expect(page.rules()).toEqual([
      '✓ Anna vähintään 6 merkkiä (täyttyy)',
      expect.stringMatching(/^✗ .* \(ei täyty\)$/),
      expect.stringMatching(/^✗ .* \(ei täyty\)$/),
      expect.stringMatching(/^✓ .* \(täyttyy\)$/),
      expect.stringMatching(/^✓ .* \(täyttyy\)$/),
    ]);
  });
});
