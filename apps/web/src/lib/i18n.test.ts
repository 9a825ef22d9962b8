import { describe, expect, it } from 'vitest';
import { loadI18n } from './i18n';

describe('loadI18n', () => {
  it('starts with one language and fetches another when the user switches to it', async () => {
    const i18n = await loadI18n('en');
    expect(i18n.t('web:menu.calculations')).toBe('Calculations');
    expect(i18n.hasResourceBundle('fi', 'web')).toBe(false);

    await i18n.changeLanguage('fi');
    expect(i18n.t('web:menu.calculations')).toBe('Laskelmat');
    expect(document.documentElement.lang).toBe('fi');
  });
});
