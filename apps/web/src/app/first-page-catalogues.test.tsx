import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_NAMESPACES, i18nOptions } from '@rahti/i18n';
import { resources } from '@rahti/i18n/all';
import { summary, testId } from '../features/calculations/list/test-fixtures';
import { createQueryClient } from '../lib/query-client';
import { fakeFetch } from '../test/fake-fetch';
import { fakeUserManager, oidcUser } from '../test/fake-user-manager';
import { testAccount } from '../test/fixtures';
import { App } from './app';

/** An instance holding what the built app starts with: the first page's namespaces alone. */
function firstPageOnly(missing: string[]): I18n {
  const english = resources.en ?? {};
  const catalogues = Object.fromEntries(
    FIRST_PAGE_NAMESPACES.map((namespace) => [namespace, english[namespace] ?? {}]),
  );
  const instance = createInstance().use(initReactI18next);
  void instance.init({
    ...i18nOptions({ en: catalogues }, 'web'),
    lng: 'en',
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missing.push(`${namespace}:${key}`),
  });
  return instance;
}

afterEach(() => vi.unstubAllGlobals());

describe('the first page after sign-in', () => {
  it('has every text it shows, menus included, in the catalogues the app starts with', async () => {
    const missing: string[] = [];
    const account = testAccount({ role: 'Admin' });
    const rows = [summary({ id: testId(1), name: 'Scania R 450', kind: 'newInvestment', vehicleClass: 3 })];
    window.history.pushState({}, '', '/calculations');
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/account/me': account,
        'GET /api/organisation/features': account.features,
        'GET /api/calculations': rows,
      }),
    );
    const user = userEvent.setup();
    render(
      <App
        i18n={firstPageOnly(missing)}
        queryClient={createQueryClient()}
        userManager={fakeUserManager(oidcUser()).userManager}
      />,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Calculations' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Scania R 450' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(await screen.findByRole('menuitem', { name: 'Suomi' })).toBeTruthy();

    expect(missing).toEqual([]);
  });
});
