import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpdateProfileInput } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { testAccount } from '../../test/fixtures';
import { renderApp, testI18n } from '../../test/render-app';

afterEach(async () => {
  await testI18n.changeLanguage('en');
});

/** A PUT /api/account/me that saves the language and answers with the account as saved. */
function accountApi() {
  const saved: UpdateProfileInput[] = [];
  const handler = (init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as UpdateProfileInput;
    saved.push(body);
    return testAccount({ displayLanguage: body.displayLanguage ?? 'en' });
  };
  return { saved, handlers: { 'PUT /api/account/me': handler } };
}

describe('the display language', () => {
  it('picked in the top bar is saved to the account, and the profile shows it', async () => {
    const api = accountApi();
    const { user } = renderApp('/userprofile', { handlers: api.handlers });
    expect(((await screen.findByRole('combobox', { name: 'Language' })) as HTMLInputElement).value).toBe('English');

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suomi' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Käyttäjäprofiili' })).toBeTruthy();
    // The page speaks Finnish at once; the field shows the account's language once the save answers.
    await waitFor(() => expect(api.saved).toEqual([{ displayLanguage: 'fi' }]));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Kieli' }) as HTMLInputElement).value).toBe('Suomi'),
    );
    expect(localStorage.getItem('rahti.language')).toBe('fi');
  });

  it('chosen on the profile switches the page and is saved', async () => {
    const api = accountApi();
    const { user } = renderApp('/userprofile', { handlers: api.handlers });
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Svenska' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Användarprofil' })).toBeTruthy();
    await waitFor(() => expect(api.saved).toEqual([{ displayLanguage: 'sv' }]));
    expect(await screen.findByRole('button', { name: 'Språk: Svenska' })).toBeTruthy();
  });

  it('applies the saved language when this browser has picked none since sign-in', async () => {
    renderApp('/userprofile', { account: { displayLanguage: 'sv' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Användarprofil' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Språk' }) as HTMLInputElement).value).toBe('Svenska');
  });

  it('applies on the 404 page too', async () => {
    renderApp('/no-such-page', { account: { displayLanguage: 'fi' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Siirry etusivulle' })).toBeTruthy();
  });

  it('says so when it cannot be saved, and the profile keeps the saved one', async () => {
    const { user } = renderApp('/userprofile', {
      handlers: {
        'PUT /api/account/me': jsonResponse(
          { statusCode: 400, code: 'validation', message: 'Choose English, Finnish or Swedish' },
          400,
        ),
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Suomi' }));
    expect(await screen.findByText('Choose English, Finnish or Swedish')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Kieli' }) as HTMLInputElement).value).toBe('English');
  });
});
