import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('welcome page', () => {
  it('offers an anonymous visitor sign-in and registration, without the side menu', async () => {
    const { user, session } = renderApp('/', { session: { status: 'anonymous', claims: undefined }, account: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(session.signIn).toHaveBeenCalledWith({ returnTo: '/calculations' });
    expect(screen.getByRole('button', { name: 'Register your organisation' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends a signed-in user straight to the calculations', async () => {
    const { router } = renderApp('/', { handlers: { 'GET /api/calculations': [] } });
    expect(await screen.findByText('No calculations yet')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/calculations');
  });

  it('tells the visitor when sign-in cannot start', async () => {
    const { user } = renderApp('/', {
      session: { status: 'anonymous', claims: undefined, signIn: () => Promise.reject(new Error('offline')) },
      account: null,
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Could not connect to server')).toBeTruthy();
  });
});
