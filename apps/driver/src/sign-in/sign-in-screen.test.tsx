import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language-preference';
import { preferLanguages, renderDriver } from '../test/render';
import { SignInScreen } from './sign-in-screen';

describe('sign-in screen', () => {
  it('speaks Finnish when the browser prefers Finnish', () => {
    preferLanguages('fi-FI', 'fi', 'en-US');
    renderDriver(<SignInScreen onSignIn={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Rahti Driver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kirjaudu sisään' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fi');
  });

  it('falls back to English for a language it does not have', () => {
    preferLanguages('de-DE', 'de');
    renderDriver(<SignInScreen onSignIn={() => {}} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('starts sign-in when the button is pressed', () => {
    preferLanguages('en-GB');
    const onSignIn = vi.fn();
    renderDriver(<SignInScreen onSignIn={onSignIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('switches to Swedish and remembers the choice on this phone', () => {
    preferLanguages('fi-FI');
    renderDriver(<SignInScreen onSignIn={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Svenska' }));
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
  });
});
