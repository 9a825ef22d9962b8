import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage, loadEveryCatalogue, loadI18n, switchLanguage } from './i18n';

describe('loadI18n', () => {
  it('starts with one language and fetches another when the user switches to it', async () => {
    const i18n = await loadI18n('en');
    expect(i18n.t('web:menu.calculations')).toBe('Calculations');
    expect(i18n.hasResourceBundle('fi', 'web')).toBe(false);

    await i18n.changeLanguage('fi');
    expect(i18n.t('web:menu.calculations')).toBe('Laskelmat');
    expect(document.documentElement.lang).toBe('fi');
  });

  it("starts with the first page's catalogues and fetches the rest when another page asks", async () => {
    const i18n = await loadI18n('fi');
    expect(i18n.t('web:menu.calculations')).toBe('Laskelmat');
    expect(i18n.hasResourceBundle('fi', 'web-vehicles')).toBe(false);

    await loadEveryCatalogue();
    expect(i18n.hasResourceBundle('fi', 'web-vehicles')).toBe(true);
    // A later switch brings every namespace of the new language, not the first page's alone.
    await switchLanguage(i18n, 'sv');
    expect(i18n.hasResourceBundle('sv', 'web-vehicles')).toBe(true);
  });

  it('switches only once the new language is loaded', async () => {
    const i18n = await loadI18n('en');
    const switching = switchLanguage(i18n, 'sv');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('sv');
    expect(i18n.t('web:menu.calculations')).toBe('Kalkyler');
  });
});

describe('the first language', () => {
  afterEach(() => {
    document.cookie = 'rahti_lang=; Max-Age=0; Path=/';
  });

  it("is the user's saved language from the cookie, after sign-out too", () => {
    document.cookie = 'rahti_lang=sv; Path=/';
    expect(initialLanguage(['en-GB'])).toBe('sv');
  });

  it('is the one picked in this browser before the cookie', () => {
    document.cookie = 'rahti_lang=sv; Path=/';
    localStorage.setItem('rahti.language', 'fi');
    expect(initialLanguage(['en-GB'])).toBe('fi');
  });

  it("is the browser's language without either", () => {
    expect(initialLanguage(['fi-FI', 'en'])).toBe('fi');
  });
});
