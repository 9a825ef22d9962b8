import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures, baseSubscriptionFeatures } from '@rahti/domain';
import { renderApp } from '../../test/render-app';

const openUserMenu = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'User menu' }));
  return screen.findByRole('menu');
};

describe('shell', () => {
  it('has a header, a labelled main menu and the page in main', async () => {
    renderApp('/calculations');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    // Every page is its own chunk, so the page itself may arrive after the shell.
    expect(await within(screen.getByRole('main')).findByRole('heading', { name: 'Calculations' })).toBeTruthy();
    expect(document.title).toBe('Calculations – Rahti');
  });

  it('lists only the pages that exist, with the current one marked', async () => {
    renderApp('/calculations', { features: allFeatures() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Calculations', 'Drivers', 'Routes', 'Resource planningbeta']);
    expect(within(menu).getByRole('link', { name: 'Calculations' }).getAttribute('aria-current')).toBe('page');
    // Vehicles sit in the fleet group (vehicles with sharing or map), closed until opened.
    expect(within(menu).getByRole('button', { name: 'Fleet' })).toBeTruthy();
  });

  it('hides a menu item whose feature is off', async () => {
    renderApp('/calculations', { features: { ...baseSubscriptionFeatures(), dashboard: false } });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Calculations', 'Resource planningbeta']);
  });

  it('offers organisation and administration to an Admin', async () => {
    const { user } = renderApp('/dashboard', { account: { role: 'Admin' } });
    const menu = await openUserMenu(user);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['User profile', 'Administration', 'Organisation', 'Contact', 'Sign out']);
  });

  it('offers organisation but not administration to a Superuser', async () => {
    const { user } = renderApp('/dashboard', { account: { role: 'Superuser' } });
    const items = within(await openUserMenu(user))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['User profile', 'Organisation', 'Contact', 'Sign out']);
  });

  it('offers neither to a User', async () => {
    const { user } = renderApp('/dashboard', { account: { role: 'User' } });
    const items = within(await openUserMenu(user))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['User profile', 'Contact', 'Sign out']);
  });

  it('signs out from the user menu', async () => {
    const { user, session } = renderApp('/dashboard');
    await user.click(within(await openUserMenu(user)).getByRole('menuitem', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledOnce();
  });

  it('switches the language, remembers it and sets the page language', async () => {
    const { user } = renderApp('/calculations');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suomi' }));
    expect(await screen.findByRole('heading', { name: 'Laskelmat' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fi');
    expect(localStorage.getItem('rahti.language')).toBe('fi');
    await user.click(screen.getByRole('button', { name: 'Kieli: Suomi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Calculations' })).toBeTruthy();
  });
});
