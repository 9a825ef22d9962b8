import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language-preference';
import { fakeDriverData, fakeShift } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { SignInScreen } from './sign-in-screen';

const noop = () => {};

describe('sign-in screen', () => {
  it('speaks Finnish when the browser prefers Finnish', () => {
    preferLanguages('fi-FI', 'fi', 'en-US');
    renderDriver(<SignInScreen onSignIn={noop} onContinueSignedOut={noop} />);
    expect(screen.getByRole('heading', { name: 'Rahti Driver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kirjaudu sisään' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fi');
  });

  it('falls back to English for a language it does not have', () => {
    preferLanguages('de-DE', 'de');
    renderDriver(<SignInScreen onSignIn={noop} onContinueSignedOut={noop} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('starts sign-in when the button is pressed', () => {
    preferLanguages('en-GB');
    const onSignIn = vi.fn();
    renderDriver(<SignInScreen onSignIn={onSignIn} onContinueSignedOut={noop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('switches to Swedish and remembers the choice on this phone', () => {
    preferLanguages('fi-FI');
    renderDriver(<SignInScreen onSignIn={noop} onContinueSignedOut={noop} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Svenska' }));
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
  });

  it('warns that a shift on the phone uploads only after sign-in, and lets the driver go on without signing in', () => {
    preferLanguages('en-GB');
    const onContinueSignedOut = vi.fn();
    const current = fakeShift([{ workType: 1, start: '2026-03-02T06:00:00Z', end: null }]);
    renderDriver(<SignInScreen onSignIn={noop} onContinueSignedOut={onContinueSignedOut} />, {
      data: fakeDriverData({ current }),
    });
    expect(
      screen.getByText('You are not signed in. This shift is kept on this phone and uploads when you sign in.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue the shift without signing in' }));
    expect(onContinueSignedOut).toHaveBeenCalledOnce();
  });
});
