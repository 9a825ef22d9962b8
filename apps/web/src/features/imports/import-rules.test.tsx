import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@rahti/domain';
import { renderApp } from '../../test/render-app';

// Its own file: the account's language switches the test i18n instance for the rest of the file.
const limits: Record<Language, RegExp> = {
  en: /^A file can be at most 5 MB and have at most 10,000 rows\.$/,
  fi: /^Tiedosto voi olla enintään 5 Mt, ja siinä voi olla enintään 10\s000 riviä\.$/,
  sv: /^En fil får vara högst 5 MB och ha högst 10\s000 rader\.$/,
};

describe('import rules', () => {
  afterEach(cleanup);

  for (const language of ['fi', 'sv', 'en'] as const) {
    for (const path of ['/importDrivers', '/importVehicles']) {
      it(`states the file and row limits as numbers on ${path} in ${language}`, async () => {
        renderApp(path, { account: { role: 'Admin', displayLanguage: language } });
        const rule = await screen.findByText(limits[language]);
        expect(rule.textContent).not.toContain('NaN');
      });
    }
  }
});
