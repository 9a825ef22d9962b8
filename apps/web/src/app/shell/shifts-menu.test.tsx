import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { appRoutes } from '../routes';
import { renderApp } from '../../test/render-app';

describe('shift group of the side menu', { timeout: 30_000 }, () => {
  // A whole page renders per test; on a loaded machine that can take longer than the default 5 s.
  it('lists the shift pages of the route table in their order, events marked beta', async () => {
    const { user } = renderApp('/calculations', { features: allFeatures() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Shifts' }));
    // The group opens with an animation; its links are there once the first one is.
    await within(menu).findByRole('link', { name: 'Events beta' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((label) => !['Dashboard', 'Calculations', 'Drivers'].includes(label ?? ''));
    expect(links).toEqual(expect.arrayContaining(['Eventsbeta', 'Absences']));
    expect(links.indexOf('Eventsbeta')).toBeLessThan(links.indexOf('Absences'));
    expect(within(menu).getByRole('link', { name: 'Events beta' }).getAttribute('href')).toBe('/events');
    expect(within(menu).getByRole('link', { name: 'Absences' }).getAttribute('href')).toBe('/timesheet/absences');
    // Whatever else the group holds (timesheet, summary) comes from the same table.
    const shiftPaths = appRoutes.filter((route) => route.menu?.group === 'shifts').map((route) => route.path);
    expect(shiftPaths).toEqual(expect.arrayContaining(['/events', '/timesheet/absences']));
  });

  it('marks only the page shown as current, not the timesheet above it', async () => {
    renderApp('/timesheet/absences', { features: allFeatures() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const absences = await within(menu).findByRole('link', { name: 'Absences' });
    expect(absences.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Timesheet' }).getAttribute('aria-current')).toBeNull();
  });

  it('is hidden without timesheet management, and its pages send to the access-denied page', async () => {
    const { router } = renderApp('/calculations', { features: { ...allFeatures(), timesheetManagement: false } });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Calculations' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Shifts' })).toBeNull();
    await router.navigate('/timesheet/absences');
    expect(await screen.findByText('Timesheets are not part of the base subscription.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-timesheet-access');
  });
});
