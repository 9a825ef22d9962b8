import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { renderApp } from '../../test/render-app';

/** The first page shown: an empty list of calculations. */
const CALCULATIONS = { 'GET /api/calculations': [] };

describe('tasks 2.0 in the side menu', { timeout: 30_000 }, () => {
  it('lists transport tasks and waybills in their own group with the task feature', async () => {
    const { user } = renderApp('/calculations', { features: allFeatures(), handlers: CALCULATIONS });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Tasks 2.0' }));
    const tasks = await within(menu).findByRole('link', { name: 'Transport tasks' });
    expect(tasks.getAttribute('href')).toBe('/transport-tasks');
    expect(within(menu).getByRole('link', { name: 'Waybills' }).getAttribute('href')).toBe('/transport-tasks/waybills');
  });

  it('is hidden without the task feature, and its pages send to the access-denied page', async () => {
    const { router } = renderApp('/calculations', {
      features: { ...allFeatures(), taskProfitability: false },
      handlers: CALCULATIONS,
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Calculations' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Tasks 2.0' })).toBeNull();
    await router.navigate('/transport-tasks/waybills');
    await screen.findByRole('heading', { level: 1, name: 'Not included in your subscription' });
    expect(router.state.location.pathname).toBe('/no-access');
  });
});
