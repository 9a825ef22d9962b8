import { describe, expect, it } from 'vitest';
import { languageLinks } from '../../src/auth/oidc/page-language';

describe('the language links of server pages', () => {
  it('stay on this site, however the address starts', () => {
    for (const address of ['//evil.example/page', '/a/..//evil.example/', '///x']) {
      for (const { href } of languageLinks(address)) expect(href).toMatch(/^\/[^/]/);
    }
  });

  it('keep the page and its query, with the language set', () => {
    expect(languageLinks('/oidc/interaction/abc?x=1').map((link) => link.href)).toEqual([
      '/oidc/interaction/abc?x=1&ui_locales=en',
      '/oidc/interaction/abc?x=1&ui_locales=fi',
      '/oidc/interaction/abc?x=1&ui_locales=sv',
    ]);
  });
});
