import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { appRoutes } from '../routes';
import type { AppRoute } from '../route-types';

function BrokenPage(): never {
  throw new Error('the page broke');
}
const withBrokenPage: AppRoute[] = [
  ...appRoutes,
  { path: '/broken', Component: BrokenPage, access: 'signedIn', titleKey: 'web:menu.dashboard' },
];

describe('a page that throws', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page inside the shell, and the next page opens again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderApp('/broken', { routes: withBrokenPage });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown error occurred' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Calculations' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculations' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/calculations');
    expect(screen.queryByRole('heading', { name: 'Unknown error occurred' })).toBeNull();
  });
});
